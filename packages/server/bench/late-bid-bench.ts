/**
 * What announcing late bids on the live stream costs (`pnpm --filter @backoffice/server bench:late-bids`).
 * The bids insert is the busiest statement of a server and migration 136 adds nothing to it: the late bids
 * are found by a background sweep (db/live-sweeps.ts). Measured side by side in one run, on four databases
 * seeded alike:
 * 1. a bid placed as the player app places one (its stake debited through the ledger, the bid inserted, one
 *    transaction) on a database migrated without migration 136 and on one with it;
 * 2. the same with the sweep running beside it, at its default period (LIVE_SWEEP_MS, 2 s) and at 100 ms
 *    (a stress: twenty times as often);
 *    the four take turns in blocks of 200 bids, so that drift on a shared machine falls on all of them;
 * 3. the sweep itself: with nothing new, after 1,000 new bids on time, and after 1,000 new late bids.
 * On PGlite in memory, then on PostgreSQL when one answers on 127.0.0.1:5432 (BENCH_POSTGRES=off skips it).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { startLiveSweeps, sweepLive } from '../src/db/live-sweeps.js';
import { migrate, migrationFiles } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { type BenchData, seedBench } from './bench-seed.js';
import { type LatencySummary, summarize, turnOfTheLoop } from './latency-stats.js';
import { type PostgresTarget, postgresTarget } from './postgres-target.js';

const PLAYERS = 2000;
const WARMUP = 300;
const BLOCK = 200;
const BLOCKS = 10;
const LIFETIMES = { idleMinutes: 30, maxHours: 12 };
const THE_MIGRATION = '136_live_sweeps.sql';

/** The migrations folder without migration 136: the schema as it was before late bids were announced. */
function migrationsBefore(): { dir: string; remove: () => void } {
  const source = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'bo-migrations-'));
  for (const name of migrationFiles(source))
    if (name !== THE_MIGRATION) copyFileSync(join(source, name), join(dir, name));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Side {
  label: string;
  db: Db;
  data: BenchData;
  /** Bids placed so far (each side's players take turns). */
  placed: number;
  samples: number[];
  stop?: () => void;
}

async function side(
  label: string,
  db: Db,
  options: { migrations?: string; sweepMs?: number },
): Promise<Side> {
  await migrate(db, options.migrations);
  await seedStaff(db);
  const data = await seedBench(db, { players: PLAYERS, bids: 20_000, pendingBids: 5_000 }, () => {});
  // Each side starts from the same state: its statistics fresh, nothing left for autovacuum to do.
  await db.query('VACUUM ANALYZE');
  const sweeps = options.sweepMs
    ? startLiveSweeps(
        db,
        { now: () => new Date(), lifetimes: LIFETIMES, everyMs: options.sweepMs },
        console.log,
      )
    : undefined;
  return { label, db, data, placed: 0, samples: [], ...(sweeps ? { stop: sweeps.stop } : {}) };
}

/** One bid as the player app places it: the stake debited, the bid inserted; `late` on today's busy market. */
function placeBid(s: Side, late = true): Promise<void> {
  const i = s.placed;
  s.placed += 1;
  const gameDate = late ? s.data.today : '2099-01-01';
  return s.db.transaction(async (tx) => {
    const userId = 1 + ((i * 7919) % PLAYERS);
    const entry = await postEntry(tx, { userId, amountPaise: -1000, transType: 'BID' });
    await tx.query(
      `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise,
                         bid_entry_id)
       VALUES ($1, $2, 1, $3, 'Open', 'SINGLE_DIGIT_MARKET', $4, 1000, $5)`,
      [userId, s.data.busyMarket, gameDate, String(i % 10), entry.entryId],
    );
  });
}

async function timeBlock(s: Side, count: number, keep: boolean): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await placeBid(s);
    if (keep) s.samples.push(performance.now() - started);
    await turnOfTheLoop();
  }
}

