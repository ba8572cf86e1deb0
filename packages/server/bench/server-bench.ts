/**
 * The server benchmark (`pnpm --filter @backoffice/server bench`), on PGlite in memory:
 * 1. seeds 100,000 players (wallets, ledger entries) and 1,000,000 bids with set-based SQL;
 * 2. paged lists (players, ledger, bids) in-process (fastify.inject) and over HTTP with 8 clients;
 * 3. a debit (postEntry in a transaction; the admin adjustment endpoint over HTTP from a client process, and
 *    in-process); under them, one row inserted and committed (the database's floor on this machine);
 * 4. the declare desk's bid summary and bid digit summary of a session with 100,000 pending bids;
 * 5. declaring that market session through the real handlers (its session check included);
 * 6. the integrity watch: the session check of that session, the whole-books check, late bids, improbable winners.
 * Prints one table with p50/p99/mean against the targets: the headline rows first (over HTTP, what a client
 * sees, and the database's own work), then the in-process rows of the same operations as diagnostics
 * (`fastify.inject` skips the socket and the client, so they show where time goes, not what a client waits). Sizes: BENCH_PLAYERS, BENCH_BIDS, BENCH_PENDING;
 * HTTP seconds per list: BENCH_HTTP_SECONDS; BENCH_DATA_DIR puts PGlite on disk instead of memory;
 * BENCH_DATABASE_URL runs it all on that (empty) PostgreSQL database instead of PGlite.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { adminHeaders, benchApp } from './bench-app.js';
import { type BenchData, seedBench } from './bench-seed.js';
import {
  benchAdjustDebit,
  benchAdjustDebitHttp,
  benchCommitFloor,
  benchPostEntryDebit,
} from './debit-bench.js';
import { benchDeclare } from './declare-bench.js';
import { readsFloor } from './floor.js';
import { runHttpLoad } from './http-load.js';
import { benchIntegrity } from './integrity-bench.js';
import { sampleLatency, summarize } from './latency-stats.js';
import { type ListScenario, listScenarios } from './list-scenarios.js';
import { postgresTarget } from './postgres-target.js';
import { type BenchRow, formatSideBySide, formatTable } from './results-table.js';
import { summaryScenarios } from './summary-scenarios.js';

const TARGET = {
  listInProcess: 15,
  listHttp: 50,
  summaryInProcess: 30,
  summaryHttp: 60,
  debit: 5,
  // Issue 23: a session of 1,00,000 pending bids declared within a second (was 3,000 ms).
  declare: 1000,
  sessionCheck: 300,
  booksCheck: 3000,
};
/** Issue 42: the targets on each row's p99 as a multiple of its floor's (floor.ts), measured in the same run. */
const RATIO = { listHttp: 3, debit: 3, declare: 3, integrity: 3 };
/** Seconds of the bare replay under each HTTP row (its floor). */
const FLOOR_SECONDS = 3;
const HTTP_CLIENTS = 8;

function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const sizes = {
  players: envNumber('BENCH_PLAYERS', 100_000),
  bids: envNumber('BENCH_BIDS', 1_000_000),
  pendingBids: envNumber('BENCH_PENDING', 100_000),
};
const httpSeconds = envNumber('BENCH_HTTP_SECONDS', 5);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const failed = (operation: string, mode: string, error: unknown): BenchRow => ({
  operation,
  mode,
  figures: summarize([]),
  note: `FAILED: ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`,
});

