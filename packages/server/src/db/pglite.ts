import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Transaction } from './db.js';
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './type-parsers.js';

/**
 * The embedded database: PGlite persisted in `dataDir` (in memory when it is undefined).
 * PGlite has a single connection; it already runs every query and transaction under one exclusive lock,
 * so concurrent `transaction()` calls queue instead of interleaving. A query on the Db made *inside* a
 * transaction would wait for that transaction forever: use the `tx` handle.
 * pg_trgm is loaded for the trigram indexes of player search (migration 040 creates the extension).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const options = { parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate }, extensions: { pg_trgm } };
  let pg: PGlite;
  if (dataDir === undefined) {
    pg = await PGlite.create(options);
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    pg = await PGlite.create(dir, options);
  }
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return pg.transaction((inner) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await inner.query<Row>(sql, [...params]);
            return result.rows;
          },
          async exec(sql: string) {
            await inner.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
