import type { Histogram } from 'prom-client';
import type { Db, Transaction } from './db.js';

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

function timedQuery<T extends Pick<Db, 'query'>>(target: T, timer: () => () => void): T['query'] {
  return async (sql, params) => {
    const end = timer();
    try {
      return await target.query(sql, params);
    } finally {
      end();
    }
  };
}

/** A sent statement's time: its whole run outside a transaction, its writing inside one on PostgreSQL. */
function timedSend(target: Pick<Db, 'send'>, timer: () => () => void): Db['send'] {
  return async (sql, params) => {
    const end = timer();
    try {
      await target.send(sql, params);
    } finally {
      end();
    }
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
    query: timedQuery(db, outside),
    send: timedSend(db, outside),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    async transaction(work) {
      const endWait = timers.dbTransactionWait.startTimer();
      let endHeld: ((labels: { outcome: string }) => void) | undefined;
      try {
        const value = await db.transaction((tx) => {
          endWait();
          endHeld = timers.dbTransaction.startTimer();
          const timedTx: Transaction = {
            query: timedQuery(tx, inside),
            send: timedSend(tx, inside),
            exec: (sql) => tx.exec(sql),
          };
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
