import type { Histogram } from 'prom-client';
import type { Db, Queryable, Transaction } from './db.js';

export interface DbTimers {
  dbQuery: Histogram<'in_transaction'>;
  dbTransactionWait: Histogram;
  dbTransaction: Histogram<'outcome'>;
}

const UNDERLYING = Symbol('the Db an instrumented Db times');

/**
 * The database handle behind `db`, for what is kept per handle (chat-events.ts keeps one in-process feed
 * per database): the app's instrumented Db and the raw one it wraps are the same database.
 */
export function underlyingDb(db: Db): Db {
  return (db as Db & { [UNDERLYING]?: Db })[UNDERLYING] ?? db;
}

/**
 * `target`'s statements, each timed by `timer` (a sent statement: its whole run outside a transaction, its
 * writing inside one on PostgreSQL).
 */
function timedStatements(target: Queryable, timer: () => () => void): Queryable {
  const timed =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const end = timer();
      try {
        return await run(...args);
      } finally {
        end();
      }
    };
  return {
    query: timed((sql: string, params?: readonly unknown[]) =>
      target.query(sql, params),
    ) as Queryable['query'],
    send: timed((sql: string, params?: readonly unknown[]) => target.send(sql, params)),
  };
}

/**
 * The same Db, timed: every statement (in or out of a transaction), each transaction's wait for its
 * connection (from the call until `work` starts: a pooled connection on PostgreSQL, where BEGIN goes out
 * with the first statement; the one connection's queue on PGlite) and how long it then held it. Both
 * adapters are covered without touching either.
 */
export function instrumentDb(db: Db, timers: DbTimers): Db {
  const outside = () => timers.dbQuery.startTimer({ in_transaction: 'false' });
  const inside = () => timers.dbQuery.startTimer({ in_transaction: 'true' });
  const instrumented: Db & { [UNDERLYING]: Db } = {
    [UNDERLYING]: underlyingDb(db),
    get notifications() {
      return db.notifications;
    },
    sendsAhead: db.sendsAhead,
    oneAtATime: db.oneAtATime,
    ...timedStatements(db, outside),
    ...(db.binaryAnswer && { binaryAnswer: db.binaryAnswer.bind(db) }),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    async transaction(work) {
      const endWait = timers.dbTransactionWait.startTimer();
      let endHeld: ((labels: { outcome: string }) => void) | undefined;
      try {
        const value = await db.transaction((tx) => {
          endWait();
          endHeld = timers.dbTransaction.startTimer();
          const timedTx: Transaction = { ...timedStatements(tx, inside), exec: (sql) => tx.exec(sql) };
          return work(timedTx);
        });
        endHeld?.({ outcome: 'commit' });
        return value;
      } catch (error) {
        endHeld?.({ outcome: 'rollback' });
        throw error;
      }
    },
  };
  return instrumented;
}
