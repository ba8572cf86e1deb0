/**
 * What the profilers (declare-, debit- and request-profile.ts) share: a Db that times every statement,
 * and the bench's data seeded once into PGlite and kept as a data-directory dump for later runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Db, Queryable } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite, type PgliteDb } from '../src/db/pglite.js';
import { seedStaff } from '../src/seed/staff.js';
import { type BenchSizes, seedBench } from './bench-seed.js';

export interface TimedStatement {
  sql: string;
  params: readonly unknown[] | undefined;
  ms: number;
  /** This process's CPU time (user + system) while it ran: PGlite runs on this thread. */
  cpuMs: number;
  inTransaction: boolean;
}

export interface Timing {
  statement: (t: TimedStatement) => void;
  /** Each transaction's time from the call to its COMMIT (or ROLLBACK). */
  transaction?: (ms: number) => void;
  /** Runs before each statement (EXPLAIN ANALYZE of it, say). */
  before?: (
    q: Queryable,
    sql: string,
    params: readonly unknown[] | undefined,
    inTransaction: boolean,
  ) => Promise<void>;
}

/**
 * The same Db, every statement (in and out of transactions) timed and reported to `timing`. A sent
 * statement (Queryable.send) is timed until it is sent: inside a transaction on PostgreSQL that is its
 * writing, and the wait for its answer falls on the next statement.
 */
export function timedDb(db: Db, timing: Timing): Db {
  const timed = async <T>(
    q: Queryable,
    sql: string,
    params: readonly unknown[] | undefined,
    inTransaction: boolean,
    run: () => Promise<T>,
  ): Promise<T> => {
    await timing.before?.(q, sql, params, inTransaction);
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await run();
    } finally {
      const { user, system } = process.cpuUsage(cpu);
      const ms = performance.now() - started;
      timing.statement({ sql, params, ms, cpuMs: (user + system) / 1000, inTransaction });
    }
  };
  const timedQueryable = (q: Queryable, inTransaction: boolean): Queryable => ({
    query: (sql, params) => timed(q, sql, params, inTransaction, () => q.query(sql, params)),
    send: (sql, params) => timed(q, sql, params, inTransaction, () => q.send(sql, params)),
  });
  return {
    ...db,
    ...timedQueryable(db, false),
    transaction: (work) => {
      const started = performance.now();
      return db
        .transaction((tx) => work({ ...timedQueryable(tx, true), exec: (s) => tx.exec(s) }))
        .finally(() => timing.transaction?.(performance.now() - started));
    },
  };
}

/**
 * PGlite with the bench's data of `sizes`: seeded once (about a minute at full size) and dumped to
 * `dumpPath` (its busy market and day beside it, in `${dumpPath}.json`), then loaded from the dump.
 */
export async function seededDump(
  dumpPath: string,
  sizes: BenchSizes,
): Promise<{ db: PgliteDb; market: number; today: string }> {
  if (!existsSync(dumpPath)) {
    const db = await openPglite();
    await migrate(db);
    await seedStaff(db);
    const data = await seedBench(db, sizes, (l) => console.log(`  ${l}`));
    writeFileSync(`${dumpPath}.json`, JSON.stringify({ market: data.busyMarket, today: data.today }));
    writeFileSync(dumpPath, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
  }
  const meta = JSON.parse(readFileSync(`${dumpPath}.json`, 'utf8')) as { market: number; today: string };
  const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(dumpPath)]) });
  return { db, ...meta };
}
