/**
 * The live events' benchmark (`pnpm --filter @backoffice/server bench:live`), issue 38's figures:
 * 1. 1,000 open live.events streams on one instance (BENCH_STREAMS), held by a client in its own process
 *    (bench/live-client.mjs): the server's memory growth, and its CPU while nothing changes (BENCH_IDLE_MS);
 * 2. change-to-event latency: a withdrawal request moved through instance A (POST wait-hold over HTTP), timed
 *    until its change event reaches a reader on instance B, with the 1,000 streams open on B (BENCH_CHANGES
 *    moves). On PGlite A and B are one instance; on PostgreSQL they are two apps on one database;
 * 3. the server bench's HTTP debit row (POST update-wallet-from-admin) without and with the streams open.
 * On PGlite in memory, then on PostgreSQL when one answers on 127.0.0.1:5432 (BENCH_POSTGRES=off skips it).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp } from './bench-app.js';
import { seedBench } from './bench-seed.js';
import { adjustDebitHttpSamples } from './debit-bench.js';
import { type LatencySummary, percentile, summarize } from './latency-stats.js';
import { postgresTarget } from './postgres-target.js';

function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const STREAMS = envNumber('BENCH_STREAMS', 1000);
const IDLE_MS = envNumber('BENCH_IDLE_MS', 30_000);
const CHANGES = envNumber('BENCH_CHANGES', 200);
const DEBIT_ROUNDS = envNumber('BENCH_DEBIT_ROUNDS', 8);
/** Debits per side in each round. */
const DEBITS_PER_ROUND = 250;
/** The pause before each debit run (see settle). */
const SETTLE_MS = 2000;
const sizes = {
  players: envNumber('BENCH_PLAYERS', 2000),
  bids: envNumber('BENCH_BIDS', 20_000),
  pendingBids: envNumber('BENCH_PENDING', 5000),
};

interface Instance {
  app: FastifyInstance;
  base: string;
  headers: Record<string, string>;
}

async function listen(db: Db): Promise<Instance> {
  const app = await benchApp(db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, headers: await adminHeaders(app) };
}

