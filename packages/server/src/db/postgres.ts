import pg from 'pg';
import type { Db, Transaction } from './db.js';
import { postgresNotifications } from './postgres-notifications.js';
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './type-parsers.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return parseInt8;
    if (oid === DATE_OID) return parseDate;
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  max?: number;
  /**
   * The same database without a pooler in between, for the one connection that needs a session of its
   * own (LISTEN). Unset: the connection string is direct.
   */
  directUrl?: string;
  /**
   * Past these the driver gives up and the edge answers 503 (db/outage.ts): waiting for a connection
   * (connectMs), one statement (statementMs), a lock (lockMs). Every transaction sets the statement and
   * lock deadlines for itself (set_config(..., true): they end with it, so they hold behind a pooler in
   * transaction mode); they also go as the connection's startup parameters for single statements, which a
   * pooler drops (ignore_startup_parameters): set them on the role too there (docs/operations.md).
   */
  deadlines?: { connectMs: number; statementMs: number; lockMs: number };
}

/**
 * One transaction's connection, with statements sent ahead: `send` writes a statement and returns at once;
 * `query` writes its statement behind them and then settles them in order, so the first error among them
 * is the one thrown (the statements after a failed one fail as "transaction is aborted").
 */
function sentAhead(client: pg.PoolClient) {
  let unsettled: Promise<unknown>[] = [];
  const settle = async () => {
    const waiting = unsettled;
    unsettled = [];
    for (const sent of waiting) await sent;
  };
  return {
    settle,
    send(sql: string, params: readonly unknown[] = []) {
      const sent = client.query(sql, [...params]);
      sent.catch(() => undefined);
      unsettled.push(sent);
    },
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      const answer = client.query(sql, [...params]);
      if (unsettled.length > 0) {
        answer.catch(() => undefined);
        await settle();
      }
      return (await answer).rows as Row[];
    },
  };
}

/** A real PostgreSQL through a node-postgres pool (DATABASE_URL). The server holds no other state. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const deadlines = options.deadlines;
  const connection: pg.ClientConfig = {
    connectionString,
    types,
    keepAlive: true,
    ...(deadlines
      ? {
          connectionTimeoutMillis: deadlines.connectMs,
          statement_timeout: deadlines.statementMs,
          lock_timeout: deadlines.lockMs,
        }
      : {}),
  };
  // Pipeline mode: a statement goes out without waiting for the answers before it (each keeps its own
  // Sync), which is what lets `send` put BEGIN, savepoints and unread writes on the wire ahead of the
  // next statement. Statements awaited one by one behave exactly as without it.
  const pool = new pg.Pool({ ...connection, pipeline: true, max: options.max ?? 10 } as pg.PoolConfig);
  const notifications = postgresNotifications(
    pool,
    options.directUrl ? { ...connection, connectionString: options.directUrl } : connection,
  );
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // A connection killed mid-query (a restart, pg_terminate_backend) may emit 'error' more than once, or
  // after the query's own callback has taken its listener away: an 'error' event nobody hears ends the
  // process. Every client hears them here; the statement's caller still gets the failure from its query,
  // and the pool drops a broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // How long none of this instance's statements or transactions has been running or waiting (quietFor).
  let running = 0;
  let freeSince = performance.now();
  const busy = async <T>(work: () => Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      if (running === 0) freeSince = performance.now();
    }
  };
  return {
    notifications,
    sendsAhead: true,
    oneAtATime: false,
    quietFor: () => (running > 0 ? 0 : performance.now() - freeSince),
    query<Row>(sql: string, params: readonly unknown[] = []) {
      return busy(async () => (await pool.query(sql, [...params])).rows as Row[]);
    },
    async send(sql: string, params: readonly unknown[] = []) {
      await busy(() => pool.query(sql, [...params]));
    },
    async exec(sql: string) {
      await busy(() => pool.query(sql));
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => busy(() => inTransaction(work)),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };

  async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A connection that breaks while checked out (the backend killed, the server restarting) emits
    // 'error' besides failing the statement in flight; unheard, that event would end the process.
    let broken: Error | undefined;
    const onBroken = (error: Error) => {
      broken = error;
    };
    client.on('error', onBroken);
    const wire = sentAhead(client);
    try {
      wire.send('BEGIN');
      if (deadlines)
        wire.send(`SELECT set_config('statement_timeout', $1, true), set_config('lock_timeout', $2, true)`, [
          `${deadlines.statementMs}ms`,
          `${deadlines.lockMs}ms`,
        ]);
      const result = await work({
        query: wire.query,
        send: async (sql, params) => wire.send(sql, params),
        async exec(sql: string) {
          await wire.settle();
          await client.query(sql);
        },
      });
      // The COMMIT goes out behind whatever was sent and not yet answered; it commits only if all of
      // that succeeded (after a failed statement PostgreSQL answers COMMIT with a rollback).
      const commit = client.query('COMMIT');
      commit.catch(() => undefined);
      await wire.settle();
      await commit;
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.off('error', onBroken);
      client.release(broken);
    }
  }
}
