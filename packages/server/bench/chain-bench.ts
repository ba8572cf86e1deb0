/**
 * The hash chains' benchmark (`pnpm --filter @backoffice/server bench:chains`), on PGlite in memory:
 * 1. what sealing costs the server bench's debit and declare rows, side by side in one run: the same seed
 *    twice, once with the chains' triggers on (every row sealed at commit) and once with them off;
 * 2. verifying a ledger chain of 10,00,000 rows (BENCH_VERIFY_ROWS) through db/chain-rows.ts and the SDK's
 *    ChainVerifier, as integrity.verifyChains does.
 * Sizes as the server bench (BENCH_PLAYERS, BENCH_BIDS, BENCH_PENDING), smaller by default.
 */

import { verifyStoredChain } from '../src/db/chain-rows.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp } from './bench-app.js';
import { seedBench } from './bench-seed.js';
import { benchPostEntryDebit } from './debit-bench.js';
import { benchDeclare } from './declare-bench.js';
import type { LatencySummary } from './latency-stats.js';

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

interface Sealing {
  debit: LatencySummary;
  declareMs: number;
  declared: string;
}

async function debitAndDeclare(sealed: boolean): Promise<{ figures: Sealing; db: Db }> {
  const db = await openPglite();
  await migrate(db);
  await seedStaff(db);
  const data = await seedBench(db, sizes, () => {});
  if (!sealed) {
    for (const table of ['ledger_entries', 'audit_log'])
      await db.query(`ALTER TABLE ${table} DISABLE TRIGGER chain_note`);
  }
  const app = await benchApp(db);
  const headers = await adminHeaders(app);
  const debit = await benchPostEntryDebit(db, data.counts.players);
  const d = await benchDeclare(app, db, headers, data);
  await app.close();
  const declared = `won ${d.won}, lost ${d.lost}, left pending ${d.stillPending}`;
  return { figures: { debit, declareMs: d.declareMs, declared }, db };
}

const ms = (v: number) => v.toFixed(v >= 100 ? 0 : 2);
const delta = (on: number, off: number) => `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(1)}%`;

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
    `verify ledger chain, ${verdict.length.toLocaleString('en-IN')} rows: ${(verifyMs / 1000).toFixed(2)} s ` +
    `(target <= 10 s; ${Math.round(verdict.length / (verifyMs / 1000)).toLocaleString('en-IN')} rows/s)\n` +
    `seal ${add.toLocaleString('en-IN')} bulk-loaded rows afterwards: ${(sealMs / 1000).toFixed(2)} s`
  );
}

async function main(): Promise<void> {
  console.log(
    `chain benchmark: node ${process.version}; ${sizes.players} players, ${sizes.bids} bids, ${sizes.pendingBids} pending`,
  );
  const off = await debitAndDeclare(false);
  await off.db.close();
  const on = await debitAndDeclare(true);
  const rows = [
    ['row', 'sealed', 'not sealed', 'cost'],
    [
      'debit: postEntry in a transaction, p50 ms',
      ms(on.figures.debit.p50),
      ms(off.figures.debit.p50),
      delta(on.figures.debit.p50, off.figures.debit.p50),
    ],
    [
      'debit: postEntry in a transaction, mean ms',
      ms(on.figures.debit.mean),
      ms(off.figures.debit.mean),
      delta(on.figures.debit.mean, off.figures.debit.mean),
    ],
    [
      'debit: postEntry in a transaction, p99 ms',
      ms(on.figures.debit.p99),
      ms(off.figures.debit.p99),
      delta(on.figures.debit.p99, off.figures.debit.p99),
    ],
    [
      `declare market Open, ${sizes.pendingBids.toLocaleString('en-IN')} pending bids, ms`,
      ms(on.figures.declareMs),
      ms(off.figures.declareMs),
      delta(on.figures.declareMs, off.figures.declareMs),
    ],
  ];
  const width = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(width[i] ?? 0)).join('  '));
  console.log(`declared: sealed ${on.figures.declared}; not sealed ${off.figures.declared}`);
  console.log(await verifyBench(on.db, verifyRows));
  await on.db.close();
}

await main();
