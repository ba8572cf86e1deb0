/**
 * Checks a verification's batches on a worker thread while the main thread reads the next one (PGlite runs
 * its queries on the main thread, node-postgres parses its answers there): each link's hash recomputed over
 * the stored hash before it and its row's canonical text, and compared with its stored hash. A batch that
 * checks out whole is given to the SDK's ChainVerifier as one run (addMatchedRun), which takes it only
 * when the chain goes on from that same stored hash there.
 *
 * Two kinds of batch: the canonical texts as the database printed them (PostgreSQL), or, where the database
 * runs on this thread (PGlite), its binary answer unread: the columns as their types send them (integers,
 * text, jsonb, microseconds since 2000), printed here exactly as the database prints them for sealing
 * (chain-sql.ts `canonicalText`). Printing a million rows' texts was most of PGlite's verification time.
 * A binary batch that does not check out whole is read again as texts by the caller: a problem is only ever
 * named on the database's own printing (a batch that checks out needs no more: its recomputed hashes
 * equal those sealed from the database's printing).
 */
import { Worker } from 'node:worker_threads';
import type { ChainColumnKind } from '@backoffice/sdk';
import { CHAIN_WORKER } from './chain-worker.js';

/** A batch's hashes, 32 bytes a link, in the batch's order. */
export interface HashedBatch {
  stored: Buffer;
  /** Every link's row is there and every recomputed hash equals the stored one. */
  allMatch: boolean;
}

/** A binary batch: also the stored hash of the link before its first (zeros at the chain's start). */
export interface HashedAnswer extends HashedBatch {
  after: Buffer;
}

/**
 * A binary batch: the links of positions start..start + count (position, hash, row_id: the one at `start`
 * for its hash), and the sealed table's rows they name (their layout's columns), and maybe others.
 */
export interface BinaryBatch {
  links: Uint8Array;
  rows: Uint8Array;
}

/**
 * The least and greatest row id of a binary links answer (position, hash, row_id), and the ids, read on
 * this thread: the rows to read with them are a range of the table's key (a walk of its index, where
 * looking each id up was most of the time).
 */
export function linkedRowIds(links: Uint8Array): { least: number; greatest: number; ids: number[] } {
  const b = Buffer.from(links.buffer, links.byteOffset, links.byteLength);
  const ids: number[] = [];
  let least = Number.POSITIVE_INFINITY;
  let greatest = Number.NEGATIVE_INFINITY;
  for (let at = 0; at + 5 <= b.length; ) {
    const end = at + 1 + b.readInt32BE(at + 1);
    if (b[at] === 0x44) {
      // Fields: position (4 + 8 bytes), hash (4 + its length), row_id (4 + 8).
      const idAt = at + 7 + 12 + 4 + Math.max(b.readInt32BE(at + 19), 0) + 4;
      const id = Number(b.readBigInt64BE(idAt));
      ids.push(id);
      if (id < least) least = id;
      if (id > greatest) greatest = id;
    }
    at = end;
  }
  return { least, greatest, ids };
}

/** What a binary batch covers: links (start, start + count], and the link at `start` for its hash. */
export interface AnswerShape {
  start: number;
  count: number;
  /** The least and greatest row id the links name (linkedRowIds). */
  least: number;
  greatest: number;
  /** The rows were read as the range least..greatest of the key (else by their ids). */
  ranged: boolean;
  /** `<chain>.v<version>`, the encoding's first text. */
  prefix: string;
  /** The layout's column kinds: the rows answer's columns, in this order (the id first). */
  kinds: readonly ChainColumnKind[];
}

type Reply = {
  id: number;
  stored?: ArrayBuffer;
  after?: ArrayBuffer;
  allMatch?: boolean;
  unsupported?: boolean;
  failed?: string;
};

export interface ChainHasher {
  /** Hashes one batch of texts; `from` is the stored hash of the link before its first (zeros at the start). */
  hash(
    from: Uint8Array,
    hashes: readonly string[],
    encodings: readonly (string | null)[],
  ): Promise<HashedBatch>;
  /**
   * Hashes one batch of binary answers (Db.binaryAnswer, whose buffers it takes): the links and the rows
   * they name; null when the rows hold a column type not printed here (the batch is then read as texts).
   */
  hashAnswer(answers: BinaryBatch, shape: AnswerShape): Promise<HashedAnswer | null>;
  close(): Promise<void>;
}

/** `threads` workers, given batches in turn (each batch carries all it needs). */
export function chainHasher(threads = 1): ChainHasher {
  const workers = Array.from({ length: threads }, () => new Worker(CHAIN_WORKER, { eval: true }));
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.unref();
    worker.on('message', (m: Reply) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.failed) w?.reject(new Error(`the chain hasher failed: ${m.failed}`));
      else w?.resolve(m);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the chain hasher stopped (exit code ${code})`)));
  }
  const ask = (message: object, transfer: ArrayBuffer[] = []) => {
    const id = next++;
    return new Promise<Reply>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      workers[id % workers.length]?.postMessage({ id, ...message }, transfer);
    });
  };
  const batchOf = (r: Reply): HashedBatch => ({
    stored: Buffer.from(r.stored ?? new ArrayBuffer(0)),
    allMatch: r.allMatch === true,
  });
  return {
    async hash(from, hashes, encodings) {
      return batchOf(await ask({ from, hashes, encodings }));
    },
    async hashAnswer({ links, rows }, shape) {
      const own = (answer: Uint8Array) =>
        answer.byteOffset === 0 && answer.byteLength === answer.buffer.byteLength ? answer : answer.slice();
      const [l, r] = [own(links), own(rows)];
      const reply = await ask({ links: l, rows: r, ...shape }, [
        l.buffer as ArrayBuffer,
        r.buffer as ArrayBuffer,
      ]);
      if (reply.unsupported) return null;
      return { ...batchOf(reply), after: Buffer.from(reply.after ?? new ArrayBuffer(32)) };
    },
    async close() {
      waiting.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
