/**
 * Where one GET request of the server bench spends its time, statement by statement (issue 23), on the
 * bench's whole data set (seeded once on PGlite and kept as a data-directory dump, REQUEST_PROFILE_DUMP,
 * default /tmp/request-profile.tar.gz). For each URL (REQUEST_PROFILE_URLS, space-separated; default the
 * player search for a common surname and the busy session's bid digit summary): a warm-up, then
 * REQUEST_PROFILE_N requests one at a time (default 200) with p50/p99 and the statements of the last one;
 * REQUEST_PROFILE_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each statement of that request.
 * Usage: cd packages/server && tsx bench/request-profile.ts
 */
import { adminHeaders, benchApp } from './bench-app.js';
import { summarize, turnOfTheLoop } from './latency-stats.js';
import { seededDump, type TimedStatement, timedDb } from './profile-db.js';

const n = Number(process.env.REQUEST_PROFILE_N ?? 200);
const dumpPath = process.env.REQUEST_PROFILE_DUMP ?? '/tmp/request-profile.tar.gz';
const explain = process.env.REQUEST_PROFILE_EXPLAIN === '1';
let log: TimedStatement[] = [];

const { db, market, today } = await seededDump(dumpPath, {
  players: 100_000,
  bids: 1_000_000,
  pendingBids: 100_000,
});
const app = await benchApp(timedDb(db, { statement: (t) => log.push(t) }));
const headers = await adminHeaders(app);
const urls = process.env.REQUEST_PROFILE_URLS?.split(/\s+/).filter(Boolean) ?? [
  '/v1/users?stage=REGISTERED&per_page=10&page=1&search=Sharma',
  `/v1/bids/game-result/bid_digit/market?game_date=${today}&session=Open&provider_id=${market}`,
];
for (const url of urls) {
  const times: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    log = [];
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (i >= 20) times.push(performance.now() - started);
    await turnOfTheLoop();
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  const s = summarize(times);
  console.log(`\n${url}\n  p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (n ${s.count})`);
  const last = log;
  for (const t of last) {
    console.log(`  ${t.ms.toFixed(2).padStart(8)} ms  ${t.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (explain) {
      const plan = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${t.sql}`, [
        ...(t.params ?? []),
      ]);
      for (const row of plan) console.log(`      ${Object.values(row)[0]}`);
    }
  }
}
await app.close();
await db.close();
