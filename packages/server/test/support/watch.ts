import type { Db } from '../../src/db/db.js';

/** A seeded random number generator (mulberry32): the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same Db (outside transactions), noting into `into` each statement `noted` picks. */
export function watchedDb(db: Db, noted: (sql: string) => boolean, into: string[]): Db {
  return {
    ...db,
    query: (sql: string, params?: readonly unknown[]) => {
      if (noted(sql)) into.push(sql);
      return db.query(sql, params);
    },
  } as Db;
}
