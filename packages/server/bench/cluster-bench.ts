/**
 * The cluster bench (part of `pnpm --filter @backoffice/server bench`; alone: `bench:cluster`), on the local
 * cluster (scripts/local-cluster.ts: primary, streaming replica, PgBouncer in transaction mode, instances
 * of the production build), the load from a child process (mixed-client.mjs):
 * 1. a mixed staff load (lists, a player's brief, a report, the dashboard counts, keyed credits) on one
 *    instance whose DATABASE_URL is the pooler, then the same load on an instance connected directly:
 *    requests/s, p50/p99, and requests per second of the instance's own CPU time (per core);
 * 2. the admin fund report read by a second staff member on the replica, alone and then while the admin
 *    sends keyed credits through the other instance: its p99, and how many answers the replica gave.
 * Seconds per run: BENCH_CLUSTER_SECONDS (default 15); clients: BENCH_CLUSTER_CONNECTIONS (default 8).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startLocalCluster } from '../scripts/local-cluster.js';
import { createStaff } from '../src/db/employees.js';
import { openPostgres } from '../src/db/postgres.js';
import { createPlayerWithBalance } from '../test/support/app.js';
import { type ServerProcess, startServer } from '../test/support/server-process.js';
import { runNode } from './http-load.js';

const seconds = Number(process.env.BENCH_CLUSTER_SECONDS) || 15;
const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS) || 8;
const client = fileURLToPath(new URL('./mixed-client.mjs', import.meta.url));
const PLAYERS = 200;
// A bench sends far more than a person: the per-staff budget is raised as the test apps raise it.
const budget = { RATE_LIMIT_PER_STAFF: '100000000', RATE_LIMIT_PER_ADDRESS: '100000000' };

interface LoadResult {
  count: number;
  failures: number;
  failureSamples: string[];
  requestsPerSecond: number;
  p50: number;
  p99: number;
  withHeader: number;
}

interface Request {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  keyed?: boolean;
}

/** The instance's CPU seconds so far (user + system, /proc/<pid>/stat). */
function cpuSeconds(instance: ServerProcess): number {
  const fields = readFileSync(`/proc/${instance.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(
  base: string,
  headers: Record<string, string>,
  requests: Request[],
  keyPrefix: string,
  clients = connections,
): Promise<LoadResult> {
  const args = { url: base, headers, connections: clients, seconds, requests, keyPrefix };
  const out = await runNode('mixed-client', [
    client,
    JSON.stringify({ ...args, countHeader: 'x-data-age-seconds' }),
  ]);
  const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  if (result.failures > 0)
    throw new Error(`${keyPrefix}: ${result.failures} failures (${result.failureSamples.join('; ')})`);
  return result;
}

async function signIn(base: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const loadBefore = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const cluster = await startLocalCluster({ env: budget });
  const db = openPostgres(cluster.urls.direct);
  try {
    const players: number[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayerWithBalance(db, 0));
    await createStaff(db, {
      username: 'reader',
      password: 'Reader@123',
      fullName: 'Report Reader',
      isAdmin: true,
      permission: [],
    });
    const store = { dataDir: '', databaseUrl: cluster.urls.direct, drop: async () => undefined };
    const directInstance = await startServer(store, {
      DATABASE_REPLICA_URL: cluster.urls.replica,
      ...budget,
    });
    const [pooledA, pooledB] = cluster.instances;
    if (!pooledA || !pooledB) throw new Error('the cluster started fewer than two instances');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const mixed: Request[] = players.slice(0, 20).flatMap((userId) => [
      { method: 'GET', path: '/users/wallet/users-list?page=1&per_page=25' },
      { method: 'GET', path: `/users/wallet/userbrief/${userId}` },
      { method: 'GET', path: '/users/reports/admin_fund/overall' },
      { method: 'PUT', path: '/others/dashboard/counts', body: { start_date: day(-4), end_date: day(0) } },
      {
        method: 'POST',
        path: '/users/fund/update-wallet-from-admin',
        body: { user_id: userId, amount: 1, type: 0, reason: 'cluster bench' },
        keyed: true,
      },
    ]);
    const credits: Request[] = players.map((userId) => ({
      method: 'POST',
      path: '/users/fund/update-wallet-from-admin',
      body: { user_id: userId, amount: 1, type: 0, reason: 'cluster bench' },
      keyed: true,
    }));
    const report: Request[] = [{ method: 'GET', path: '/users/reports/admin_fund/overall' }];

    const rows: string[] = [];
    for (const [label, instance] of [
      ['through PgBouncer', pooledA],
      ['direct', directInstance],
    ] as const) {
      const auth = await signIn(instance.baseUrl, 'admin', 'Admin@123');
      const cpuBefore = cpuSeconds(instance);
      const result = await load(instance.baseUrl, auth, mixed, `mixed-${label.replace(/\W/g, '')}`);
      const cpu = cpuSeconds(instance) - cpuBefore;
      rows.push(
        `| mixed staff load, ${label} | ${connections} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.count / cpu, 0)} | ${fixed(result.p50)} | ${fixed(result.p99)} | |`,
      );
    }

    const reader = await signIn(pooledB.baseUrl, 'reader', 'Reader@123');
    const alone = await load(pooledB.baseUrl, reader, report, 'report-alone', 2);
    rows.push(
      `| admin fund report (reader), alone | 2 | ${fixed(alone.requestsPerSecond, 0)} | | ${fixed(alone.p50)} | ${fixed(alone.p99)} | ${alone.withHeader} of ${alone.count} |`,
    );
    const writer = await signIn(pooledA.baseUrl, 'admin', 'Admin@123');
    const [during, writes] = await Promise.all([
      load(pooledB.baseUrl, reader, report, 'report-during', 2),
      load(pooledA.baseUrl, writer, credits, 'writes', 4),
    ]);
    rows.push(
      `| admin fund report (reader), while the primary takes keyed credits | 2 | ${fixed(during.requestsPerSecond, 0)} | | ${fixed(during.p50)} | ${fixed(during.p99)} | ${during.withHeader} of ${during.count} |`,
      `| keyed credits (admin) beside it, through PgBouncer | 4 | ${fixed(writes.requestsPerSecond, 0)} | | ${fixed(writes.p50)} | ${fixed(writes.p99)} | |`,
    );
    directInstance.child.kill('SIGTERM');
    await directInstance.exited;

    console.log(
      `\ncluster bench, ${new Date().toISOString()}, ${availableParallelism()} cores, load average before ${loadBefore}, after ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}; ${seconds} s per row`,
    );
    console.log(
      '| load | clients | requests/s | requests per CPU-second of the instance | p50 ms | p99 ms | answered by the replica |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await db.close();
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