/** The withdrawal request the latency row moves back and forth (HOLD <-> WAITING). */
async function movableRequest(db: Db): Promise<number> {
  const [account] = await db.query<{ account_id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
     VALUES (1, 'SBI', 'Bench Player', '1234567890', 'SBIN0000001') RETURNING account_id`,
  );
  const [request] = await db.query<{ request_id: number }>(
    `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status)
     VALUES (1, $1, 10000, 'PENDING') RETURNING request_id`,
    [account?.account_id],
  );
  return request?.request_id ?? 0;
}

/** BENCH_STREAMS streams held open by bench/live-client.mjs until `close()`. */
async function holdStreams(url: string, headers: Record<string, string>) {
  const client = fileURLToPath(new URL('./live-client.mjs', import.meta.url));
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    client,
    JSON.stringify({ url, headers, streams: STREAMS }),
  ]);
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('open\n')) resolve();
    });
    child.on('close', (code) => reject(new Error(`live client exited ${code}: ${err.trim()}`)));
  });
  return {
    close: () =>
      new Promise<number>((resolve) => {
        child.stdout.on('data', () => {
          const last = out.trim().split('\n').at(-1) ?? '';
          if (last.startsWith('{')) resolve((JSON.parse(last) as { changes: number }).changes);
        });
        child.stdin.end('close\n');
      }),
  };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The server process's memory after a full collection (the script runs with --expose-gc). */
function settledMemory(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (pnpm bench:live does)');
  gc();
  gc();
  return process.memoryUsage();
}

/**
 * Before each debit run, either side: a pause and a full collection, so a run measures the streams held
 * open, not the opening or closing of 1,000 of them (their sign-ins, catch-up reads and garbage) just before.
 */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  settledMemory();
}

/** The server process's CPU over `ms` of nothing happening, in % of one core. */
async function idleCpu(ms: number): Promise<number> {
  const before = process.cpuUsage();
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(before);
  return ((used.user + used.system) / 1000 / (performance.now() - start)) * 100;
}

/**
 * Moves the request through A and times each move until its change event (by its version) reaches a reader
 * on B, one move at a time.
 */
async function changeLatency(a: Instance, b: Instance, requestId: number): Promise<Latency> {
  const abort = new AbortController();
  const res = await fetch(`${b.base}/v1/live/events`, { headers: b.headers, signal: abort.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let waiting: { version: number; resolve: () => void } | undefined;
  let newest = 0;
  const mine = `"record_id":"${requestId}"`;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || value === undefined) return;
      const lines = (pending + decoder.decode(value, { stream: true })).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ') || !line.includes(mine)) continue;
        newest = Math.max(newest, (JSON.parse(line.slice(6)) as { version: number }).version);
        if (waiting && newest >= waiting.version) waiting.resolve();
      }
    }
  })();
  const samples: number[] = [];
  try {
    for (let i = 0; i < CHANGES + 10; i += 1) {
      const seen = new Promise<void>((resolve) => {
        waiting = { version: newest + 1, resolve };
      });
      const start = performance.now();
      const moved = await fetch(`${a.base}/v1/gateway/request/handle/wait-hold`, {
        method: 'POST',
        headers: { ...a.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ request_ids: [requestId], status: i % 2 === 0 ? 'HOLD' : 'WAITING' }),
      });
      if (moved.status !== 200) throw new Error(`wait-hold: ${moved.status} ${await moved.text()}`);
      await seen;
      if (i >= 10) samples.push(performance.now() - start);
    }
  } finally {
    abort.abort();
  }
  const sorted = [...samples].sort((x, y) => x - y);
  return { ...summarize(samples), p95: percentile(sorted, 95) };
}

type Latency = LatencySummary & { p95: number };

interface EngineFigures {
  rssGrowthMb: number;
  heapGrowthMb: number;
  externalGrowthMb: number;
  idleCpuWithout: number;
  idleCpuWith: number;
  latency: Latency;
  changesFannedOut: number;
  debitWithout: LatencySummary;
  debitWith: LatencySummary;
}

/**
 * The HTTP debit without and with STREAMS open, in turns (DEBIT_ROUNDS pairs of DEBITS_PER_ROUND debits, the
 * sides taking turns to go first), pooled per side: a machine's load drifts over minutes, and a single
 * before/after pair reads that drift (and the first run's warm-up) as the streams' cost.
 */
async function debitsBesideStreams(a: Instance, b: Instance): Promise<[LatencySummary, LatencySummary]> {
  const without: number[] = [];
  const withStreams: number[] = [];
  await adjustDebitHttpSamples(a.base, a.headers, sizes.players, 200); // warm-up, thrown away
  const run = async (into: number[]) => {
    await settle();
    into.push(...(await adjustDebitHttpSamples(a.base, a.headers, sizes.players, DEBITS_PER_ROUND)));
  };
  // The two sides take turns to go first (the one run first after the streams open or close pays for it).
  for (let round = 0; round < DEBIT_ROUNDS; round += 1) {
    if (round % 2 === 0) await run(without);
    const streams = await holdStreams(`${b.base}/v1/live/events`, b.headers);
    await run(withStreams);
    await streams.close();
    if (round % 2 === 1) await run(without);
  }
  return [summarize(without), summarize(withStreams)];
}

async function runEngine(a: Instance, b: Instance, db: Db): Promise<EngineFigures> {
  const requestId = await movableRequest(db);
  const [debitWithout, debitWith] = await debitsBesideStreams(a, b);
  const idleCpuWithout = await idleCpu(Math.min(IDLE_MS, 10_000));
  const before = settledMemory();
  const streams = await holdStreams(`${b.base}/v1/live/events`, b.headers);
  const idleCpuWith = await idleCpu(IDLE_MS);
  const after = settledMemory();
  const latency = await changeLatency(a, b, requestId);
  const changesFannedOut = await streams.close();
  return {
    rssGrowthMb: mb(after.rss - before.rss),
    heapGrowthMb: mb(after.heapUsed - before.heapUsed),
    externalGrowthMb: mb(after.external - before.external),
    idleCpuWithout,
    idleCpuWith,
    latency,
    changesFannedOut,
    debitWithout,
    debitWith,
  };
}

const f = (v: number) => v.toFixed(v >= 100 ? 0 : 2);

function print(engine: string, r: EngineFigures): void {
  const rows: [string, string][] = [
    [`${STREAMS} streams open: server JS heap growth, MB`, f(r.heapGrowthMb)],
    [`${STREAMS} streams open: server external memory growth, MB`, f(r.externalGrowthMb)],
    [`${STREAMS} streams open: server RSS growth, MB (PGlite's wasm memory moves it too)`, f(r.rssGrowthMb)],
    ['idle CPU without streams, % of one core', f(r.idleCpuWithout)],
    [`idle CPU with ${STREAMS} streams (${IDLE_MS / 1000} s), % of one core`, f(r.idleCpuWith)],
    [`change on A to event on B, p50 ms (n = ${r.latency.count})`, f(r.latency.p50)],
    ['change on A to event on B, p95 ms', f(r.latency.p95)],
    ['change on A to event on B, max ms', f(r.latency.max)],
    ['change events received by the held streams', String(r.changesFannedOut)],
    ['debit: POST update-wallet-from-admin (HTTP x1), p50 ms, no streams', f(r.debitWithout.p50)],
    ['debit: POST update-wallet-from-admin (HTTP x1), p99 ms, no streams', f(r.debitWithout.p99)],
    [`debit: POST update-wallet-from-admin (HTTP x1), p50 ms, ${STREAMS} streams`, f(r.debitWith.p50)],
    [`debit: POST update-wallet-from-admin (HTTP x1), p99 ms, ${STREAMS} streams`, f(r.debitWith.p99)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${engine}\n`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

async function prepared(db: Db): Promise<Db> {
  await migrate(db);
  await seedStaff(db);
  await seedBench(db, sizes, () => {});
  return db;
}

async function main(): Promise<void> {
  console.log(
    `live events bench: ${STREAMS} streams, ${CHANGES} changes, idle ${IDLE_MS} ms, sizes ${JSON.stringify(sizes)}`,
  );
  const pglite = await prepared(await openPglite());
  const one = await listen(pglite);
  try {
    print('PGlite in memory (A and B are one instance)', await runEngine(one, one, pglite));
  } finally {
    await one.app.close();
    await pglite.close();
  }

  const target = await postgresTarget();
  if (!target) return;
  const dbA = await prepared(openPostgres(target.url));
  const dbB = openPostgres(target.url);
  const a = await listen(dbA);
  const b = await listen(dbB);
  try {
    print(`PostgreSQL (${target.label}), two instances`, await runEngine(a, b, dbA));
  } finally {
    await a.app.close();
    await b.app.close();
    await dbA.close();
    await dbB.close();
    await target.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
