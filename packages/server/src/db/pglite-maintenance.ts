import type { Db } from './db.js';

/** How often the embedded database is vacuumed and analysed while the server runs. */
export const MAINTENANCE_INTERVAL_MS = 30 * 60_000;

export interface Maintenance {
  /** One VACUUM (ANALYZE) now; resolves when it is done (a run already going is not doubled). */
  runNow(): Promise<void>;
  /** Stops the periodic runs; resolves once a run already going has finished. */
  stop(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this, rows updated by
 * settlement and the ledger leave dead tuples, index-only scans (the paged lists' picks) fall back to
 * heap reads, and the planner's statistics go stale. `VACUUM (ANALYZE)` only visits pages changed since
 * the last run, so a periodic run is short; it holds PGlite's one connection while it runs.
 */
export function startPgliteMaintenance(
  db: Db,
  log: (message: string) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): Maintenance {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= (async () => {
      const started = performance.now();
      try {
        await db.exec('VACUUM (ANALYZE)');
        log(`PGlite maintenance: VACUUM (ANALYZE) in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        log(`PGlite maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
