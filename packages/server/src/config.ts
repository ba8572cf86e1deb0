import { fileURLToPath } from 'node:url';
import { type OperationMap, parseOfferList, parseOperationMap } from '@backoffice/sdk';
import type { ChainsConfig } from './chains/checkpoints.js';
import type { SecretBox } from './domain/secret-box.js';

export interface DatabaseDeadlines {
  /** Waiting for a connection (a new one, or a free one of the pool). */
  connectMs: number;
  /** One statement's run. */
  statementMs: number;
  /** Waiting for a row or table lock another transaction holds. */
  lockMs: number;
}

/** Everything the server reads from the environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: the same database without the pooler, for what needs a session of its own (this
   * instance's one LISTEN connection). Unset: DATABASE_URL is direct and carries it too.
   */
  databaseDirectUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a streaming replica for heavy reads (reports, analysis, dashboard graphs). */
  databaseReplicaUrl: string | undefined;
  /** REPLICA_MAX_LAG_SECONDS: a replica further behind is skipped (the primary answers). */
  replicaMaxLagSeconds: number;
  /** PostgreSQL deadlines (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS): past them, 503. */
  databaseDeadlines: DatabaseDeadlines;
  demo: boolean;
  /** A token unused for this long is expired. */
  tokenIdleMinutes: number;
  /** A token older than this is expired however busy it is. */
  tokenMaxHours: number;
  /** The built console, served at `/` when the folder exists. */
  consoleDir: string;
  /** Path of v1.yaml; undefined means the SDK's own copy. */
  contractPath: string | undefined;
  /** Extra wait added to a failed login once 3 failures are on record (slows guessing down). */
  loginFailureDelayMs: number;
  /**
   * PLAYER_CHAT_HOOK=1: serve POST /test/player-chat, the player app's side of support chat, so browser
   * tests and demos can write as a player. Never set it in production (it is not authenticated).
   */
  playerChatHook: boolean;
  /** Requests per window for /v1 (rate-limit.ts); health probes and /metrics are not limited. */
  rateLimit: RateLimitConfig;
  /** GET /metrics (metrics-endpoint.ts): off unless a token or a port is set. */
  metrics: MetricsConfig;
  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway (code 1). */
  shutdownTimeoutMs: number;
  /**
   * V1_OFFER: serve only these operations ("spec", or a comma list of operation ids, "spec" and
   * "designed" standing for those sets); every other one answers 404, as on a host that lacks it.
   * Unset: every operation. For proving the console, SDK and CLI against a host that offers less.
   */
  offer: readonly string[] | undefined;
  /**
   * V1_REMAP: JSON operation map ({"employees.list":{"method":"GET","path":"/admin/staff"}}): those
   * operations are served there (under /v1) instead of at the contract's path, as a foreign host would.
   */
  remap: OperationMap;
  /**
   * Second-factor secrets at rest: SECRET_KEY_FILE (lines of `<id> <base64 32 bytes>`, the last encrypts);
   * demo mode makes <data folder>/secret-keys. `box` is loaded at start (secrets-at-rest.ts).
   */
  secrets: { keyFile: string | undefined; box?: SecretBox };
  /** The hash chains' checkpoints: signing key, interval, sinks (chains/checkpoints.ts). */
  chains: ChainsConfig;
  /** The live.events stream (routes/live-stream.ts) and its outbox's retention (db/live-outbox.ts). */
  live: LiveConfig;
  /** The clock; tests move it forward to expire tokens and lockouts. */
  now: () => Date;
}

export interface LiveConfig {
  /** LIVE_READER_BUFFER_BYTES: a reader with more than this unread is dropped (`dropped`), not buffered on. */
  readerBufferBytes: number;
  /** LIVE_RETENTION_DAYS and LIVE_RETENTION_ROWS: the outbox keeps what is newer or among the newest rows. */
  retentionDays: number;
  retentionRows: number;
  /** LIVE_SWEEP_MS: how often the sweep looks for expired approvals, timed-out sessions and late bids. */
  sweepMs: number;
}

/**
 * A budget per staff member (requests with a token the server has accepted) and one per address (every
 * other request, login included), each counted over a fixed window, per server instance.
 */
export interface RateLimitConfig {
  windowSeconds: number;
  perStaff: number;
  perAddress: number;
}

