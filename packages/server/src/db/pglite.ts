import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Db, isAheadOfReads, type LocalNotices, quoteIdentifier, type Transaction } from './db.js';
import { execProtocol, PreparedStatements } from './pglite-statements.js';
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './type-parsers.js';

/**
 * The embedded database: PGlite persisted in `dataDir` (in memory when it is undefined).
 *
 * What this adapter replaces: PGlite's `query()`, `exec()` and `transaction()`. Statements go to PGlite's
 * protocol entry point (`execProtocolRawStream`) as named prepared statements with a Bind message written
 * here, and answers are read from the backend's raw bytes (pglite-statements.ts); one lock of its own
 * (`OneAtATime`) runs every query, transaction, script, dump and the close one at a time.
 * Why: PGlite's own path takes two or three locks per statement through a generator-based mutex, parses and
 * plans each SQL text every time (six calls into the WASM backend), and copies every value into an
 * ArrayBuffer before decoding it; its serializer and results reader leave young objects reachable from old
 * ones. Every young collection then promoted ~1-1.5 MB and paused the server 3-10 ms.
 * Measured gain (PGlite 0.5.16, 2-core machine): a short query in about half the time; 920 rows of four
 * columns read in 1.0 ms instead of 5.8 ms; the admin debit in-process p50 2.9 -> 1.8 ms, nothing promoted
 * per young collection from the database path; the server suite on PGlite ~235 -> ~180 s.
 * The cost: the raw entry point skips PGlite's error, transaction and notification handling, so this file
 * does that work (COMMIT answered by ROLLBACK, errors read into PGlite's own DatabaseError). PGlite is pinned
 * to an exact version, and test/pglite-conformance.test.ts runs every statement shape the server uses through
 * this adapter and through PGlite's own query/exec/transaction and compares the answers; the costs found are
 * written up for upstream in docs/pglite-upstream-report.md.
 *
 * A query on the Db made *inside* a transaction would wait for that transaction forever: use the `tx` handle.
 * pg_trgm is loaded for the trigram indexes of player search (migration 040 creates the extension).
 * `from.loadDataDir` starts it from a dumped data directory (`dumpDataDir`) instead of an empty one.
 */
/** The embedded database's Db, which can also dump its data directory (a tarball `from.loadDataDir` takes). */
export type PgliteDb = Db & { dump(): Promise<Blob> };

/** Made once: PGlite's serializer promotes what it makes (see pglite-statements.ts). */
const [BEGIN, COMMIT, ROLLBACK] = ['BEGIN', 'COMMIT', 'ROLLBACK'].map((sql) =>
  protocol.serialize.query(sql),
) as [Uint8Array, Uint8Array, Uint8Array];

/** PGlite's own error when COMMIT finds the transaction failed (it answers ROLLBACK). */
const ROLLED_BACK = 'Transaction was rolled back instead of committed';

/**
 * A lock made of native promises only: `run` starts `work` at once when the lock is free, and otherwise
 * when the work before it has settled. Waiting work run ahead of reads (`runAheadOfReads`: a person waiting
 * on a sign-in, a money move, a check) is started before waiting reads, first come first served within
 * each line; after `AHEAD_IN_A_ROW` in a row a waiting read goes next, so reads are never starved.
 */
export class OneAtATime {
  static readonly AHEAD_IN_A_ROW = 4;
  #busy = false;
  #freeSince = performance.now();
  #aheadInARow = 0;
  readonly #ahead: (() => void)[] = [];
  readonly #reads: (() => void)[] = [];

