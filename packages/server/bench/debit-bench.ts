/**
 * A debit: postEntry in its own transaction (the ledger's conditional update + append), and the admin
 * adjustment endpoint (validation, auth, row lock, ledger, audit row, Idempotency-Key) over real HTTP
 * from a client process and in-process through fastify.inject; and the database's own floor under them,
 * one row inserted and committed.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { runNode } from './http-load.js';
import { type LatencySummary, sampleLatency, sampleTimes, summarize } from './latency-stats.js';

const LIMITS = { warmup: 20, minSamples: 50, maxSamples: 500, budgetMs: 8000 };
/**
 * The endpoint in-process: timed once warm. Its path (auth, approval guard, idempotency, ledger, audit)
 * runs through a few hundred functions that V8 is still compiling for the first ~2,000 debits; on two
 * cores those compiler threads take the core the database needs, which made the p99 of 500 debits after 20
 * 6.0-6.7 ms on PostgreSQL and 4.0-4.5 ms after 2,000 (bench/debit-profile.ts, DEBIT_PROFILE_WARMUP).
 * A server answers debits all day; its first seconds are not what a staff member waits for.
 */
const ADJUST_LIMITS = { ...LIMITS, warmup: 2000 };
/** The HTTP debits and the floor: a longer warm-up and more samples than in-process (the p99 is the 10th slowest). */
const HTTP_LIMITS = { warmup: 100, minSamples: 1000, maxSamples: 1000, budgetMs: 0 };

/** Every seeded wallet holds at least 100 rupees; each debit takes 1 rupee from a different player. */
const playerFor = (i: number, players: number) => 1 + ((i * 7919) % players);

const postEntryDebit = (db: Db, players: number) => async (i: number) => {
  await db.transaction((tx) =>
    postEntry(tx, {
      userId: playerFor(i, players),
      amountPaise: -100,
      transType: 'ADMIN_DEBIT',
      note: 'bench debit',
      refType: 'bench',
    }),
  );
};

export function benchPostEntryDebit(db: Db, players: number): Promise<LatencySummary> {
  return sampleLatency(postEntryDebit(db, players), LIMITS);
}

/**
 * `samples` debits as benchPostEntryDebit's, after its warm-up, the i-th from the player `from + i` maps to
 * (runs pooled by the chain bench take players of their own): the times themselves.
 */
export function postEntryDebitTimes(
  db: Db,
  players: number,
  samples: number,
  from: number,
): Promise<number[]> {
  const debit = postEntryDebit(db, players);
  return sampleTimes((i) => debit(from + i), {
    warmup: LIMITS.warmup,
    minSamples: samples,
    maxSamples: samples,
    budgetMs: 0,
  });
}

/**
 * The floor under any debit on this database and machine: one row inserted into a table of its own and
 * committed, nothing else (on PostgreSQL the COMMIT waits for the WAL's fsync).
 */
export async function benchCommitFloor(db: Db): Promise<LatencySummary> {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_commit_floor (id bigserial PRIMARY KEY, n int NOT NULL)');
  try {
    return await sampleLatency(async (i) => {
      await db.transaction((tx) => tx.query('INSERT INTO bench_commit_floor (n) VALUES ($1)', [i]));
    }, HTTP_LIMITS);
  } finally {
    await db.exec('DROP TABLE bench_commit_floor');
  }
}

/**
 * Debits through the server listening at `base`, one at a time from a client in its own process
 * (bench/debit-client.mjs): what a staff member's console waits for, the HTTP parsing and writing
 * included and no test harness in the server's heap (reported beside the in-process row).
 */
export async function benchAdjustDebitHttp(
  base: string,
  headers: Record<string, string>,
  players: number,
): Promise<LatencySummary> {
  return summarize(await adjustDebitHttpSamples(base, headers, players, HTTP_LIMITS.maxSamples));
}

/** The same debits' latencies, `samples` of them after the warm-up, unsummarized (to pool several runs). */
export function adjustDebitHttpSamples(
  base: string,
  headers: Record<string, string>,
  players: number,
  samples: number,
  from = 0,
): Promise<number[]> {
  const args = JSON.stringify({
    url: `${base}/v1/users/fund/update-wallet-from-admin`,
    headers,
    players,
    from,
    warmup: HTTP_LIMITS.warmup,
    samples,
    keyPrefix: `bench-http-debit-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  const client = fileURLToPath(new URL('./debit-client.mjs', import.meta.url));
  return runNode('debit client', [client, args]).then((out) => JSON.parse(out) as number[]);
}

/**
 * The same debits in-process through fastify.inject, a diagnostic beside the HTTP row: one at a time with a
 * turn of the event loop between them (sampleLatency), after ADJUST_LIMITS' warm-up. The harness
 * (light-my-request, unpatched) keeps some of each request past young collections, so this row carries
 * garbage collection no client's request pays.
 */
export function benchAdjustDebit(
  app: FastifyInstance,
  headers: Record<string, string>,
  players: number,
): Promise<LatencySummary> {
  return sampleLatency(async (i) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      headers: { ...headers, 'idempotency-key': `bench-debit-${i}` },
      payload: { user_id: playerFor(i + 50_000, players), amount: 1, type: 1, reason: 'Bench debit' },
    });
    if (res.statusCode !== 200) throw new Error(`update-wallet-from-admin: ${res.statusCode} ${res.body}`);
  }, ADJUST_LIMITS);
}