/**
 * METRICS_PORT: /metrics on a listener of its own at METRICS_HOST (127.0.0.1). Else METRICS_TOKEN: /metrics on
 * the main listener for `Authorization: Bearer <token>`. Neither: no /metrics.
 */
export interface MetricsConfig {
  token: string | undefined;
  host: string;
  port: number | undefined;
}

type Env = Record<string, string | undefined>;

/** packages/console/dist, wherever the server is started from. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const n = positiveNumber(env, name, fallback);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number, got "${env[name]}"`);
  return n;
}

function port(raw: string | undefined, name = 'PORT', fallback = 8080): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be 0..65535, got "${raw}"`);
  return n;
}

/** A bearer secret long enough not to be guessed. */
function secret(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16 || /\s/.test(raw))
    throw new Error(`${name} must be at least 16 characters without spaces`);
  return raw;
}

/** CHAIN_CHECKPOINT_URL: HTTPS only (plain HTTP to this machine's loopback is let through for tests). */
function checkpointUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const url = new URL(raw);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error('CHAIN_CHECKPOINT_URL must be an https:// URL');
  }
  return url.toString();
}

function flag(raw: string | undefined): boolean {
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function offer(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return parseOfferList(raw);
  } catch (error) {
    throw new Error(`V1_OFFER: ${(error as Error).message}`);
  }
}

function remap(raw: string | undefined): OperationMap {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('V1_REMAP must be a JSON object keyed by operation id');
  }
  try {
    return parseOperationMap(parsed);
  } catch (error) {
    throw new Error(`V1_REMAP: ${(error as Error).message}`);
  }
}

export function loadConfig(env: Env = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    replicaMaxLagSeconds: positiveNumber(env, 'REPLICA_MAX_LAG_SECONDS', 30),
    databaseDeadlines: {
      connectMs: positiveInteger(env, 'DB_CONNECT_TIMEOUT_MS', 3000),
      statementMs: positiveInteger(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000),
      lockMs: positiveInteger(env, 'DB_LOCK_TIMEOUT_MS', 5000),
    },
    demo: flag(env.DEMO),
    tokenIdleMinutes: positiveNumber(env, 'TOKEN_IDLE_MINUTES', 30),
    tokenMaxHours: positiveNumber(env, 'TOKEN_MAX_HOURS', 12),
    consoleDir: env.CONSOLE_DIR || defaultConsoleDir,
    contractPath: env.CONTRACT_PATH || undefined,
    loginFailureDelayMs: 1000,
    playerChatHook: flag(env.PLAYER_CHAT_HOOK),
    rateLimit: {
      windowSeconds: Math.min(positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60), 86_400),
      perStaff: positiveInteger(env, 'RATE_LIMIT_PER_STAFF', 1200),
      perAddress: positiveInteger(env, 'RATE_LIMIT_PER_ADDRESS', 600),
    },
    metrics: {
      token: secret(env, 'METRICS_TOKEN'),
      host: env.METRICS_HOST || '127.0.0.1',
      port: env.METRICS_PORT ? port(env.METRICS_PORT, 'METRICS_PORT') : undefined,
    },
    shutdownTimeoutMs: positiveNumber(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    offer: offer(env.V1_OFFER),
    remap: remap(env.V1_REMAP),
    secrets: { keyFile: env.SECRET_KEY_FILE || undefined },
    chains: {
      signingKeyFile: env.CHAIN_SIGNING_KEY_FILE || undefined,
      sealIntervalMs: positiveNumber(env, 'CHAIN_SEAL_INTERVAL_MS', 250),
      checkpointMinutes: positiveNumber(env, 'CHAIN_CHECKPOINT_MINUTES', 15),
      checkpointFile: env.CHAIN_CHECKPOINT_FILE || undefined,
      checkpointUrl: checkpointUrl(env.CHAIN_CHECKPOINT_URL),
    },
    live: {
      readerBufferBytes: positiveInteger(env, 'LIVE_READER_BUFFER_BYTES', 1_048_576),
      retentionDays: positiveNumber(env, 'LIVE_RETENTION_DAYS', 7),
      retentionRows: positiveInteger(env, 'LIVE_RETENTION_ROWS', 1_000_000),
      sweepMs: positiveInteger(env, 'LIVE_SWEEP_MS', 2000),
    },
    now: () => new Date(),
  };
}
