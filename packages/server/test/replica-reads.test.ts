/**
 * Heavy reads from a streaming replica (DATABASE_REPLICA_URL; PostgreSQL leg only). A cluster of the
 * test's own and its replica (pg_basebackup -R): a report is answered by the replica and says how old it
 * is; with the replica's replay paused, the staff member who just wrote reads their write through either of
 * two instances (the primary answers after a short wait) while another still reads the replica; a replica too far behind, or stopped,
 * is skipped with a log line and the primary answers, never an error.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPgCluster } from '../scripts/pg-cluster.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { createStaff } from '../src/db/employees.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { openReplicaReads, type ReplicaReads } from '../src/db/replica.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance } from './support/app.js';

let primary: PgCluster;
let standby: PgCluster;
let db: Db;
let reads: ReplicaReads;
let app: FastifyInstance;
let base: string;
/** A second instance on the same primary and replica, with its own ReplicaReads. */
let readsB: ReplicaReads;
let appB: FastifyInstance;
let baseB: string;
const logged: string[] = [];

async function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
  at = base,
) {
  const res = await fetch(`${at}/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, age: res.headers.get('x-data-age-seconds'), json: await res.json() };
}

async function signIn(username: string, password: string) {
  const { json } = await call('POST', '/auth/admin/login', {}, { username, password });
  return { authorization: `Bearer ${json.token}`, 'x-api-key': json.x_api_key } as Record<string, string>;
}

/** The admin fund report's credits total (rupees), and who answered (the age header: the replica). */
async function creditsReport(auth: Record<string, string>, at = base) {
  const res = await call('GET', '/users/reports/admin_fund/overall', auth, undefined, at);
  expect(res.status).toBe(200);
  return { credit: Number(res.json.data.totals.credit), age: res.age };
}

/** Pauses the replica's replay and waits until it has stopped (a pause is first only requested). */
async function pauseReplay() {
  await onStandby('SELECT pg_wal_replay_pause()');
  await expect
    .poll(async () => (await onStandby('SELECT pg_get_wal_replay_pause_state() AS s')).rows[0]?.s)
    .toBe('paused');
}

const onStandby = (sql: string) => {
  const client = new pg.Client({ connectionString: standby.url() });
  return client
    .connect()
    .then(() => client.query(sql))
    .finally(() => client.end());
};

beforeAll(async () => {
  primary = await startPgCluster();
  db = openPostgres(primary.url());
  await migrate(db);
  await seedStaff(db);
  await createStaff(db, {
    username: 'auditor',
    password: 'Auditor@123',
    fullName: 'Report Reader',
    isAdmin: true,
    permission: [],
  });
  standby = await primary.startReplica();
  reads = openReplicaReads(db, standby.url(), { maxLagSeconds: 30, log: (m) => logged.push(m) });
  const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
  app = buildApp({ db, config, contract: loadContract(), handlers, logger: false, replica: reads });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  readsB = openReplicaReads(db, standby.url(), { maxLagSeconds: 30, log: (m) => logged.push(m) });
  appB = buildApp({ db, config, contract: loadContract(), handlers, logger: false, replica: readsB });
  await appB.listen({ host: '127.0.0.1', port: 0 });
  baseB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await appB?.close();
  await app?.close();
  await db?.close();
  standby?.stop();
  primary?.stop();
});

describe('heavy reads from a replica', () => {
  it('answers a report from the replica (saying how old it is); the writer reads their own write at once, on either instance', async () => {
    const admin = await signIn('admin', 'Admin@123');
    const auditor = await signIn('auditor', 'Auditor@123');
    const userId = await createPlayerWithBalance(db, 0);
    const before = await creditsReport(auditor);
    expect(before.age).toBe('0');

    await pauseReplay();
    const credit = await call(
      'POST',
      '/users/fund/update-wallet-from-admin',
      { ...admin, 'idempotency-key': 'replica-1' },
      { user_id: userId, amount: 500, type: 0, reason: 'replica read-your-writes' },
    );
    expect(credit.status).toBe(200);
    // The writer: the replica has not replayed the write, so the primary answers (no age header).
    const own = await creditsReport(admin);
    expect(own.credit).toBe(before.credit + 500);
    expect(own.age).toBeNull();
    // The same through the other instance, which did not see the write go by.
    const ownOnB = await creditsReport(admin, baseB);
    expect(ownOnB.credit).toBe(before.credit + 500);
    expect(ownOnB.age).toBeNull();
    // Another reader is answered by the replica, as of before the credit.
    const other = await creditsReport(auditor);
    expect(other.credit).toBe(before.credit);
    expect(other.age).not.toBeNull();

    await onStandby('SELECT pg_wal_replay_resume()');
    await expect
      .poll(async () => (await creditsReport(auditor)).credit, { timeout: 10_000 })
      .toBe(before.credit + 500);
  }, 60_000);

  it('skips a replica further behind than the limit, with a log line, and the primary answers', async () => {
    const lines: string[] = [];
    const strict = openReplicaReads(db, standby.url(), { maxLagSeconds: 1, log: (m) => lines.push(m) });
    try {
      await pauseReplay();
      await createPlayerWithBalance(db, 100);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const choice = await strict.pick(999_999); // a staff member with no write to wait for
      expect(choice.db).toBe(db);
      expect(lines.join('\n')).toMatch(
        /replica skipped, reads go to the primary: \d+ s behind \(limit 1 s\)/,
      );
    } finally {
      await onStandby('SELECT pg_wal_replay_resume()');
      await strict.close();
    }
  }, 60_000);

  it('reads from the primary when the replica is down: 200, never an error, and says so in the log', async () => {
    const auditor = await signIn('auditor', 'Auditor@123');
    const before = await creditsReport(auditor);
    standby.stop();
    const after = await creditsReport(auditor);
    expect(after.age).toBeNull();
    expect(after.credit).toBe(before.credit);
    expect(logged.join('\n')).toContain('replica skipped, reads go to the primary: unavailable');
  }, 60_000);
});
