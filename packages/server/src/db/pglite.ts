import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Transaction } from './db.js';
import { PreparedStatements } from './pglite-statements.js';
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './type-parsers.js';

/**
 * The embedded database: PGlite persisted in `dataDir` (in memory when it is undefined).
 * PGlite has a single connection; it already runs every query and transaction under one exclusive lock,
 * so concurrent `transaction()` calls queue instead of interleaving. A query on the Db made *inside* a
 * transaction would wait for that transaction forever: use the `tx` handle.
 * pg_trgm is loaded for the trigram indexes of player search (migration 040 creates the extension).
 * Queries run through named prepared statements (pglite-statements.ts), taking the same two locks as
 * PGlite's own `query()`: the transaction lock outside a transaction, the query lock always.
 * `from.loadDataDir` starts it from a dumped data directory (`dumpDataDir`) instead of an empty one.
 */
/** The embedded database's Db, which can also dump its data directory (a tarball `from.loadDataDir` takes). */
export type PgliteDb = Db & { dump(): Promise<Blob> };

export async function openPglite(dataDir?: string, from?: { loadDataDir: Blob }): Promise<PgliteDb> {
  const options = {
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate },
    extensions: { pg_trgm },
    ...from,
  };
  let pg: PGlite;
  if (dataDir === undefined) {
    pg = await PGlite.create(options);
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    pg = await PGlite.create(dir, options);
  }
  const statements = new PreparedStatements(pg);
  const query = <Row>(sql: string, params: readonly unknown[] = []) =>
    pg._runExclusiveTransaction(() => pg.runExclusive(() => statements.query<Row>(sql, params, false)));
  return {
    sendsAhead: false,
    query,
    async send(sql: string, params: readonly unknown[] = []) {
      await query(sql, params);
    },
    async exec(sql: string) {
      statements.forget();
      await pg.exec(sql);
      statements.forget();
    },
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return pg.transaction((inner) => {
        const queryInside = <Row>(sql: string, params: readonly unknown[] = []) =>
          inner.closed
            ? Promise.reject(new Error('Transaction is closed'))
            : pg.runExclusive(() => statements.query<Row>(sql, params, true));
        return work({
          query: queryInside,
          // In process there is no round trip to save: a sent statement runs at once.
          async send(sql: string, params: readonly unknown[] = []) {
            await queryInside(sql, params);
          },
          async exec(sql: string) {
            statements.forget();
            await inner.exec(sql);
            statements.forget();
          },
        });
      });
    },
    async close() {
      await pg.close();
    },
    dump() {
      return pg.dumpDataDir('none');
    },
  };
}
