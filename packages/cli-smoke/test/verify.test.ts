/**
 * `backoffice-smoke verify` against the reference server (demo mode: its checkpoint key and JSON-lines file
 * in its data folder): the chains verify; checkpoints held outside the host are checked with the public key
 * the user trusts; one whose head the live chain contradicts fails the run naming the position; a file with
 * a line the key did not sign is refused.
 */
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkpointMessage,
  createBackofficeClient,
  createMemorySession,
  parseCheckpointLines,
  type SignedCheckpoint,
} from '@backoffice/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { type ReferenceServer, sharedReferenceServer } from './support/reference-server.js';
import { runSmoke } from './support/run-smoke.js';

let server: ReferenceServer;
let dir: string;
let keyFile: string;
let checkpoints: SignedCheckpoint[];

beforeAll(async () => {
  server = await sharedReferenceServer();
  dir = mkdtempSync(join(tmpdir(), 'smoke-verify-'));
  const client = createBackofficeClient({ baseUrl: server.baseUrl, session: createMemorySession() });
  await client.auth.login({ username: 'admin', password: 'Admin@123' });
  await client.integrity.checkpointChains();
  const report = await client.integrity.verifyChains({});
  keyFile = join(dir, 'checkpoint-key.pem');
  writeFileSync(keyFile, report.publicKey ?? '');
  // A copy of the host's checkpoint file, as an auditor would keep it elsewhere.
  checkpoints = parseCheckpointLines(readFileSync(join(server.dataDir, 'checkpoints.jsonl'), 'utf8'));
}, 300_000);

function fileOf(name: string, list: readonly SignedCheckpoint[]): string {
  const path = join(dir, name);
  writeFileSync(path, list.map((c) => `${JSON.stringify(c)}\n`).join(''));
  return path;
}

const verify = (extra: string[]) =>
  runSmoke(['verify', '--base-url', server.baseUrl, '--username', 'admin', ...extra], {
    BACKOFFICE_PASSWORD: 'Admin@123',
  });

describe('backoffice-smoke verify', () => {
  it('verifies both chains against the checkpoints kept outside the host: exit 0', async () => {
    const run = await verify(['--checkpoints', fileOf('good.jsonl', checkpoints), '--public-key', keyFile]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.healthy);
    const ledger = checkpoints.filter((c) => c.chain === 'ledger').at(-1);
    expect(run.stdout).toMatch(
      new RegExp(
        `^ledger: verified to #[\\d,]+ of [\\d,]+, head [0-9a-f]{12}…, checkpoint #${ledger?.position.toLocaleString('en-IN')} of `,
        'm',
      ),
    );
    expect(run.stdout).toMatch(/^audit: verified to #[\d,]+/m);
  }, 120_000);

  it('fails naming the position when the live chain contradicts a signed checkpoint (history rewritten since)', async () => {
    const privateKey = createPrivateKey(readFileSync(join(server.dataDir, 'chain-signing-key.pem')));
    const ledger = checkpoints.filter((c) => c.chain === 'ledger').at(-1) as SignedCheckpoint;
    const before = { ...ledger, head: 'ab'.repeat(32) };
    const signed = {
      ...before,
      signature: sign(null, Buffer.from(checkpointMessage(before)), privateKey).toString('base64'),
    };
    const run = await verify(['--checkpoints', fileOf('rewritten.jsonl', [signed]), '--public-key', keyFile]);
    expect(run.code).toBe(EXIT.checkFailed);
    expect(run.stdout).toContain(
      `ledger: BROKEN at #${ledger.position.toLocaleString('en-IN')}: checkpoint-mismatch`,
    );
  }, 120_000);

  it('refuses a checkpoint file with a line the key did not sign: exit 2', async () => {
    const [first, ...rest] = checkpoints as [SignedCheckpoint, ...SignedCheckpoint[]];
    const forged = { ...first, position: first.position + 1000 };
    const run = await verify([
      '--checkpoints',
      fileOf('forged.jsonl', [forged, ...rest]),
      '--public-key',
      keyFile,
    ]);
    expect(run.code).toBe(EXIT.usageOrLogin);
    expect(run.stderr).toContain(
      `checkpoint 1 (${first.chain} #${(first.position + 1000).toLocaleString('en-IN')}) has a bad signature`,
    );
    const otherKey = join(dir, 'other.pem');
    writeFileSync(otherKey, generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }));
    const wrongKey = await verify([
      '--checkpoints',
      fileOf('good2.jsonl', checkpoints),
      '--public-key',
      otherKey,
    ]);
    expect(wrongKey.code).toBe(EXIT.usageOrLogin);
    expect(wrongKey.stderr).toContain('has a bad signature');
  });

  it('needs --public-key with --checkpoints', async () => {
    const run = await verify(['--checkpoints', fileOf('alone.jsonl', checkpoints)]);
    expect(run.code).toBe(EXIT.usageOrLogin);
    expect(run.stderr).toContain('--checkpoints needs --public-key');
  });
});
