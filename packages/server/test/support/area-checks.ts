/**
 * The checks every operation of an area gets: a happy path validated against v1.yaml, 401 without a
 * token, 403 for a staff member without the operation's permission, and 400 for a bad parameter or
 * body. Each area test lists its operations as data and calls `describeOperations`.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.js';
import { createStaff } from '../../src/db/employees.js';
import type { NewStaff } from '../../src/domain/staff-accounts.js';
import { seedPlayers } from '../../src/seed/players.js';
import { createTestApp, type TestApp, type TestAppOptions, validateResponse } from './app.js';

type Lazy<T> = T | ((ids: SeedIds) => T);

export interface OperationCase {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: Lazy<string>;
  payload?: Lazy<Record<string, unknown>>;
  /** The same call made invalid (a bad parameter or body); answers 400. Null for an operation without input. */
  bad: { url?: Lazy<string>; payload?: Lazy<Record<string, unknown>> } | null;
  /** Extra assertions on the happy reply's body. */
  expectBody?: (body: Record<string, unknown>) => void;
}

/** Ids of seeded rows the cases point at (the seed is deterministic, the ids are looked up anyway). */
export interface SeedIds {
  registered: number;
  registered2: number;
  blocked: number;
  account: number;
  timing: number;
  manualFund: number;
  /** Withdrawal requests in these statuses. */
  pending: number;
  approved: number;
  queued: number;
}

export interface AreaWorld {
  t: TestApp;
  ids: SeedIds;
  admin: Record<string, string>;
  /** Signed in, but holding only the `news` permission. */
  outsider: Record<string, string>;
}

/** A staff member without the admin flag, holding only `permission`; resolves to the employee id (0 if taken). */
export async function addStaff(db: Db, staff: Omit<NewStaff, 'isAdmin'>): Promise<number> {
  return (await createStaff(db, { ...staff, isAdmin: false })) ?? 0;
}

/** The `id` column of the first row `sql` returns (an `INSERT ... RETURNING x AS id` or a lookup). */
export async function firstId(db: Db, sql: string): Promise<number> {
  return Number((await db.query<{ id: number }>(sql))[0]?.id);
}

export interface AreaWorldOptions {
  /** Seed the demo players and look up `ids` (default true); without, `ids` is empty. */
  players?: boolean;
  app?: TestAppOptions;
}

/** A test app on a fresh database with the demo players seeded, and the logins the checks need. */
export async function createAreaWorld(options: AreaWorldOptions = {}): Promise<AreaWorld> {
  const t = await createTestApp(options.app);
  const withPlayers = options.players !== false;
  if (withPlayers) await seedPlayers(t.db);
  await addStaff(t.db, {
    username: 'outsider',
    fullName: 'No Keys',
    password: 'Outsider@123',
    permission: ['news'],
  });
  return {
    t,
    // Without players no case may read these ids.
    ids: withPlayers ? await seedIds(t) : ({} as SeedIds),
    admin: await t.login('admin', 'Admin@123'),
    outsider: await t.login('outsider', 'Outsider@123'),
  };
}

/**
 * The file's world: made before its tests (options read then) and closed after them. The returned
 * object reads the world of the moment, so use its fields inside tests and hooks only.
 */
export function useAreaWorld(
  options: AreaWorldOptions | (() => AreaWorldOptions | Promise<AreaWorldOptions>) = {},
): AreaWorld {
  let world: AreaWorld | undefined;
  beforeAll(async () => {
    world = await createAreaWorld(typeof options === 'function' ? await options() : options);
  }, 60_000);
  afterAll(async () => {
    await world?.t.close();
  });
  const made = (): AreaWorld => {
    if (!world) throw new Error('the area world is made in beforeAll');
    return world;
  };
  return {
    get t() {
      return made().t;
    },
    get ids() {
      return made().ids;
    },
    get admin() {
      return made().admin;
    },
    get outsider() {
      return made().outsider;
    },
  };
}

async function seedIds(t: TestApp): Promise<SeedIds> {
  const first = (sql: string) => firstId(t.db, sql);
  return {
    registered: await first(
      "SELECT user_id AS id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id LIMIT 1",
    ),
    registered2: await first(
      "SELECT user_id AS id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id LIMIT 1 OFFSET 1",
    ),
    blocked: await first(
      "SELECT user_id AS id FROM players WHERE stage = 'BLOCKED' ORDER BY user_id LIMIT 1",
    ),
    account: await first('SELECT account_id AS id FROM bank_accounts ORDER BY account_id LIMIT 1'),
    timing: await first('SELECT timing_id AS id FROM fund_timings ORDER BY timing_id LIMIT 1'),
    manualFund: await first(
      'SELECT manual_fund_id AS id FROM manual_fund_reasons ORDER BY manual_fund_id DESC LIMIT 1',
    ),
    pending: await first(
      "SELECT request_id AS id FROM fund_requests WHERE tran_status = 'PENDING' ORDER BY request_id LIMIT 1",
    ),
    approved: await first(
      "SELECT request_id AS id FROM fund_requests WHERE tran_status = 'APPROVED' ORDER BY request_id LIMIT 1",
    ),
    queued: await first(
      "SELECT request_id AS id FROM fund_requests WHERE tran_status = 'QUEUED' ORDER BY request_id LIMIT 1",
    ),
  };
}

const resolve = <T>(value: Lazy<T>, ids: SeedIds): T =>
  typeof value === 'function' ? (value as (ids: SeedIds) => T)(ids) : value;

export function inject(
  world: AreaWorld,
  c: Pick<OperationCase, 'method' | 'url' | 'payload'>,
  headers?: Record<string, string>,
) {
  const options: InjectOptions = { method: c.method, url: resolve(c.url, world.ids), headers: headers ?? {} };
  if (c.payload !== undefined) options.payload = resolve(c.payload, world.ids);
  return world.t.app.inject(options);
}

/** Registers the four checks for each case. `world()` is read when the tests run (after beforeAll). */
export function describeOperations(world: () => AreaWorld, cases: OperationCase[]): void {
  for (const c of cases) {
    it(`${c.operationId}: answers 200 matching the contract`, async () => {
      const w = world();
      const res = await inject(w, c, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      validateResponse(c.operationId, res.statusCode, res.json());
      c.expectBody?.(res.json());
    });

    it(`${c.operationId}: answers 401 without a token`, async () => {
      const res = await inject(world(), c);
      expect(res.statusCode).toBe(401);
      validateResponse(c.operationId, 401, res.json());
    });

    it(`${c.operationId}: answers 403 'Unauthorized access.' without the permission`, async () => {
      const w = world();
      const res = await inject(w, c, w.outsider);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: true, msg: 'Unauthorized access.' });
    });

    const bad = c.bad;
    if (!bad) continue;
    it(`${c.operationId}: answers 400 on a bad parameter or body`, async () => {
      const w = world();
      const res = await inject(
        w,
        { ...c, url: bad.url ?? c.url, payload: bad.payload ?? c.payload },
        w.admin,
      );
      expect(res.statusCode, res.body).toBe(400);
      validateResponse(c.operationId, 400, res.json());
    });
  }
}
