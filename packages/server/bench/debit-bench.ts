/**
 * A debit: postEntry in its own transaction (the ledger's conditional update + append), and the admin
 * adjustment endpoint in-process (validation, auth, row lock, ledger, audit row, Idempotency-Key).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/domain/ledger.js';
import { type LatencySummary, sampleLatency } from './latency-stats.js';

const LIMITS = { warmup: 20, minSamples: 50, maxSamples: 500, budgetMs: 8000 };

/** Every seeded wallet holds at least 100 rupees; each debit takes 1 rupee from a different player. */
const playerFor = (i: number, players: number) => 1 + ((i * 7919) % players);

export function benchPostEntryDebit(db: Db, players: number): Promise<LatencySummary> {
  return sampleLatency(async (i) => {
    await db.transaction((tx) =>
      postEntry(tx, {
        userId: playerFor(i, players),
        amountPaise: -100,
        transType: 'ADMIN_DEBIT',
        note: 'bench debit',
        refType: 'bench',
      }),
    );
  }, LIMITS);
}

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
  }, LIMITS);
}
