/**
 * The hash chains' benchmark (`pnpm --filter @backoffice/server bench:chains`):
 * 1. what sealing costs the server bench's debit and declare rows, side by side in one run: two databases
 *    seeded alike, one with the chains' triggers on (every row queued at its commit, and the app's sealer
 *    sealing the queue every CHAIN_SEAL_INTERVAL_MS beside the requests, as in production) and one with
 *    them off; the debit rows alternate between the two (off, on, off, on; the second pair is reported),
 *    then each declares its 1,00,000-bid session;
 * 2. verifying a ledger chain of 10,00,000 rows (BENCH_VERIFY_ROWS) through db/chain-rows.ts and the SDK's
 *    ChainVerifier, as integrity.verifyChains does.
 * On PGlite in memory, then on PostgreSQL when one answers on 127.0.0.1:5432 (BENCH_POSTGRES=off skips it).
 * Sizes as the server bench (BENCH_PLAYERS, BENCH_BIDS, BENCH_PENDING), fewer settled bids by default.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { verifyStoredChain } from '../src/db/chain-rows.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp, benchMaintenance } from './bench-app.js';
import { type BenchData, seedBench } from './bench-seed.js';
import { adjustDebitHttpSamples, benchPostEntryDebit } from './debit-bench.js';
import { benchDeclare } from './declare-bench.js';
import { type LatencySummary, summarize } from './latency-stats.js';
import { postgresTarget } from './postgres-target.js';

function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const sizes = {
  players: envNumber('BENCH_PLAYERS', 20_000),
  bids: envNumber('BENCH_BIDS', 300_000),
  pendingBids: envNumber('BENCH_PENDING', 100_000),
};
const verifyRows = envNumber('BENCH_VERIFY_ROWS', 1_000_000);
const HTTP_ROUNDS = 64;
const HTTP_SAMPLES = 250;

interface Side {
  db: Db;
  app: FastifyInstance;
  base: string;
  headers: Record<string, string>;
  data: BenchData;
}

async function side(db: Db, sealed: boolean): Promise<Side> {
  await migrate(db);
  await seedStaff(db);
  const data = await seedBench(db, sizes, () => {});
  if (!sealed) {
    for (const table of ['ledger_entries', 'audit_log']) {
      await db.query(`ALTER TABLE ${table} DISABLE TRIGGER chain_note`);
    }
  }
  const app = await benchApp(db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { db, app, base, headers: await adminHeaders(app), data };
}

const ms = (v: number) => v.toFixed(v >= 100 ? 0 : 2);
const cost = (on: number, off: number) => `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(1)}%`;
type Row = [string, number, number];

function printRows(engine: string, rows: Row[]): void {
  const table = [
    ['row', 'sealed', 'not sealed', 'cost'],
    ...rows.map(([label, on, off]) => [label, ms(on), ms(off), cost(on, off)]),
  ];
  const width = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  console.log(`\n${engine}: sealing, side by side (ms)\n`);
  for (const r of table) console.log(r.map((cell, i) => cell.padEnd(width[i] ?? 0)).join('  '));
}

/** Brings the ledger to `rows` entries (bulk, triggers off), seals the new ones and times a verification. */
async function verifyBench(db: Db, rows: number): Promise<string> {
  const [have] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
  const add = rows - Number(have?.n ?? 0);
  if (add > 0) {
    await db.transaction((tx) =>
      tx.exec(`SET LOCAL session_replication_role = replica;
        INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, ref_type, ref_id, created_at)
        SELECT 1 + (g % 1000), 'BONUS', 100, 100 * g, 'chain bench', 'bench', g, now() - make_interval(secs => g)
          FROM generate_series(1, ${add}) AS g`),
    );
  }
  const sealStarted = performance.now();
  await db.query('SELECT chain_seal_unlinked_ledger()');
  const sealMs = performance.now() - sealStarted;
  const started = performance.now();
  const verdict = await verifyStoredChain(db, 'ledger');
  const verifyMs = performance.now() - started;
  if (!verdict.ok) throw new Error(`the bench chain did not verify: ${JSON.stringify(verdict.problem)}`);
  return (
    `verify the ledger chain, ${verdict.length.toLocaleString('en-IN')} rows: ${(verifyMs / 1000).toFixed(2)} s ` +
    `(target <= 10 s; ${Math.round(verdict.length / (verifyMs / 1000)).toLocaleString('en-IN')} rows/s); ` +
    `sealing the ${Math.max(0, add).toLocaleString('en-IN')} bulk-loaded rows first: ${(sealMs / 1000).toFixed(1)} s`
  );
}

