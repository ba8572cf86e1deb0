/**
 * Games benchmarks on the embedded PGlite (in memory):
 * 1. declaring a market Open session with 100,000 pending bids (target <= 3 s);
 * 2. the paged bid list (bids.list with bid_date, game_type and provider_id) over 1,000,000 bids:
 *    p99 in-process (target <= 15 ms) and over HTTP with 8 clients (target <= 50 ms).
 * Run: pnpm --filter @backoffice/server bench. BENCH_BIDS scales the list's bid count.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { insertWeekdaySettings } from '../src/db/providers.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedPlayers } from '../src/seed/players.js';
import { seedStaff } from '../src/seed/staff.js';

const DATE = '2026-01-15';

async function freshDb(): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await seedStaff(db);
  await seedPlayers(db, 2000);
  return db;
}

/** Bids without stake entries (the benchmark measures settlement and reads, not placement). */
async function insertBids(db: Db, count: number, where: { providers: number[]; days: number; sessionOpenOnly: boolean }) {
  await db.query(
    `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise, bid_created_at)
     SELECT u.user_id, ($2::int[])[1 + g % cardinality($2::int[])], 1, $3::date - (g % $4), 'Open',
            CASE WHEN g % 3 = 0 THEN 'SINGLE_PANNA_MARKET' ELSE 'SINGLE_DIGIT_MARKET' END,
            CASE WHEN g % 3 = 0 THEN (ARRAY['123','124','125','126','127','128','129','120','135','136'])[1 + g % 10] ELSE (g % 10)::text END,
            1000 * (1 + g % 5), $3::date - (g % $4) + (g % 86400) * interval '1 second'
       FROM generate_series(1, $1) AS g
       JOIN (SELECT user_id, row_number() OVER (ORDER BY user_id) AS rn FROM players) u ON u.rn = 1 + g % 2000`,
    [count, where.providers, DATE, where.days],
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function benchDeclare() {
  const db = await freshDb();
  const [p] = await db.query<{ provider_id: number }>("INSERT INTO providers (provider_type, provider_name) VALUES (1, 'Bench') RETURNING provider_id");
  const providerId = p?.provider_id ?? 0;
  await insertWeekdaySettings(db, providerId, 1);
  await insertBids(db, 100_000, { providers: [providerId], days: 1, sessionOpenOnly: true });
  const resultId = await saveResult(db, { providerId, providerType: 1, gameDate: DATE, session: 'Open', panna: '123', employeeId: null });
  const started = performance.now();
  const outcome = await declareResult(db, { resultId, employeeId: null });
  const ms = performance.now() - started;
  console.log(`declare: 100,000 pending bids settled in ${ms.toFixed(0)} ms (won ${outcome.won}, lost ${outcome.lost}); target <= 3000 ms`);
  await db.close();
}

async function benchList(count: number) {
  const db = await freshDb();
  const providers: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const [row] = await db.query<{ provider_id: number }>('INSERT INTO providers (provider_type, provider_name) VALUES (1, $1) RETURNING provider_id', [`Market ${i}`]);
    providers.push(row?.provider_id ?? 0);
  }
  for (let done = 0; done < count; done += 250_000) await insertBids(db, Math.min(250_000, count - done), { providers, days: 30, sessionOpenOnly: false });
  await db.query('ANALYZE bids');
  const app = buildApp({ db, config: { ...loadConfig({}), consoleDir: '' }, contract: loadContract(), handlers, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/v1/auth/admin/login', payload: { username: 'admin', password: 'Admin@123' } });
  const { token, x_api_key } = login.json() as { token: string; x_api_key: string };
  const headers = { authorization: `Bearer ${token}`, 'x-api-key': x_api_key };
  const url = (i: number) =>
    `/v1/bids/user/list?bid_date=${DATE}&game_type=1&provider_id=${providers[i % 12]}&current_page=${1 + (i % 5)}&per_page=25`;
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: url(i), headers });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `bids.list on ${count.toLocaleString('en-IN')} bids, in-process: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; target p99 <= 15 ms`,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url(0)}`,
    connections: 8,
    duration: 10,
    headers,
  });
  console.log(
    `bids.list over HTTP, 8 clients: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; target p99 <= 50 ms`,
  );
  await app.close();
  await db.close();
}

await benchDeclare();
await benchList(Number(process.env.BENCH_BIDS) || 1_000_000);
