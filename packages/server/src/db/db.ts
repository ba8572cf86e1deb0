/**
 * The one database interface the server uses. Two adapters implement it: PGlite (embedded, default,
 * persisted under DATA_DIR) and node-postgres (DATABASE_URL). SQL is PostgreSQL dialect only, with
 * $1..$n placeholders. Money columns are bigint paise; adapters return bigint columns as strings or
 * numbers, so read them through `paise()` in db/money.ts.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The handle inside a transaction: queries, plus multi-statement scripts (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `work`, use only `tx` (never the Db itself: on PGlite that would wait for this transaction).
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
