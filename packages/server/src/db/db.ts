import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The one database interface the server uses. Two adapters implement it: PGlite (embedded, default,
 * persisted under DATA_DIR) and node-postgres (DATABASE_URL). SQL is PostgreSQL dialect only, with
 * $1..$n placeholders. Money columns are bigint paise; adapters return bigint columns as strings or
 * numbers, so read them through `paise()` in db/money.ts.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs one statement whose answer nobody reads (BEGIN, a savepoint, an audit row, a stored reply).
   * In a transaction on PostgreSQL it goes out at once and the caller does not wait for its answer: the
   * next statement, or the COMMIT, goes out behind it on the same connection, so the two cost one round
   * trip, and an error of the sent statement comes out of that next statement or the commit (the
   * transaction never commits past it). Everywhere else it runs as `query` does.
   */
  send(sql: string, params?: readonly unknown[]): Promise<void>;
}

/** The handle inside a transaction: queries, plus multi-statement scripts (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

/**
 * Notifications between server instances that share one PostgreSQL database (LISTEN/NOTIFY). PGlite has
 * one process, so it offers none and in-process events are enough there.
 */
export interface Notifications {
  /** Sends `payload` (keep it under 8000 bytes) to every listener of `channel`, in every instance. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hears `channel` on a dedicated connection until `stop()`. After a drop it connects and listens again,
   * then calls `onReconnect`: what was sent meanwhile was not heard, so the caller catches up.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

/**
 * PGlite: the NOTIFYs of this process's own commits (the one process is the only writer), heard as each
 * transaction or statement commits, from the answer that commits it.
 */
export interface LocalNotices {
  /** Hears `channel` until `stop()`. */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
}

/** A name (a channel, a table) as a quoted SQL identifier, for statements that take no parameter there. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * A channel's name as NOTIFY carries it: scoped by the schema (public) since channels were, the name
 * instances of the versions before and after share during a rolling upgrade.
 */
export const schemaChannel = (channel: string): string => `${channel}_public`.slice(0, 63);

/** How long a Db's work must have been idle (Db.quietFor) for background work to go in. */
export const QUIET_MS = 5;

/**
 * Whether background work goes in now: the Db's work idle QUIET_MS, or `overdueMs` since it last ran (a
 * server busy without a pause); always where the Db cannot tell (`quietMs` undefined).
 */
export function quietOrOverdue(quietMs: number | undefined, sinceLastMs: number, overdueMs: number): boolean {
  return quietMs === undefined || quietMs >= QUIET_MS || sinceLastMs >= overdueMs;
}

export interface Db extends Queryable {
  /** Present on PostgreSQL only. */
  readonly notifications?: Notifications;
  /** Present on PGlite only. */
  readonly localNotices?: LocalNotices;
  /**
   * True where a statement costs a round trip to another process and goes out without waiting for the
   * answers before it (PostgreSQL): work that can be sent ahead of an answer saves time there. PGlite
   * runs in this process, one statement after the other, and has nothing to save.
   */
  readonly sendsAhead: boolean;
  /**
   * True where the database runs one statement or transaction at a time, in this process (PGlite): rows
   * commit in the order their ids were drawn (the chains need no note of them: chain-sql.ts), and background
   * work holds up whoever's statement comes next.
   */
  readonly oneAtATime: boolean;
  /**
   * How long this instance's database work has been idle, in ms (0 while a statement or a transaction runs
   * or waits). Background work (the chain sealer, PGlite's table maintenance) waits for a quiet moment
   * (quietOrOverdue): where the database runs one statement at a time (PGlite) it would hold up whoever's
   * statement comes next, and on PostgreSQL it takes the database server's CPU from the requests beside it.
   * Absent on a transaction's view.
   */
  quietFor?(): number;
  /**
   * Present on PGlite only: runs one read-only statement with its result columns in their types' binary
   * format and answers the backend's protocol bytes unread, for a reader on another thread (chain
   * verification, chain-hasher.ts): the database prints no text and this thread parses no row.
   */
  binaryAnswer?(sql: string, params?: readonly unknown[]): Promise<Uint8Array>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside `work`, use only `tx` (never the Db itself: on PGlite that would wait for this transaction).
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Work that a person is waiting on at the keyboard (a sign-in, a money move, a declare, a check run on
 * demand): where the database runs one statement at a time (PGlite), its statements go ahead of queued
 * list and report reads, so it answers in the time of its own work, not behind a dashboard's graphs.
 * PostgreSQL has a connection per request and nothing to reorder.
 */
const aheadOfReads = new AsyncLocalStorage<true>();

export function runAheadOfReads<T>(work: () => Promise<T>): Promise<T> {
  return aheadOfReads.run(true, work);
}

export const isAheadOfReads = (): boolean => aheadOfReads.getStore() === true;