async function seed(db: Db): Promise<BenchData> {
  const started = performance.now();
  let last = started;
  await migrate(db);
  await seedStaff(db);
  console.log(`  migrations and staff       ${((performance.now() - started) / 1000).toFixed(1)} s`);
  last = performance.now();
  const data = await seedBench(db, sizes, (label) => {
    const now = performance.now();
    console.log(`  ${label.padEnd(26)} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  });
  const c = data.counts;
  console.log(
    `seeded ${c.players.toLocaleString('en-IN')} players, ${c.ledgerEntries.toLocaleString('en-IN')} ledger entries, ` +
      `${c.bids.toLocaleString('en-IN')} bids (${c.pendingBids.toLocaleString('en-IN')} pending) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return data;
}

async function inProcessRow(
  app: FastifyInstance,
  headers: Record<string, string>,
  s: ListScenario,
  targetMs = TARGET.listInProcess,
): Promise<BenchRow> {
  try {
    const figures = await sampleLatency(
      async (i) => {
        s.beforeEach?.();
        const url = s.urls[i % s.urls.length] ?? '';
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      },
      { warmup: 2 * s.urls.length, minSamples: 30, maxSamples: 300, budgetMs: 6000 },
    );
    return { operation: s.operation, mode: 'in-process', figures, targetMs, diagnostic: true };
  } catch (error) {
    return { ...failed(s.operation, 'in-process', error), diagnostic: true };
  }
}

/**
 * The floor of an HTTP row: the statements its handler runs for that URL (captured through one in-process
 * request), the reads among them run bare by as many concurrent loops as the row has clients.
 */
async function listFloor(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  url: string,
): Promise<BenchRow['floor']> {
  return readsFloor(db, () => app.inject({ method: 'GET', url, headers }), HTTP_CLIENTS, FLOOR_SECONDS);
}

async function httpRow(
  app: FastifyInstance,
  db: Db,
  base: string,
  headers: Record<string, string>,
  s: ListScenario,
  targetMs = TARGET.listHttp,
): Promise<BenchRow> {
  const mode = `HTTP x${HTTP_CLIENTS}`;
  try {
    const floor = await listFloor(app, db, headers, s.httpUrl);
    // A short untimed run first (as the in-process rows warm up): connections, JIT, caches.
    await runHttpLoad({ url: `${base}${s.httpUrl}`, headers, connections: HTTP_CLIENTS, durationSeconds: 1 });
    const r = await runHttpLoad({
      url: `${base}${s.httpUrl}`,
      headers,
      connections: HTTP_CLIENTS,
      durationSeconds: httpSeconds,
    });
    const note = `${r.requestsPerSecond.toFixed(0)} req/s${r.failures ? `, FAILED: ${r.failures} non-2xx/errors` : ''}`;
    return { operation: s.operation, mode, figures: r, targetMs, note, floor, ratioTarget: RATIO.listHttp };
  } catch (error) {
    return failed(s.operation, mode, error);
  }
}

/** Every row of the bench on one database (seeded here), printed as its own table. */
async function benchOn(engine: string, db: Db): Promise<BenchRow[]> {
  const benchStarted = performance.now();
  console.log(`\n=== ${engine}: seeding (load average ${load()})`);
  const data = await seed(db);
  const app = await benchApp(db);
  const headers = await adminHeaders(app);
  const scenarios = await listScenarios(db, data);
  const rows: BenchRow[] = [];

  console.log('\nlists in-process (fastify.inject, one at a time)...');
  for (const s of scenarios) rows.push(await inProcessRow(app, headers, s));
  const summaries = summaryScenarios(data);
  console.log('declare desk summaries of the busy session in-process...');
  for (const s of summaries) rows.push(await inProcessRow(app, headers, s, TARGET.summaryInProcess));

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`lists over HTTP (autocannon, ${HTTP_CLIENTS} connections, ${httpSeconds} s each)...`);
  for (const s of scenarios.filter((s) => !s.beforeEach))
    rows.push(await httpRow(app, db, `http://127.0.0.1:${port}`, headers, s));
  for (const s of summaries)
    rows.push(await httpRow(app, db, `http://127.0.0.1:${port}`, headers, s, TARGET.summaryHttp));

  console.log('debits...');
  try {
    const figures = await benchPostEntryDebit(db, data.counts.players);
    rows.push({
      operation: 'debit: postEntry in a transaction',
      mode: 'DB',
      figures,
      targetMs: TARGET.debit,
    });
  } catch (error) {
    rows.push(failed('debit: postEntry in a transaction', 'DB', error));
  }
  const adjust = 'debit: POST update-wallet-from-admin';
  try {
    const figures = await benchAdjustDebit(app, headers, data.counts.players);
    rows.push({ operation: adjust, mode: 'in-process', figures, targetMs: TARGET.debit, diagnostic: true });
  } catch (error) {
    rows.push({ ...failed(adjust, 'in-process', error), diagnostic: true });
  }
  try {
    const figures = await benchAdjustDebitHttp(`http://127.0.0.1:${port}`, headers, data.counts.players);
    rows.push({
      operation: adjust,
      mode: 'HTTP x1',
      figures,
      note: 'one client process, one debit at a time',
    });
  } catch (error) {
    rows.push(failed(adjust, 'HTTP x1', error));
  }
  try {
    const figures = await benchCommitFloor(db);
    rows.push({ operation: 'the floor: one row inserted and committed', mode: 'DB', figures });
    // The debits read against it (the keyed debit's target is on the ratio).
    for (const row of rows) {
      if (!row.operation.startsWith('debit:') || row.note?.includes('FAILED') || row.diagnostic) continue;
      row.floor = { label: 'one row inserted and committed', figures };
      row.ratioTarget = RATIO.debit;
    }
  } catch (error) {
    rows.push(failed('the floor: one row inserted and committed', 'DB', error));
  }

  console.log('declaring the busy session...');
  const pending = data.counts.pendingBids.toLocaleString('en-IN');
  try {
    const d = await benchDeclare(app, db, headers, data);
    const once = (ms: number) => summarize([ms]);
    rows.push({
      operation: `result save + preview, ${pending} pending bids`,
      mode: 'in-process',
      figures: once(d.saveMs),
    });
    rows.push({
      operation: `declare market Open, ${pending} pending bids`,
      mode: 'in-process',
      figures: once(d.declareMs),
      targetMs: TARGET.declare,
      floor: {
        label: `the time inside its ${d.declareStatements} statements as they ran`,
        figures: once(d.declareStatementMs),
      },
      ratioTarget: RATIO.declare,
      note: `with its session check; won ${d.won}, lost ${d.lost}, payout Rs ${d.payout}, left pending ${d.stillPending}`,
    });
  } catch (error) {
    rows.push(failed(`declare market Open, ${pending} pending bids`, 'in-process', error));
  }

  console.log('integrity checks...');
  try {
    const g = await benchIntegrity(app, db, headers, data);
    rows.push({
      operation: `session check, ${pending}-bid declared session`,
      mode: 'DB',
      figures: g.sessionCheck,
      floor: g.floors.sessionCheck,
      ratioTarget: RATIO.integrity,
      targetMs: TARGET.sessionCheck,
      note: g.sessionVerdict,
    });
    rows.push({
      operation: 'whole-books check',
      mode: 'DB',
      figures: g.booksCheck,
      floor: g.floors.booksCheck,
      ratioTarget: RATIO.integrity,
      targetMs: TARGET.booksCheck,
      note: g.booksVerdict,
    });
    rows.push({
      operation: 'late bids of the busy session (desk)',
      mode: 'in-process',
      figures: g.lateBidsDesk,
      floor: g.floors.lateBidsDesk,
      ratioTarget: RATIO.integrity,
      // The bench's bids run up to now, so most are past the default bids-close time: a worst case.
      note: `${g.lateBidsFound.toLocaleString('en-IN')} late`,
    });
    rows.push({
      operation: 'improbable winners, 30 days',
      mode: 'in-process',
      figures: g.improbableWinners,
      floor: g.floors.improbableWinners,
      ratioTarget: RATIO.integrity,
      note: `${g.winnersFound} listed`,
    });
  } catch (error) {
    rows.push(failed('integrity checks', 'DB', error));
  }

  await app.close();
  await db.close();
  console.log(
    `\n${engine}, ${sizes.players.toLocaleString('en-IN')} players, ${data.counts.bids.toLocaleString('en-IN')} bids; ` +
      `single runs (n = 1) for save and declare; HTTP latencies have 1 ms resolution.\n`,
  );
  console.log(formatTable(rows));
  console.log(
    `\n${engine}: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s; load average at the end ${load()}`,
  );
  return rows;
}

/**
 * The embedded database always; PostgreSQL too when one is reachable (BENCH_DATABASE_URL, an empty
 * database; else a fresh database made on 127.0.0.1:5432 and dropped after; BENCH_POSTGRES=off skips it).
 * With both, a last table puts each row's figures side by side with the verdicts.
 */
async function main(): Promise<void> {
  console.log(
    `server benchmark: node ${process.version}, ${availableParallelism()} cores, load average ${load()} ` +
      '(shared machine: other processes run at the same time)',
  );
  const pglite = await benchOn(
    process.env.BENCH_DATA_DIR ? 'PGlite (on disk)' : 'PGlite (in memory)',
    await openPglite(process.env.BENCH_DATA_DIR || undefined),
  );
  let postgres: BenchRow[] | undefined;
  const target = await postgresTarget();
  if (target) {
    try {
      postgres = await benchOn(`PostgreSQL (${target.label})`, openPostgres(target.url));
    } finally {
      await target.drop();
    }
  } else {
    console.log(
      '\nPostgreSQL: not reachable on 127.0.0.1:5432 (or BENCH_POSTGRES=off): the embedded database only',
    );
  }
  if (postgres) {
    console.log('\n=== side by side (p99 against the target)\n');
    console.log(formatSideBySide(pglite, postgres));
  }
  const all = [...pglite, ...(postgres ?? [])];
  if (all.some((r) => r.note?.includes('FAILED'))) process.exitCode = 1;
}

await main();