  async run<T>(work: () => Promise<T>, ahead = isAheadOfReads()): Promise<T> {
    if (this.#busy) await new Promise<void>((resolve) => (ahead ? this.#ahead : this.#reads).push(resolve));
    else this.#busy = true;
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  #next() {
    const readsTurn = this.#reads.length > 0 && this.#aheadInARow >= OneAtATime.AHEAD_IN_A_ROW;
    const ahead = readsTurn ? undefined : this.#ahead.shift();
    if (ahead) {
      this.#aheadInARow += 1;
      ahead();
      return;
    }
    this.#aheadInARow = 0;
    const read = this.#reads.shift();
    if (read) read();
    else {
      this.#busy = false;
      this.#freeSince = performance.now();
    }
  }

  /** How long nothing has run or waited, in ms (0 while busy). */
  quietFor(): number {
    return this.#busy ? 0 : performance.now() - this.#freeSince;
  }
}

/**
 * LISTEN on the one session, and the NOTIFYs its commits deliver, read from the answers that commit: the
 * statements' raw answers (`PreparedStatements.onNotice`) and the parsed ones of COMMIT and scripts (`read`).
 */
function localNotices(
  lock: OneAtATime,
  pg: PGlite,
): LocalNotices & {
  heard: (channel: string) => void;
  read: (messages: readonly { name: string }[]) => void;
} {
  const listeners = new Map<string, Set<() => void>>();
  const heard = (channel: string) => {
    for (const listener of listeners.get(channel) ?? []) listener();
  };
  const run = (sql: string) => lock.run(() => execProtocol(pg, protocol.serialize.query(sql), false));
  return {
    heard,
    read(messages) {
      for (const m of messages)
        if (m.name === 'notification') heard((m as { channel?: string }).channel ?? '');
    },
    async listen(channel, onNotice) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await run(`LISTEN ${quoteIdentifier(channel)}`);
      }
      set.add(onNotice);
      return async () => {
        set.delete(onNotice);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await run(`UNLISTEN ${quoteIdentifier(channel)}`);
      };
    },
  };
}

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
  const lock = new OneAtATime();
  const notices = localNotices(lock, pg);
  statements.onNotice = notices.heard;
  /** A script by the simple query protocol, as PGlite's `exec` runs it; prepared statements are dropped around it (DDL). */
  const script = async (sql: string, syncToFs: boolean) => {
    statements.forget();
    notices.read(await execProtocol(pg, protocol.serialize.query(sql), syncToFs));
    statements.forget();
  };
  const query = <Row>(sql: string, params: readonly unknown[] = []) =>
    lock.run(() => statements.query<Row>(sql, params, false));
  return {
    sendsAhead: false,
    oneAtATime: true,
    localNotices: notices,
    quietFor: () => lock.quietFor(),
    query,
    binaryAnswer: (sql: string, params: readonly unknown[] = []) =>
      lock.run(() => statements.binaryAnswer(sql, params)),
    async send(sql: string, params: readonly unknown[] = []) {
      await query(sql, params);
    },
    exec(sql: string) {
      return lock.run(() => script(sql, true));
    },
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return lock.run(async () => {
        let closed = false;
        // Statements sent at once inside the transaction (Promise.all) still run one at a time: PGlite keeps
        // one statement's answer on the instance until it is read.
        const inside = new OneAtATime();
        const open = <R>(step: () => Promise<R>) =>
          closed ? Promise.reject(new Error('Transaction is closed')) : inside.run(step);
        const queryInside = <Row>(sql: string, params: readonly unknown[] = []) =>
          open(() => statements.query<Row>(sql, params, true));
        await execProtocol(pg, BEGIN, false);
        try {
          const result = await work({
            query: queryInside,
            // In process there is no round trip to save: a sent statement runs at once.
            async send(sql: string, params: readonly unknown[] = []) {
              await queryInside(sql, params);
            },
            exec: (sql: string) => open(() => script(sql, false)),
          });
          closed = true;
          // After the statements already sent, as the ROLLBACK below.
          const commit = await inside.run(() => execProtocol(pg, COMMIT, true));
          notices.read(commit);
          if (
            commit.some((m) => m.name === 'commandComplete' && (m as { text?: string }).text === 'ROLLBACK')
          )
            throw new Error(ROLLED_BACK);
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            // After the statements already sent (one may still run when another failed), never between them.
            await inside.run(() => execProtocol(pg, ROLLBACK, false));
          }
          throw error;
        }
      });
    },
    close() {
      return lock.run(() => pg.close());
    },
    dump() {
      return lock.run(() => pg.dumpDataDir('none'));
    },
  };
}