/** How many rows wait for their link now, and how long until the app's own sealer has taken them all. */
async function drainTime(db: Db): Promise<{ rows: number; ms: number }> {
  const queued = async () => {
    const [row] = await db.query<{ n: number }>(
      'SELECT coalesce(sum(cardinality(row_ids)), 0)::int AS n FROM chain_pending',
    );
    return Number(row?.n ?? 0);
  };
  const started = performance.now();
  const rows = await queued();
  // Every 20 ms: asked more often, the question itself would keep PGlite from the quiet moment its sealer waits for.
  while ((await queued()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return { rows, ms: performance.now() - started };
}

async function benchEngine(engine: string, open: () => Promise<Db>): Promise<void> {
  console.log(`\n=== ${engine}: seeding two databases alike`);
  const off = await side(await open(), false);
  const on = await side(await open(), true);
  const debit = async (s: Side) => benchPostEntryDebit(s.db, s.data.counts.players);
  let pair: [LatencySummary, LatencySummary] | undefined;
  for (let round = 0; round < 2; round++) pair = [await debit(off), await debit(on)];
  // The HTTP debits: HTTP_ROUNDS runs of HTTP_SAMPLES per side, the two sides taking turns to go first
  // (the side run first pays a warm-up), pooled per side: a p99 over 16,000 debits (its 160th slowest), not
  // one run's 3rd slowest (4,000 pooled still moved a side's p99 by 10% or more between runs, and one side
  // against itself by -6%: docs/benchmarks.md).
  const pooled = { off: [] as number[], on: [] as number[] };
  for (let round = 0; round < HTTP_ROUNDS; round++) {
    for (const name of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      const s = name === 'on' ? on : off;
      pooled[name].push(
        ...(await adjustDebitHttpSamples(s.base, s.headers, s.data.counts.players, HTTP_SAMPLES)),
      );
      // The sealer's work left from a run is done before the next (untimed), and so is each side's table
      // maintenance (PGlite): both sides share this process, so on PGlite it would otherwise run during the
      // other side's requests and be charged to them.
      if (name === 'on') await drainTime(on.db);
      for (const each of [off, on]) await benchMaintenance(each.app)?.checkTables();
    }
  }
  const httpOff = summarize(pooled.off);
  const httpOn = summarize(pooled.on);
  const httpRow = `debit: POST update-wallet-from-admin (HTTP x1, ${pooled.on.length} pooled)`;
  const [dOff, dOn] = pair as [LatencySummary, LatencySummary];
  const declareOff = await benchDeclare(off.app, off.db, off.headers, off.data);
  const declareOn = await benchDeclare(on.app, on.db, on.headers, on.data);
  const lag = await drainTime(on.db);
  const pending = sizes.pendingBids.toLocaleString('en-IN');
  printRows(engine, [
    ['debit: postEntry in a transaction (DB), p50', dOn.p50, dOff.p50],
    ['debit: postEntry in a transaction (DB), p99', dOn.p99, dOff.p99],
    [`${httpRow}, p50`, httpOn.p50, httpOff.p50],
    [`${httpRow}, p99`, httpOn.p99, httpOff.p99],
    [`${httpRow}, max`, httpOn.max, httpOff.max],
    [`declare market Open, ${pending} pending bids (n = 1)`, declareOn.declareMs, declareOff.declareMs],
  ]);
  console.log(
    `declared: sealed won ${declareOn.won}, lost ${declareOn.lost}; not sealed won ${declareOff.won}, lost ${declareOff.lost}`,
  );
  console.log(
    `sealer: ${lag.rows.toLocaleString('en-IN')} rows still queued when the declare answered, all sealed ${ms(lag.ms)} ms later (its interval: ${loadConfig({}).chains.sealIntervalMs} ms)`,
  );
  await off.app.close();
  await off.db.close();
  await on.app.close();
  console.log(await verifyBench(on.db, verifyRows));
  await on.db.close();
}

async function main(): Promise<void> {
  console.log(
    `chain benchmark: node ${process.version}; ${sizes.players} players, ${sizes.bids} bids, ${sizes.pendingBids} pending`,
  );
  await benchEngine('PGlite (in memory)', () => openPglite());
  const targets = [await postgresTarget(), await postgresTarget()];
  const [a, b] = targets;
  if (a && b) {
    const urls = [a.url, b.url];
    try {
      await benchEngine('PostgreSQL', async () => openPostgres(urls.shift() ?? ''));
    } finally {
      for (const t of targets) await t?.drop();
    }
  } else console.log('\nPostgreSQL: not reachable (or BENCH_POSTGRES=off): the embedded database only');
}

await main();
