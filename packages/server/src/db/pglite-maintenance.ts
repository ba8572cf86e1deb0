import { type Db, quietOrOverdue } from './db.js';

/** How often the embedded database is vacuumed and analysed as a whole while the server runs. */
export const MAINTENANCE_INTERVAL_MS = 30 * 60_000;
/** How often the tables' write counts are looked at for the ones autovacuum would have taken. */
export const TABLE_CHECK_INTERVAL_MS = 10_000;
/** A look at the tables goes in in a quiet moment (it holds the one connection), or, on a server that never
 * pauses, once it is this many check intervals overdue. */
const OVERDUE_CHECKS = 3;
/** How often a due look waits for its quiet moment. */
const TICK_MS = 250;

export interface Maintenance {
  /** One VACUUM (ANALYZE) now; resolves when it is done (a run already going is not doubled). */
  runNow(): Promise<void>;
  /** One look at the tables' write counts now, and their VACUUM or ANALYZE where due; resolves when done. */
  checkTables(): Promise<void>;
  /** Stops the periodic runs; resolves once a run already going has finished. */
  stop(): Promise<void>;
}

/**
 * The tables past autovacuum's default thresholds (PostgreSQL's own, scaled by each table's size): to vacuum,
 * 50 + 20% dead rows or 1,000 + 20% rows inserted since the last vacuum; to analyse, 50 + 10% rows changed
 * since the last analysis. A table never analysed counts as empty.
 */
const DUE_TABLES = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name,
         (s.n_dead_tup > 50 + 0.2 * t.size OR s.n_ins_since_vacuum > 1000 + 0.2 * t.size) AS vacuum
    FROM pg_stat_user_tables s
    JOIN pg_class c ON c.oid = s.relid
    CROSS JOIN LATERAL (SELECT greatest(c.reltuples, 0) AS size) t
   WHERE s.n_dead_tup > 50 + 0.2 * t.size
      OR s.n_ins_since_vacuum > 1000 + 0.2 * t.size
      OR s.n_mod_since_analyze > 50 + 0.1 * t.size
   ORDER BY s.relname`;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs. What it would do is done here:
 * - every TABLE_CHECK_INTERVAL_MS, in a moment the database is idle, the tables past autovacuum's thresholds
 *   are vacuumed and analysed (or only analysed). Besides dead rows, this is what keeps a statement's plan
 *   true to its table: a statement is prepared once (pglite-statements.ts) and Postgres keeps its generic
 *   plan until the table's statistics change, so a lookup first planned on a nearly empty table (a sequential
 *   scan is cheapest there) would scan the whole table for every request as it grows: measured, the
 *   Idempotency-Key's stored reply, 2.15 ms against 0.07 ms per update on a table of 20,000 keys, and the
 *   HTTP debit's p50 from 1.9 to 5.8 ms over 16,000 debits (docs/benchmarks.md, hash chains);
 * - every MAINTENANCE_INTERVAL_MS, one VACUUM (ANALYZE) of the whole database (it only visits pages changed
 *   since the last run, so a periodic run is short), which also keeps the visibility map current for the
 *   paged lists' index-only scans.
 * Each holds PGlite's one connection while it runs; they never overlap.
 */
export function startPgliteMaintenance(
  db: Db,
  log: (message: string) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
  checkMs = TABLE_CHECK_INTERVAL_MS,
): Maintenance {
  // One piece of work at a time; a run (or a look) asked while one is going is that one.
  let last: Promise<void> = Promise.resolve();
  let whole: Promise<void> | undefined;
  let look: Promise<void> | undefined;
  let failing = false;
  let lastCheck = performance.now();
  const inTurn = (work: () => Promise<void>) => {
    last = last.then(work);
    return last;
  };
  const runNow = () => {
    whole ??= inTurn(async () => {
      const started = performance.now();
      try {
        await db.exec('VACUUM (ANALYZE)');
        log(`PGlite maintenance: VACUUM (ANALYZE) in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        log(`PGlite maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        whole = undefined;
      }
    });
    return whole;
  };
  const checkTables = () => {
    look ??= inTurn(async () => {
      lastCheck = performance.now();
      try {
        // The backend publishes its counts at most once a second, at a statement's end: this one's, now.
        await db.query('SELECT pg_stat_force_next_flush()');
        const due = await db.query<{ name: string; vacuum: boolean }>(DUE_TABLES);
        // As statements, not scripts (a script drops every prepared statement, pglite.ts): Postgres replans
        // the statements on the tables analysed by itself, and the rest stay prepared.
        for (const table of due)
          await db.query(`${table.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table.name}`);
        if (failing) log('PGlite maintenance: tables looked at again');
        failing = false;
      } catch (error) {
        if (!failing)
          log(`PGlite maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      } finally {
        look = undefined;
      }
    });
    return look;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  const tick = setInterval(
    () => {
      const since = performance.now() - lastCheck;
      if (
        !whole &&
        !look &&
        since >= checkMs &&
        quietOrOverdue(db.quietFor?.(), since, checkMs * OVERDUE_CHECKS)
      )
        void checkTables();
    },
    Math.min(TICK_MS, checkMs),
  );
  tick.unref();
  return {
    runNow,
    checkTables,
    async stop() {
      clearInterval(timer);
      clearInterval(tick);
      await last;
    },
  };
}
