/**
 * `backoffice-smoke verify`: asks the host to recompute the hash chains over its ledger and audit trail
 * (integrity.verifyChains, the SDK's ChainVerifier on the server) and, with `--checkpoints FILE
 * --public-key KEY`, holds them to checkpoints kept outside the host's database: every line's Ed25519
 * signature is checked here against the key you trust (one bad signature refuses the file), and the newest
 * checkpoint of each chain is sent along, so a database rewritten together with its chains, or a cut tail,
 * still fails.
 */
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  type BackofficeClient,
  type ChainName,
  checkpointMessage,
  createBackofficeClient,
  parseCheckpointLines,
  type Schemas,
  type SignedCheckpoint,
} from '@backoffice/sdk';
import { type Env, normalizeBaseUrl, required, UsageError } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { failureReason } from './failure.js';
import { login } from './login.js';
import { createRunSession } from './run-session.js';

interface VerifyIo {
  stdout(text: string): void;
  stderr(text: string): void;
  fetch?: typeof globalThis.fetch;
}

const FLAGS = {
  'base-url': { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  checkpoints: { type: 'string' },
  'public-key': { type: 'string' },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export const VERIFY_HELP = `backoffice-smoke verify: recompute the host's ledger and audit hash chains

  --base-url, --username, --password   as for the checks (or BACKOFFICE_* variables)
  --checkpoints FILE    a JSON-lines checkpoint file kept outside the host (its CHAIN_CHECKPOINT_FILE sink)
  --public-key KEY      the checkpoint key's public half (PEM file, as the server prints it); needed with
                        --checkpoints: a line it did not sign refuses the whole file
  --timeout MS          how long the recomputation may take (default 120000)
  --json                the host's verdict as JSON
Exit: 0 both chains verified, 1 a chain is broken (first bad position named), 2 bad flags, a refused
checkpoint file or login, 3 host unreachable.
`;

function signedBy(key: KeyObject, checkpoint: SignedCheckpoint): boolean {
  try {
    const message = Buffer.from(checkpointMessage(checkpoint), 'utf8');
    return verify(null, message, key, Buffer.from(checkpoint.signature, 'base64'));
  } catch {
    return false;
  }
}

/** The newest checkpoint of each chain in the file, after every line's signature is checked. */
export function trustedCheckpoints(fileText: string, publicKeyPem: string): SignedCheckpoint[] {
  let key: KeyObject;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    throw new UsageError('--public-key is not a PEM public key');
  }
  const all = parseCheckpointLines(fileText);
  all.forEach((c, i) => {
    if (!signedBy(key, c))
      throw new UsageError(
        `checkpoint ${i + 1} (${c.chain} #${c.position.toLocaleString('en-IN')}) has a bad signature`,
      );
  });
  const newest = new Map<ChainName, SignedCheckpoint>();
  for (const c of all) {
    const kept = newest.get(c.chain);
    if (!kept || c.position >= kept.position) newest.set(c.chain, c);
  }
  return [...newest.values()];
}

type Report = Schemas['ChainsReport'];

const at = (n: number) => `#${n.toLocaleString('en-IN')}`;

function describe(report: Report): string {
  const lines = report.chains.map((c) => {
    const head = `head ${c.head.slice(0, 12)}…`;
    const checkpoint = c.checkpoint
      ? `, checkpoint ${at(c.checkpoint.position)} of ${c.checkpoint.time}`
      : '';
    if (!c.problem)
      return `${c.chain}: verified to ${at(c.verifiedTo)} of ${c.length.toLocaleString('en-IN')}, ${head}${checkpoint}`;
    const p = c.problem;
    const detail = [
      p.rowId ? `row ${p.rowId}` : null,
      p.columns.length ? `columns ${p.columns.join(', ')}` : null,
      p.otherPosition !== null ? `swapped with ${at(p.otherPosition)}` : null,
      p.checkpointPosition !== null ? `checkpoint ${at(p.checkpointPosition)} of ${p.checkpointTime}` : null,
    ].filter(Boolean);
    return `${c.chain}: BROKEN at ${at(p.position)}: ${p.kind}${detail.length ? ` (${detail.join('; ')})` : ''}; verified to ${at(c.verifiedTo)}`;
  });
  return `${lines.join('\n')}\n`;
}

/** The whole `verify` command. */
export async function runVerify(argv: readonly string[], env: Env, io: VerifyIo): Promise<ExitCode> {
  let options: {
    baseUrl: string;
    username: string;
    password: string;
    timeoutMs: number;
    json: boolean;
    checkpoints: SignedCheckpoint[];
  };
  try {
    const { values } = parseArgs({ args: [...argv], options: FLAGS, strict: true });
    if (values.checkpoints !== undefined && values['public-key'] === undefined) {
      throw new UsageError(
        '--checkpoints needs --public-key: a checkpoint counts only with its signature checked',
      );
    }
    const timeout = Number(values.timeout ?? 120_000);
    if (!Number.isInteger(timeout) || timeout < 1)
      throw new UsageError('--timeout must be a whole number of ms');
    const read = (flag: string, path: string) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        throw new UsageError(`--${flag}: cannot read ${path}`);
      }
    };
    options = {
      baseUrl: normalizeBaseUrl(required('base-url', values['base-url'], 'BACKOFFICE_BASE_URL', env)),
      username: required('username', values.username, 'BACKOFFICE_USERNAME', env),
      password: required('password', values.password, 'BACKOFFICE_PASSWORD', env),
      timeoutMs: timeout,
      json: values.json ?? false,
      checkpoints:
        values.checkpoints === undefined
          ? []
          : trustedCheckpoints(
              read('checkpoints', values.checkpoints),
              read('public-key', values['public-key'] ?? ''),
            ),
    };
  } catch (error) {
    if (error instanceof UsageError || error instanceof Error) {
      io.stderr(`backoffice-smoke verify: ${error.message}\n`);
      return EXIT.usageOrLogin;
    }
    throw error;
  }
  const session = createRunSession();
  const client: BackofficeClient = createBackofficeClient({
    baseUrl: options.baseUrl,
    session,
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  const signedIn = await login(() => client, { ...options, timeoutMs: Math.min(options.timeoutMs, 30_000) });
  if (signedIn.kind === 'failed') {
    io.stderr(`backoffice-smoke verify: login failed: ${signedIn.row.reason}\n`);
    return signedIn.exitCode;
  }
  try {
    const report = await client.integrity.verifyChains(
      { checkpoints: options.checkpoints },
      { signal: AbortSignal.timeout(options.timeoutMs) },
    );
    io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : describe(report));
    return report.ok ? EXIT.healthy : EXIT.checkFailed;
  } catch (error) {
    io.stderr(`backoffice-smoke verify: ${failureReason(error, options.timeoutMs)}\n`);
    return EXIT.checkFailed;
  } finally {
    try {
      await client.auth.logout(undefined, { signal: AbortSignal.timeout(5_000) });
    } catch {
      // The token expires on its own.
    }
    session.end();
  }
}
