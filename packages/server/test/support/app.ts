import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { postEntry } from '../../src/db/ledger.js';
import { migrate } from '../../src/db/migrate.js';
import { type Contract, loadContract } from '../../src/http/contract.js';
import type { HandlerTable } from '../../src/http/handler.js';
import { handlers as areaHandlers } from '../../src/routes/index.js';
import { seedStaff } from '../../src/seed/staff.js';
import { validateResponse } from './contract-responses.js';
import { openSnapshot, type Snapshot } from './pglite-snapshot.js';
import { createTestDatabase, openTestPostgres } from './postgres-databases.js';

export { validateResponse };

/** A clock the test moves: `advance(31 * 60_000)` expires an idle token. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  contract: Contract;
  clock: TestClock;
  /** Signs in through POST /v1/auth/admin/login and returns the auth headers (throws unless 200). */
  login: (username: string, password: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Added to (and overriding) the areas' handlers. */
  handlers?: HandlerTable;
  config?: Partial<Config>;
  /** Skip the demo staff (admin / Admin@123, viewer / Viewer@123). */
  withoutStaff?: boolean;
}

/** Which database the suite runs on (`DATABASE_URL` set by scripts/test.mjs for the PostgreSQL leg). */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A fresh database (in-memory PGlite; with DATABASE_URL a fresh database on that PostgreSQL server,
 * dropped by close()) with the migrations and the demo staff, and the app on it (no listening: use
 * `app.inject`). Contract: CONTRACT_PATH when set, else the SDK's v1.yaml.
 *
 * @example
 *   const t = await createTestApp();
 *   const headers = await t.login('admin', 'Admin@123');
 *   const res = await t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers });
 *   validateResponse('auth.me', res.statusCode, res.json());
 *   await t.close();
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase(options.withoutStaff ? 'migrated' : 'staff');
  await migrate(db);
  if (!options.withoutStaff) await seedStaff(db);
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
  const contract = loadContract(process.env.CONTRACT_PATH || undefined);
  const config: Config = {
    ...loadConfig({}),
    consoleDir: '',
    loginFailureDelayMs: 0,
    // The product's budgets are for people; suites (the fuzz above all) send far more, so theirs is raised.
    rateLimit: { windowSeconds: 60, perStaff: 1_000_000, perAddress: 1_000_000 },
    now: clock.now,
    ...options.config,
  };
  const app = buildApp({
    db,
    config,
    contract,
    handlers: { ...areaHandlers, ...options.handlers },
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    contract,
    clock,
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/admin/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { token: string; x_api_key: string };
      return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/**
 * In-memory PGlite started from the `snapshot` dump (empty: initdb only), or on DATABASE_URL a new database
 * of its own: a copy of the run's migrated template, or empty for the `empty` snapshot (the caller migrates
 * it; the copy and PGlite find the snapshot's migrations applied). `url`: the PostgreSQL database's.
 */
export async function freshDatabase(
  snapshot: Snapshot = 'empty',
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  if (!process.env.DATABASE_URL) return { db: await openSnapshot(snapshot), drop: async () => {} };
  const database = await createTestDatabase('t', snapshot === 'empty' ? 'empty' : 'migrated');
  return { db: openTestPostgres(database.url, { max: 20 }), drop: database.drop, url: database.url };
}

/** A player with a wallet holding `balancePaise` (credited through one BONUS entry, so the ledger holds). */
export async function createPlayerWithBalance(
  db: Db,
  balancePaise: number,
  phone = randomPhone(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [player] = await tx.query<{ user_id: number }>(
      `INSERT INTO players (full_name, phone, stage) VALUES ('Test Player', $1, 'REGISTERED') RETURNING user_id`,
      [phone],
    );
    const userId = Number(player?.user_id);
    await tx.query('INSERT INTO wallets (user_id) VALUES ($1)', [userId]);
    if (balancePaise > 0) {
      await postEntry(tx, { userId, amountPaise: balancePaise, transType: 'BONUS', note: 'test balance' });
    }
    return userId;
  });
}

/**
 * The id of a ledger entry posted for `userId` and rolled back: no row has it, and rows after it have larger
 * ids (a sequence is not rolled back). A row slipped in there by hand sits between the committed ones.
 */
export async function rolledBackEntryId(db: Db, userId: number): Promise<number> {
  const rolledBack = new Error('rolled back');
  let entryId = 0;
  await db
    .transaction(async (tx) => {
      ({ entryId } = await postEntry(tx, {
        userId,
        amountPaise: 100,
        transType: 'BONUS',
        note: 'rolled back',
      }));
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return entryId;
}

/** A player's wallet balance in paise. */
export async function walletPaise(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ b: number }>(
    'SELECT balance_paise::int AS b FROM wallets WHERE user_id = $1',
    [userId],
  );
  return Number(row?.b);
}

function randomPhone(): string {
  return `9${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`;
}
