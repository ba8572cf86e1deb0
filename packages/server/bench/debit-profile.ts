/**
 * One admin debit (POST /v1/users/fund/update-wallet-from-admin) taken apart (issue 23): the statements
 * it sends and their time, and the request's time outside the database. Seeds a small data set (2,000
 * players) on PGlite in memory, or on the empty PostgreSQL database BENCH_DATABASE_URL names, then runs
 * DEBIT_PROFILE_N debits (default 300, one at a time with a turn of the event loop after each, as the
 * bench runs them) after DEBIT_PROFILE_WARMUP ones (default 2,000, as the bench) and prints p50/p99
 * of the request and of its database time, and the statements of the last request.
 * Each of the slowest requests says how long garbage collection paused it, the process's CPU time while
 * it ran (all threads: CPU time near the request's own time while it waited for the database means
 * compiler or collector threads were busy on the other core), and the young collections what they moved
 * into the old generation (a young collection's pause grows with what survives it).
 * DEBIT_PROFILE_CPU=<file> writes a CPU profile of the timed debits (.cpuprofile, for Chrome DevTools).
 * DEBIT_PROFILE_HEAP=<file> writes a sampling heap profile (.heapprofile) of what the timed debits allocated
 * and young collections did not free, by allocation site: what lengthens every young collection. Run it
 * with `node --expose-gc --import tsx bench/debit-profile.ts` so that the young generation is collected
 * before the profile ends (else what is still in it counts too).
 * Usage: cd packages/server && tsx bench/debit-profile.ts
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp } from './bench-app.js';
import { seedBench } from './bench-seed.js';
import { turnOfTheLoop } from './latency-stats.js';
import { type TimedStatement, timedDb } from './profile-db.js';

const n = Number(process.env.DEBIT_PROFILE_N ?? 300);
const warmup = Number(process.env.DEBIT_PROFILE_WARMUP ?? 2000);
const pgUrl = process.env.BENCH_DATABASE_URL;
let log: { sql: string; ms: number }[] = [];
const timing = {
  statement: ({ sql, ms }: TimedStatement) => log.push({ sql, ms }),
  transaction: (ms: number) => log.push({ sql: '(transaction, BEGIN to COMMIT)', ms }),
};

const raw = pgUrl ? openPostgres(pgUrl) : await openPglite();
await migrate(raw);
await seedStaff(raw);
await seedBench(raw, { players: 2000, bids: 2000, pendingBids: 1000 }, () => {});
const app = await benchApp(timedDb(raw, timing));
const headers = await adminHeaders(app);

// Garbage collections (start, duration), to tell a slow request's pause from its statements.
const gcs: { start: number; ms: number; young: boolean }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as { detail?: { kind?: number } }).detail?.kind;
    gcs.push({ start: e.startTime, ms: e.duration, young: kind === constants.NODE_PERFORMANCE_GC_MINOR });
  }
}).observe({ entryTypes: ['gc'] });
const gcWithin = (from: number, to: number) =>
  gcs.filter((g) => g.start < to && g.start + g.ms > from).reduce((sum, g) => sum + g.ms, 0);

// What each young collection of the timed debits moved into the old generation.
const gcProfiler = new GCProfiler();
const OLD_SPACES = new Set(['old_space', 'code_space', 'large_object_space', 'code_large_object_space']);
const oldUsed = (spaces: { spaceName: string; spaceUsedSize: number }[]) =>
  spaces
    .filter((space) => OLD_SPACES.has(space.spaceName))
    .reduce((sum, space) => sum + space.spaceUsedSize, 0);

const cpuFile = process.env.DEBIT_PROFILE_CPU;
const heapFile = process.env.DEBIT_PROFILE_HEAP;
const inspector = new Session();
const total: number[] = [];
const inDb: number[] = [];
let statements = 0;
const slowest: { ms: number; started: number; top: string }[] = [];
for (let i = 0; i < n + warmup; i++) {
  log = [];
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/users/fund/update-wallet-from-admin',
    headers: { ...headers, 'idempotency-key': `profile-${i}` },
    payload: { user_id: 1 + ((i * 7919) % 2000), amount: 1, type: 1, reason: 'Profile debit' },
  });
  const ms = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  await turnOfTheLoop();
  if (i === warmup - 1) gcProfiler.start();
  if (i === warmup - 1 && cpuFile) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  if (i === warmup - 1 && heapFile) {
    inspector.connect();
    await inspector.post('HeapProfiler.enable');
    await inspector.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: false,
    } as never);
  }
  if (i < warmup) continue;
  total.push(ms);
  const outermost = log.filter((l) => l.sql.startsWith('(transaction'));
  const outside = log.filter((l) => !l.sql.startsWith('(transaction'));
  inDb.push(outermost.reduce((s, l) => s + l.ms, 0));
  statements = outside.length;
  const top = [...outside].sort((a, b) => b.ms - a.ms)[0];
  const db = inDb[inDb.length - 1] ?? 0;
  slowest.push({
    ms,
    started,
    top: `cpu ${cpuMs.toFixed(1)} ms; db ${db.toFixed(1)} ms; slowest statement ${top?.ms.toFixed(1)} ms ${top?.sql.replace(/\s+/g, ' ').slice(0, 60)}`,
  });
}
const promoted = (gcProfiler.stop()?.statistics ?? [])
  .filter((gc) => gc.gcType === 'Scavenge')
  .map((gc) => oldUsed(gc.afterGC.heapSpaceStatistics) - oldUsed(gc.beforeGC.heapSpaceStatistics));
if (heapFile) {
  // What is still in the young generation is not what collections moved: collect it first.
  (globalThis as { gc?: (o: unknown) => void }).gc?.({ type: 'minor' });
  const { profile } = await inspector.post('HeapProfiler.stopSampling');
  writeFileSync(heapFile, JSON.stringify(profile));
}
if (cpuFile) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(cpuFile, JSON.stringify(profile));
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
console.log(
  `${pgUrl ? 'PostgreSQL' : 'PGlite'}: ${n} debits, request p50 ${pct(total, 0.5).toFixed(2)} ms, p99 ${pct(total, 0.99).toFixed(2)} ms; ` +
    `transactions p50 ${pct(inDb, 0.5).toFixed(2)} ms, p99 ${pct(inDb, 0.99).toFixed(2)} ms; ${statements} statements (load ${loadavg()[0]?.toFixed(2)})`,
);
for (const w of slowest.sort((a, b) => b.ms - a.ms).slice(0, 8))
  console.log(
    `  slow request ${w.ms.toFixed(1)} ms: gc ${gcWithin(w.started, w.started + w.ms).toFixed(1)} ms; ${w.top}`,
  );
for (const l of log)
  console.log(`  ${l.ms.toFixed(2).padStart(7)} ms  ${l.sql.replace(/\s+/g, ' ').slice(0, 120)}`);
await app.close();
await raw.close();
if (promoted.length)
  console.log(
    `young collections moved ${(promoted.reduce((a, b) => a + b, 0) / promoted.length / 1024).toFixed(0)} KB each into the old generation on average`,
  );
for (const young of [true, false]) {
  const ms = gcs.filter((g) => g.young === young).map((g) => g.ms);
  if (ms.length)
    console.log(
      `${young ? 'young' : 'other'} collections: ${ms.length}, longest ${Math.max(...ms).toFixed(1)} ms, ${ms.reduce((a, b) => a + b, 0).toFixed(0)} ms in all`,
    );
}
