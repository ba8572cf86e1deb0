/**
 * Where a busy session's declare spends its time, statement by statement (issue 23), without the whole
 * bench: seeds only what the declare needs (BENCH_PLAYERS players, default 1,00,000; BENCH_PENDING
 * pending Open bids on one market, default 1,00,000; BENCH_BIDS bids in all, default a thousand more), keeps that seed as a PGlite
 * data-directory dump (DECLARE_PROFILE_DUMP, default /tmp/declare-profile.tar.gz) so that later runs
 * start from it, then saves the Open result, declares it and runs the session check, printing each
 * statement's time. DECLARE_PROFILE_RUNS repeats from the dump; DECLARE_PROFILE_EXPLAIN=1 also prints
 * EXPLAIN (ANALYZE, BUFFERS) of each big statement first (its effects rolled back to a savepoint).
 * `BENCH_DATABASE_URL` runs it on that (empty) PostgreSQL database instead (seeded once per run).
 * DECLARE_PROFILE_HTTP=1 declares through the real handler instead (POST /v1/results/game-result/declared,
 * in-process, as the bench does: approval guard, declare, session check, reply), timing the request.
 * Usage: cd packages/server && tsx bench/declare-profile.ts
 */
import { loadavg } from 'node:os';
import type { Db, Queryable } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import { recordSessionCheck } from '../src/db/settlement-check.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp } from './bench-app.js';
import { seedBench } from './bench-seed.js';
import { seededDump, type TimedStatement, timedDb } from './profile-db.js';

const players = Number(process.env.BENCH_PLAYERS ?? 100_000);
const pending = Number(process.env.BENCH_PENDING ?? 100_000);
const runs = Number(process.env.DECLARE_PROFILE_RUNS ?? 3);
const explain = process.env.DECLARE_PROFILE_EXPLAIN === '1';
const dumpPath = process.env.DECLARE_PROFILE_DUMP ?? '/tmp/declare-profile.tar.gz';
const pgUrl = process.env.BENCH_DATABASE_URL;
const http = process.env.DECLARE_PROFILE_HTTP === '1';
const load = () => loadavg()[0]?.toFixed(2);

type Timed = Pick<TimedStatement, 'sql' | 'ms'> & { cpuMs?: number };

/** The same Db, every statement timed into `log`; with `explain`, the big settling statements explained first. */
function timed(db: Db, log: Timed[]): Db {
  return timedDb(db, {
    statement: ({ sql, ms, cpuMs }) => log.push({ sql, ms, cpuMs }),
    before: async (q, sql, params, inTransaction) => {
      if (explain && inTransaction && /^\s*(WITH|INSERT|UPDATE|SELECT json|SELECT w.user_id)/.test(sql))
        await explainIn(q, sql, params);
    },
  });
}

async function seeded(): Promise<{ db: Db; market: number; today: string }> {
  const sizes = { players, bids: Number(process.env.BENCH_BIDS ?? pending + 1000), pendingBids: pending };
  if (!pgUrl) return seededDump(dumpPath, sizes);
  const db = openPostgres(pgUrl);
  await migrate(db);
  await seedStaff(db);
  const data = await seedBench(db, sizes, (l) => console.log(`  ${l}`));
  return { db, market: data.busyMarket, today: data.today };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, its effects rolled back to a savepoint. */
async function explainIn(q: Queryable, sql: string, params: readonly unknown[] | undefined) {
  await q.query('SAVEPOINT profile_explain');
  const plan = await q.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params ?? []);
  await q.query('ROLLBACK TO SAVEPOINT profile_explain');
  console.log(`--- ${sql.replace(/\s+/g, ' ').slice(0, 100)}`);
  for (const row of plan) console.log(Object.values(row)[0]);
}

async function once(run: number) {
  const { db, market, today } = await seeded();
  const log: Timed[] = [];
  const tdb = timed(db, log);
  const resultId = await saveResult(db, {
    providerId: market,
    providerType: 1,
    gameDate: today,
    session: 'Open',
    panna: '123',
    employeeId: null,
  });
  if (http) return declareOverHttp(run, tdb, log, resultId);
  const started = performance.now();
  const outcome = await declareResult(tdb, { resultId, employeeId: null, reason: 'profile' });
  const declared = performance.now();
  const declareLog = log.splice(0);
  const verdict = await recordSessionCheck(tdb, resultId, 'DECLARE');
  const checked = performance.now();
  console.log(
    `run ${run}: declare ${(declared - started).toFixed(0)} ms, session check ${(checked - declared).toFixed(0)} ms ` +
      `(won ${outcome.won}, lost ${outcome.lost}, check ${verdict.ok ? 'pass' : 'FAIL'}; load ${load()})`,
  );
  for (const t of [...declareLog, { sql: '--- session check', ms: 0 }, ...log]) {
    console.log(
      `  ${t.ms.toFixed(1).padStart(8)} ms ${(t.cpuMs ?? 0).toFixed(1).padStart(7)} cpu  ${t.sql.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
  await db.close();
}

/** The declare as the bench times it: POST /v1/results/game-result/declared through the app, in-process. */
async function declareOverHttp(run: number, db: Db, log: Timed[], resultId: number) {
  const app = await benchApp(db);
  const headers = await adminHeaders(app);
  log.splice(0);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/results/game-result/declared',
    headers,
    payload: { result_id: resultId, reason: 'profile' },
  });
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const settled = (res.json() as { data?: { settled?: unknown } }).data?.settled;
  console.log(
    `run ${run}: POST declared ${res.statusCode} in ${ms.toFixed(0)} ms (CPU ${((user + system) / 1000).toFixed(0)} ms) ${JSON.stringify(settled)} (load ${load()})`,
  );
  for (const t of log)
    console.log(
      `  ${t.ms.toFixed(1).padStart(8)} ms ${(t.cpuMs ?? 0).toFixed(1).padStart(7)} cpu  ${t.sql.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  await app.close();
  await db.close();
}

for (let i = 1; i <= runs; i++) await once(i);
