/**
 * The floors the bench's rows are read against (issue 42): what the same database does for the same work
 * with nothing of the server around it, measured in the same run, so a row reads as "N x its floor" and
 * holds on a machine twice as fast or twice as slow.
 * - A list or summary: the statements its handler ran (captured once through the real handler), run bare
 *   on the database, one request's statements after the other, by as many concurrent loops as the HTTP
 *   row has clients.
 * - A write: one row inserted and committed (debit-bench.ts `benchCommitFloor`).
 * - The declare: the time inside its own statements as they ran (they settle the session, so they cannot
 *   run again on the same data); the rest of its time is the server's.
 * - An integrity check or an integrity screen's read: the read statements it ran, run bare one after the
 *   other by one loop (the row runs one at a time too).
 */
import type { Db, Queryable, Transaction } from '../src/db/db.js';
import { type LatencySummary, summarize } from './latency-stats.js';

export interface Statement {
  sql: string;
  params: readonly unknown[];
  inTransaction: boolean;
  /** Its wall time (ms). */
  ms: number;
}

export interface Captured<T> {
  result: T;
  statements: Statement[];
  /** Wall time spent inside the statements (ms). */
  statementMs: number;
}

/**
 * Runs `work` with every statement the Db (and its transactions) runs recorded and timed. The Db object is
 * the one the app holds: its methods are wrapped for the call and put back after.
 */
export async function captureStatements<T>(db: Db, work: () => Promise<T>): Promise<Captured<T>> {
  const statements: Statement[] = [];
  let statementMs = 0;
  const timed = async <R>(
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
    run: () => Promise<R>,
  ) => {
    const statement = { sql, params, inTransaction, ms: 0 };
    statements.push(statement);
    const started = performance.now();
    try {
      return await run();
    } finally {
      statement.ms = performance.now() - started;
      statementMs += statement.ms;
    }
  };
  const wrap = <Q extends Queryable>(target: Q, inTransaction: boolean): Q =>
    Object.assign(Object.create(target) as Q, {
      query: <Row>(sql: string, params: readonly unknown[] = []) =>
        timed(sql, params, inTransaction, () => target.query<Row>(sql, params)),
      send: (sql: string, params: readonly unknown[] = []) =>
        timed(sql, params, inTransaction, () => target.send(sql, params)),
    });
  const original = { query: db.query, send: db.send, transaction: db.transaction };
  const plain = wrap({ query: original.query.bind(db), send: original.send.bind(db) } as Queryable, false);
  db.query = plain.query;
  db.send = plain.send;
  db.transaction = <R>(work: (tx: Transaction) => Promise<R>) =>
    original.transaction.call(db, (tx: Transaction) => work(wrap(tx, true))) as Promise<R>;
  try {
    const result = await work();
    return { result, statements, statementMs };
  } finally {
    Object.assign(db, original);
  }
}

/**
 * The captured read statements run bare: `loops` concurrent loops, each running the statements of one
 * request after the other (a request's latency), for `seconds` after one untimed pass per loop.
 */
export async function bareReplay(
  db: Db,
  statements: readonly Statement[],
  loops: number,
  seconds: number,
): Promise<LatencySummary> {
  const once = async () => {
    for (const s of statements) await db.query(s.sql, s.params);
  };
  await Promise.all(Array.from({ length: loops }, once));
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await once();
        samples.push(performance.now() - started);
      }
    }),
  );
  return summarize(samples);
}

export interface Floor {
  label: string;
  figures: LatencySummary;
}

/**
 * The floor of `work`: the statements it runs (captured through one run of it), the reads among them run
 * bare by `loops` concurrent loops for `seconds`. Undefined when it reads nothing.
 */
export async function readsFloor(
  db: Db,
  work: () => Promise<unknown>,
  loops: number,
  seconds: number,
): Promise<Floor | undefined> {
  const captured = await captureStatements(db, work);
  const reads = captured.statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql));
  if (reads.length === 0) return undefined;
  const figures = await bareReplay(db, reads, loops, seconds);
  const skipped = captured.statements.length - reads.length;
  return {
    label: `its ${reads.length} read statement${reads.length === 1 ? '' : 's'} bare, x${loops} loop${loops === 1 ? '' : 's'}${skipped ? ` (${skipped} other skipped)` : ''}`,
    figures,
  };
}
