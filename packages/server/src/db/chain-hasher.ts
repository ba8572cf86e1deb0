/**
 * Checks a verification's batches on a worker thread while the main thread reads the next one (PGlite runs
 * its queries on the main thread, node-postgres parses its answers there): each link's hash recomputed over
 * the stored hash before it and its row's canonical text, and compared with its stored hash. A batch that
 * checks out whole is given to the SDK's ChainVerifier as one run (addMatchedRun), which takes it only
 * when the chain goes on from that same stored hash there.
 */
import { Worker } from 'node:worker_threads';

/** A batch's hashes, 32 bytes a link, in the batch's order. */
export interface HashedBatch {
  stored: Buffer;
  /** Every link's row is there and every recomputed hash equals the stored one. */
  allMatch: boolean;
}

// Plain CommonJS, run with `eval`: no file to find next to the built or the tsx-run server.
const WORKER = `
const { parentPort } = require('node:worker_threads');
const { hash } = require('node:crypto');
parentPort.on('message', ({ id, from, hashes, encodings }) => {
  const n = hashes.length;
  const stored = Buffer.from(new ArrayBuffer(32 * n));
  const pair = Buffer.alloc(64);
  let allMatch = true;
  pair.set(from, 0);
  for (let i = 0; i < n; i++) {
    const at = 32 * i;
    stored.write(hashes[i], at, 32, 'hex');
    const encoding = encodings[i];
    if (encoding === null) allMatch = false;
    else {
      pair.set(hash('sha256', encoding, 'buffer'), 32);
      if (allMatch && !hash('sha256', pair, 'buffer').equals(stored.subarray(at, at + 32))) allMatch = false;
    }
    pair.set(stored.subarray(at, at + 32), 0);
  }
  parentPort.postMessage({ id, stored: stored.buffer, allMatch }, [stored.buffer]);
});
`;

export interface ChainHasher {
  /** Hashes one batch; `from` is the stored hash of the link before its first (zeros at the start). */
  hash(
    from: Uint8Array,
    hashes: readonly string[],
    encodings: readonly (string | null)[],
  ): Promise<HashedBatch>;
  close(): Promise<void>;
}

export function chainHasher(): ChainHasher {
  const worker = new Worker(WORKER, { eval: true });
  worker.unref();
  const waiting = new Map<number, { resolve: (b: HashedBatch) => void; reject: (e: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (m: { id: number; stored: ArrayBuffer; allMatch: boolean }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    w?.resolve({ stored: Buffer.from(m.stored), allMatch: m.allMatch });
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the chain hasher stopped (exit code ${code})`)));
  return {
    hash(from, hashes, encodings) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, from, hashes, encodings });
      });
    },
    async close() {
      waiting.clear();
      await worker.terminate();
    },
  };
}
