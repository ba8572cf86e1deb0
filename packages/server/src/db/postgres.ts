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
  /** Runs every connection with this search_path (tests use a fresh schema per app). */
  schema?: string;
  max?: number;
}

/** A real PostgreSQL through a node-postgres pool (DATABASE_URL). The server holds no other state. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const connection: pg.ClientConfig = {
    connectionString,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  const notifications = postgresNotifications(pool, connection, options.schema);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  return {
    notifications,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const r = await client.query(sql, [...params]);
            return r.rows as Row[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