/** Sweeps until nothing is left (the backlog of the bids placed while timing). */
async function drain(db: Db): Promise<void> {
  for (;;) {
    const counts = await sweepLive(db, new Date(), LIFETIMES);
    if (counts.lateBids === 0 && counts.endedSessions === 0 && counts.expiredApprovals === 0) {
      const again = await sweepLive(db, new Date(), LIFETIMES);
      if (again.lateBids === 0) return;
    }
  }
}

async function sweepOnce(db: Db): Promise<{ ms: number; late: number }> {
  const started = performance.now();
  const counts = await sweepLive(db, new Date(), LIFETIMES);
  return { ms: performance.now() - started, late: counts.lateBids };
}

async function sweepTimes(s: Side) {
  await drain(s.db);
  const idleRuns: number[] = [];
  for (let i = 0; i < 200; i += 1) idleRuns.push((await sweepOnce(s.db)).ms);
  for (let i = 0; i < 1000; i += 1) await placeBid(s, false);
  const onTime = await sweepOnce(s.db);
  for (let i = 0; i < 1000; i += 1) await placeBid(s, true);
  const late = await sweepOnce(s.db);
  return { idle: summarize(idleRuns).p50, onTime, late };
}

const ms = (v: number) => v.toFixed(v >= 100 ? 0 : 3);
const change = (now: number, was: number) =>
  `${now >= was ? '+' : ''}${(((now - was) / was) * 100).toFixed(1)}%`;

async function engine(label: string, open: () => Promise<Db>): Promise<void> {
  const before = migrationsBefore();
  const sides: Side[] = [];
  try {
    sides.push(await side('bid placed, without migration 136', await open(), { migrations: before.dir }));
    sides.push(await side('bid placed, with migration 136', await open(), {}));
    sides.push(await side('bid placed, with 136, sweep every 2 s beside', await open(), { sweepMs: 2000 }));
    sides.push(await side('bid placed, with 136, sweep every 100 ms beside', await open(), { sweepMs: 100 }));
    for (const s of sides) await timeBlock(s, WARMUP, false);
    for (let block = 0; block < BLOCKS; block += 1) for (const s of sides) await timeBlock(s, BLOCK, true);
    for (const s of sides) s.stop?.();
    const summaries: [string, LatencySummary][] = sides.map((s) => [s.label, summarize(s.samples)]);
    const base = summaries[0]?.[1] as LatencySummary;
    console.log(
      `\n${label}: a bid placed (debit + bids insert, one transaction), ${base.count} each in turns of ${BLOCK} (ms)\n`,
    );
    console.log(
      ['row'.padEnd(48), 'p50'.padStart(7), 'p99'.padStart(7), 'p50 vs without'.padStart(15)].join('  '),
    );
    for (const [name, s] of summaries)
      console.log(
        [
          name.padEnd(48),
          ms(s.p50).padStart(7),
          ms(s.p99).padStart(7),
          change(s.p50, base.p50).padStart(15),
        ].join('  '),
      );
    const sweep = await sweepTimes(sides[1] as Side);
    console.log(
      `\nthe sweep: ${ms(sweep.idle)} ms with nothing new (median of 200); ${ms(sweep.onTime.ms)} ms after 1,000 ` +
        `bids on time (${sweep.onTime.late} late); ${ms(sweep.late.ms)} ms after 1,000 late bids ` +
        `(${sweep.late.late} announced)`,
    );
  } finally {
    for (const s of sides) {
      s.stop?.();
      await s.db.close();
    }
    before.remove();
  }
}

await engine('PGlite (in memory)', () => openPglite());
// Four fresh databases (BENCH_DATABASE_URL names one: this bench needs four, so it skips PostgreSQL then).
const probe = process.env.BENCH_DATABASE_URL ? undefined : await postgresTarget();
if (probe) {
  const targets: PostgresTarget[] = [];
  try {
    await engine('PostgreSQL (fresh databases on 127.0.0.1:5432)', async () => {
      const target = targets.length === 0 ? probe : await postgresTarget();
      if (!target) throw new Error('PostgreSQL stopped answering');
      targets.push(target);
      return openPostgres(target.url);
    });
  } finally {
    for (const target of targets) await target.drop();
  }
}
