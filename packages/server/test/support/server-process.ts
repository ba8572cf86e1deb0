/**
 * The production build (`node dist/main.js`) as a child process, for the tests that stop or kill it:
 * graceful shutdown, crash safety, shutdown with a broken stdout. The build runs once per test run
 * (whichever file asks first builds it, under a lock; a build newer than every source file is reused).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { seedStaff } from '../../src/seed/staff.js';
import { createPlayerWithBalance } from './app.js';
import { addProvider } from './games-fixture.js';
import { directUrlOf } from './postgres-databases.js';

export const packageDir = fileURLToPath(new URL('../..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds dist/ with tsup unless a build newer than src/ and the contract is already there. */
export async function buildServerOnce(): Promise<void> {
  const main = join(packageDir, 'dist/main.js');
  const sources = Math.max(
    newestMtime(join(packageDir, 'src')),
    newestMtime(join(packageDir, '../sdk/openapi')),
    newestMtime(join(packageDir, '../sdk/src')),
  );
  const lock = join(packageDir, 'dist.build-lock');
  for (;;) {
    if (existsSync(main) && statSync(main).mtimeMs > sources) return;
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building: wait for it (a lock older than two minutes was left by a crash).
      const since = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > 120_000) rmSync(lock, { force: true, recursive: true });
      await sleep(250);
      continue;
    }
    try {
      execFileSync(join(packageDir, 'node_modules/.bin/tsup'), { cwd: packageDir, stdio: 'pipe' });
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export interface Store {
  dataDir: string;
  databaseUrl: string;
  drop: () => Promise<void>;
}

/** A PGlite data dir, or (on the PostgreSQL leg) a fresh database the server process can open. */
export async function freshStore(prefix: string): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-data-`));
  const url = process.env.DATABASE_URL;
  if (!url) return { dataDir, databaseUrl: '', drop: async () => rmSync(dataDir, { recursive: true }) };
  const name = `bo_${prefix.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node dist/main.js` on the store, on a free port of 127.0.0.1; resolves once it listens. */
export async function startServer(store: Store, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      DATABASE_DIRECT_URL: (store.databaseUrl && directUrlOf(store.databaseUrl)) || '',
      DEMO: '',
      CONSOLE_DIR: '',
      SHUTDOWN_TIMEOUT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const baseUrl = await new Promise<string>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /backoffice server on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) done(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, baseUrl, output: () => output, exited };
}

export interface BusyStore {
  store: Store;
  players: number[];
  provider: number;
}

/**
 * A fresh store, migrated, with the demo staff, `players` players holding ₹1,00,000 each and a market
 * provider whose Open session on `gameDate` has `busyBids` pending single-digit bids (written in one
 * statement; their stakes are not on the ledger, which the invariant allows), so that settling it takes a
 * while and a signal can land in the middle of its declare.
 */
export async function busyStore(options: {
  prefix: string;
  players: number;
  gameDate: string;
  busyBids: number;
}): Promise<BusyStore> {
  const store = await freshStore(options.prefix);
  return withDb(store, async (db) => {
    await migrate(db);
    await seedStaff(db);
    const provider = await addProvider(db, 1, `${options.prefix} market`);
    const players: number[] = [];
    for (let p = 0; p < options.players; p += 1) players.push(await createPlayerWithBalance(db, 10_000_000));
    await db.query(
      `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise)
       SELECT ($1::int[])[1 + i % $2], $3, 1, $4, 'Open', 'SINGLE_DIGIT_MARKET', (i % 10)::text, 1000 + i % 50
       FROM generate_series(1, $5) AS i`,
      [players, options.players, provider, options.gameDate, options.busyBids],
    );
    return { store, players, provider };
  });
}

export async function withDb<T>(store: Store, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl || undefined });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export async function post(baseUrl: string, path: string, headers: Record<string, string>, body: unknown) {
  return fetch(`${baseUrl}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in as the demo admin through the API and returns the auth headers. */
export async function login(baseUrl: string): Promise<Record<string, string>> {
  const res = await post(baseUrl, '/auth/admin/login', {}, { username: 'admin', password: 'Admin@123' });
  const body = (await res.json()) as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}

/** Saves panna 123 for the busy store's market Open session through the API; its result id. */
export async function saveBusyOpen(
  baseUrl: string,
  auth: Record<string, string>,
  provider: number,
  gameDate: string,
): Promise<number> {
  const saved = await post(baseUrl, '/results/game-result/save', auth, {
    provider_id: provider,
    provider_type: 1,
    game_date: gameDate,
    session: 'Open',
    panna: '123',
  });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return Number(((await saved.json()) as { data: { result: { result_id: number } } }).data.result.result_id);
}

export type Status = number | 'no answer';

/** Sends `request` and records its status, or 'no answer' when the connection was refused or cut. */
export async function attempt(request: () => Promise<Response>): Promise<Status> {
  try {
    const res = await request();
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'no answer';
  }
}

export const is2xx = (status: Status) => typeof status === 'number' && status >= 200 && status < 300;
