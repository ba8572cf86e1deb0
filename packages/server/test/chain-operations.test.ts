/**
 * The chains' operations over HTTP: verify (and its kept verdict), checkpoints signed with a key the
 * database never holds and written to a JSON-lines file, and what they catch that the chain alone cannot:
 * a database rewritten together with its chain, and a tail cut off rows and links alike.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveChainSigner } from '../src/chains/checkpoints.js';
import { loadConfig } from '../src/config.js';
import type { Queryable } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import {
  createPlayerWithBalance,
  createTestApp,
  onPostgres,
  type TestApp,
  validateResponse,
} from './support/app.js';

let t: TestApp;
let dir: string;
let headers: Record<string, string>;

async function tamper(db: Queryable, tables: string[], ...statements: string[]): Promise<void> {
  for (const table of tables) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  for (const sql of statements) await db.query(sql);
  for (const table of tables) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}

async function call(operationId: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });
  validateResponse(operationId, res.statusCode, res.json());
  return { status: res.statusCode, body: res.json() as { msg: string; data: Record<string, unknown> } };
}

const verify = (payload: unknown = {}) =>
  call('integrity.verifyChains', 'POST', '/integrity/chains/verify', payload);
const checkpoint = () => call('integrity.checkpointChains', 'POST', '/integrity/chains/checkpoint');
type Verdict = {
  chain: string;
  ok: boolean;
  length: number;
  verified_to: number;
  problem: Record<string, unknown> | null;
};
const ledgerOf = (data: Record<string, unknown>) =>
  (data.chains as Verdict[]).find((c) => c.chain === 'ledger');

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chains-'));
  const base = loadConfig({});
  const chains = resolveChainSigner(
    { ...base.chains, checkpointFile: join(dir, 'checkpoints.jsonl') },
    true,
    dir,
  );
  t = await createTestApp({ config: { chains } });
  headers = await t.login('admin', 'Admin@123');
  const userId = await createPlayerWithBalance(t.db, 1_000_00);
  for (let i = 1; i <= 5; i++) {
    await t.db.transaction((tx) =>
      postEntry(tx, { userId, amountPaise: -i * 100, transType: 'BID', note: `bid ${i}` }),
    );
  }
});
afterEach(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`chain verification and checkpoints over HTTP (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('verifies both chains, keeps the verdict and answers it with the public key', async () => {
    expect((await call('integrity.chains', 'GET', '/integrity/chains')).body.data).toBeNull();
    expect((await call('integrity.alarms', 'GET', '/integrity/alarms')).body.data.chains_failed).toBeNull();
    const { status, body } = await verify();
    expect(status).toBe(200);
    expect(body.msg).toBe('Chains verified');
    expect(ledgerOf(body.data)).toMatchObject({ ok: true, length: 6, verified_to: 6, problem: null });
    const latest = await call('integrity.chains', 'GET', '/integrity/chains');
    expect(latest.body.data).toMatchObject({ verification_id: body.data.verification_id, ok: true });
    expect(latest.body.data.public_key).toContain('BEGIN PUBLIC KEY');
  });

  it("seals a committed row by itself, within its interval (the app's sealer, no verify asked)", async () => {
    const linked = async () => {
      const [row] = await t.db.query<{ queued: number; unlinked: number }>(
        `SELECT (SELECT count(*)::int FROM chain_awaiting_ledger()) AS queued,
                (SELECT count(*)::int FROM ledger_entries e WHERE NOT EXISTS
                   (SELECT 1 FROM chain_links l WHERE l.chain = 'ledger' AND l.row_id = e.entry_id)) AS unlinked`,
      );
      return row;
    };
    // The five postings of beforeEach were queued in their transactions; the sealer takes them.
    await expect.poll(linked, { timeout: 10_000, interval: 100 }).toEqual({ queued: 0, unlinked: 0 });
  });

  it('writes a signed checkpoint line per chain to the file, outside the database', async () => {
    const { status, body } = await checkpoint();
    expect(status).toBe(200);
    const lines = readFileSync(join(dir, 'checkpoints.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(body.data);
    expect(body.data).toEqual([
      expect.objectContaining({ chain: 'ledger', position: 6 }),
      expect.objectContaining({ chain: 'audit' }),
    ]);
    const after = await call('integrity.chains', 'GET', '/integrity/chains');
    expect(after.body.data).toBeNull();
    expect((await verify()).body.data.last_checkpoint_at).toEqual(expect.any(String));
  });

  it('catches a database rewritten together with its chain, by the checkpoint made before', async () => {
    await checkpoint();
    // The rewriter changes an amount, then throws the links away and seals the rows again.
    await tamper(
      t.db,
      ['ledger_entries', 'chain_links'],
      'UPDATE ledger_entries SET amount_paise = amount_paise - 1 WHERE entry_id = (SELECT min(entry_id) + 2 FROM ledger_entries)',
      "DELETE FROM chain_links WHERE chain = 'ledger'",
      'SELECT chain_seal_unlinked_ledger()',
    );
    const { body } = await verify();
    expect(body.data.ok).toBe(false);
    expect(ledgerOf(body.data)?.problem).toMatchObject({
      kind: 'checkpoint-mismatch',
      position: 6,
      checkpoint_position: 6,
    });
    expect(body.msg).toBe('The ledger chain is broken at #6 (checkpoint-mismatch)');
    // The alarm channel carries the failed verification to the console.
    const alarms = await call('integrity.alarms', 'GET', '/integrity/alarms');
    const failed = alarms.body.data.chains_failed as { verification_id: number; chains: Verdict[] };
    expect(failed.verification_id).toBe(body.data.verification_id);
    expect(failed.chains.find((c) => c.chain === 'ledger')?.problem).toMatchObject({ position: 6 });
  });

  it('catches the newest rows deleted with their links: a tail shorter than the checkpoint', async () => {
    await checkpoint();
    await tamper(
      t.db,
      ['ledger_entries', 'chain_links'],
      'DELETE FROM ledger_entries WHERE entry_id > (SELECT min(entry_id) + 3 FROM ledger_entries)',
      "DELETE FROM chain_links WHERE chain = 'ledger' AND position > 4",
    );
    const { body } = await verify();
    expect(ledgerOf(body.data)).toMatchObject({ ok: false, length: 4, verified_to: 4 });
    expect(ledgerOf(body.data)?.problem).toMatchObject({
      kind: 'truncated',
      position: 5,
      checkpoint_position: 6,
    });
  });

  it('POSTs each checkpoint to the HTTPS sink too, and fails the write when the sink refuses', async () => {
    const received: unknown[] = [];
    let status = 200;
    const sink = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/checkpoints`;
      const chains = { ...t.config.chains, checkpointUrl: url };
      await t.close();
      t = await createTestApp({ config: { chains } });
      headers = await t.login('admin', 'Admin@123');
      const { status: ok, body } = await checkpoint();
      expect(ok).toBe(200);
      expect(received).toEqual([{ checkpoints: body.data }]);
      status = 503;
      const refused = await checkpoint();
      expect(refused.status).toBe(500);
      expect(received).toHaveLength(2);
    } finally {
      sink.close();
    }
  });

  it('answers 409 for a checkpoint when no signing key is configured', async () => {
    await t.close();
    t = await createTestApp({ config: { chains: { ...loadConfig({}).chains } } });
    headers = await t.login('admin', 'Admin@123');
    const { status, body } = await checkpoint();
    expect(status).toBe(409);
    expect(body.msg).toBe('No checkpoint signing key is configured');
  });
});
