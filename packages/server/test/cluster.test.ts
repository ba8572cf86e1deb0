/**
 * The production topology on one machine (scripts/local-cluster.ts; PostgreSQL leg only): a primary, a
 * streaming replica, PgBouncer in transaction mode and two instances of the production build. Staff traffic
 * through the pooler on both instances; reports from the replica, with read-your-writes across instances;
 * then, during traffic, the primary restarted, every backend killed and the primary unreachable for 20 s:
 * every answer 200 or 503 with the envelope and a Retry-After, /readyz not ready while it is away, serving
 * again within 5 s of its return without a restart, and every keyed credit in the ledger exactly once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_DATABASE, type LocalCluster, startLocalCluster } from '../scripts/local-cluster.js';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { openPostgres } from '../src/db/postgres.js';
import { DATABASE_UNAVAILABLE_MSG } from '../src/http/api-refusals.js';
import { createPlayerWithBalance, walletPaise } from './support/app.js';
import { login } from './support/server-process.js';

const UNREACHABLE_MS = 20_000;
const BACK_WITHIN_MS = 5000;

let cluster: LocalCluster;
let direct: Db;
let bases: string[];
let auths: Record<string, string>[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  age: string | null;
  text: string;
}

async function call(at: number, method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { ...auths[at] };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${bases[at]}/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    age: res.headers.get('x-data-age-seconds'),
    text: await res.text(),
  };
}

const credit = (at: number, userId: number, key: string) =>
  call(
    at,
    'POST',
    '/users/fund/update-wallet-from-admin',
    { user_id: userId, amount: 1, type: 0, reason: `cluster credit ${key}` },
    key,
  );

const creditsReport = async (at: number) => {
  const res = await call(at, 'GET', '/users/reports/admin_fund/overall');
  expect(res.status).toBe(200);
  return { credit: Number(JSON.parse(res.text).data.totals.credit), age: res.age };
};

const creditsOf = async (userId: number) =>
  (
    await direct.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND trans_type = 'ADMIN_CREDIT'`,
      [userId],
    )
  )[0]?.n;

/** Polls instance `at` with a read until it answers 200; how long that took (every other answer a 503). */
async function servesAgain(at: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await call(at, 'GET', '/auth/admin/me');
    if (res.status === 200) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > 30_000) throw new Error('not serving 30 s after the database came back');
    await sleep(100);
  }
}

beforeAll(async () => {
  cluster = await startLocalCluster({
    env: {
      DB_CONNECT_TIMEOUT_MS: '1000',
      RATE_LIMIT_PER_STAFF: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
    },
  });
  direct = openPostgres(cluster.urls.direct);
  bases = cluster.instances.map((instance) => instance.baseUrl);
  auths = await Promise.all(bases.map((base) => login(base)));
}, 180_000);

afterAll(async () => {
  await direct?.close();
  await cluster?.stop();
});

describe('the local cluster: PgBouncer, a replica, two instances', () => {
  it('serves staff on both instances through the pooler; reports come from the replica, and the writer reads their write', async () => {
    const userId = await createPlayerWithBalance(direct, 0);
    const before = await creditsReport(0);
    expect(before.age, 'a report answered by the replica says how old it is').not.toBeNull();
    const mixed = await Promise.all([
      ...[0, 1].flatMap((at) => [
        call(at, 'GET', '/users/wallet/users-list?page=1&per_page=10'),
        call(at, 'GET', `/users/wallet/userbrief/${userId}`),
        credit(at, userId, `mixed-credit-${at}`),
      ]),
    ]);
    expect(mixed.filter((answer) => answer.status !== 200).map((answer) => answer.text)).toEqual([]);
    // The same staff member on the other instance: the credits are in the report at once.
    const after = await creditsReport(1);
    expect(after.credit).toBe(before.credit + 2);
    expect(await creditsOf(userId)).toBe(2);
  }, 60_000);

  it('answers 200 or 503 with Retry-After while the primary restarts, loses its backends and is unreachable; back within 5 s; each credit once', async () => {
    const userId = await createPlayerWithBalance(direct, 0);
    const answers: { what: string; answer: Answer }[] = [];
    const keys: string[] = [];
    let traffic = true;
    const staff = async (client: number) => {
      for (let step = 0; traffic; step++) {
        const at = (client + step) % 2;
        const key = `cluster-${client}-${step}`;
        keys.push(key);
        const sent = await Promise.all([
          credit(at, userId, key),
          call(at, 'GET', '/users/wallet/users-list?page=1&per_page=10'),
          call(at, 'GET', '/users/reports/admin_fund/overall'),
        ]);
        for (const answer of sent) answers.push({ what: key, answer });
        await sleep(50);
      }
    };
    const clients = [0, 1, 2, 3].map(staff);
    await sleep(500);

    await cluster.primary.restart();
    const afterRestart = await servesAgain(0);
    expect(afterRestart).toBeLessThanOrEqual(BACK_WITHIN_MS);

    const admin = new pg.Client({ connectionString: cluster.primary.url() });
    await admin.connect();
    for (let i = 0; i < 10; i++) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [CLUSTER_DATABASE],
      );
      await sleep(200);
    }
    await admin.end();
    expect(await servesAgain(1)).toBeLessThanOrEqual(BACK_WITHIN_MS);

    await cluster.primary.halt();
    const awayUntil = Date.now() + UNREACHABLE_MS;
    await sleep(1000);
    for (const at of [0, 1]) {
      const away = await call(at, 'GET', '/users/wallet/users-list?page=1&per_page=10');
      expect(away.status).toBe(503);
      expect(away.retryAfter).toBe('5');
      expect(JSON.parse(away.text)).toEqual({ error: true, msg: DATABASE_UNAVAILABLE_MSG });
      expect((await fetch(`${bases[at]}/readyz`)).status).toBe(503);
    }
    await sleep(Math.max(0, awayUntil - Date.now()));
    await cluster.primary.start();
    const [backA, backB] = await Promise.all([servesAgain(0), servesAgain(1)]);
    expect(backA).toBeLessThanOrEqual(BACK_WITHIN_MS);
    expect(backB).toBeLessThanOrEqual(BACK_WITHIN_MS);
    expect((await fetch(`${bases[0]}/readyz`)).status).toBe(200);

    traffic = false;
    await Promise.all(clients);
    const odd = answers.filter(
      ({ answer }) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter !== null),
    );
    expect(odd.map(({ what, answer }) => `${what}: ${answer.status} ${answer.text.slice(0, 80)}`)).toEqual(
      [],
    );
    expect(answers.filter(({ answer }) => answer.status === 503).length).toBeGreaterThan(0);
    // Sent again with its key, every credit ends applied once: an acknowledged one replays.
    for (const key of keys) expect((await credit(0, userId, key)).status).toBe(200);
    expect(await creditsOf(userId)).toBe(keys.length);
    expect(await walletPaise(direct, userId)).toBe(keys.length * 100);
    expect(await checkLedgerInvariant(direct)).toEqual([]);
  }, 180_000);
});
