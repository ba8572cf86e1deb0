/**
 * When the chain sealer takes the queue (chains/chain-sealer.ts): at every tick where background work has a
 * connection of its own (PostgreSQL); where the database runs one statement at a time (PGlite), only in a
 * quiet moment or once no pass has run for MAX_DELAY_MS, so a server that never pauses still seals.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, registerChainSealer, sealingDue } from '../src/chains/chain-sealer.js';
import { sealQueued, verifyStoredChain } from '../src/db/chain-rows.js';
import { type Db, QUIET_MS } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { createPlayerWithBalance, freshDatabase } from './support/app.js';

describe('the chain sealer', () => {
  it('seals at every tick with a connection of its own, and one statement at a time only when quiet or overdue', () => {
    expect(sealingDue(undefined, 0)).toBe(true);
    expect(sealingDue(0, 0)).toBe(false);
    expect(sealingDue(QUIET_MS - 1, MAX_DELAY_MS - 1)).toBe(false);
    expect(sealingDue(QUIET_MS, 0)).toBe(true);
    expect(sealingDue(0, MAX_DELAY_MS)).toBe(true);
  });

  it("is told by the database how long this instance's work has been idle: 0 while a statement or transaction runs", async () => {
    const { db, drop } = await freshDatabase('migrated');
    try {
      await db.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 4));
      expect(db.quietFor?.()).toBeGreaterThanOrEqual(QUIET_MS);
      await db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        expect(db.quietFor?.()).toBe(0);
      });
      const running = db.query('SELECT pg_sleep(0.05)');
      expect(db.quietFor?.()).toBe(0);
      await running;
      expect(db.quietFor?.()).toBeLessThan(QUIET_MS * 4);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('seals the queue of a database that is never quiet, once MAX_DELAY_MS has passed, not before', async () => {
    const { db, drop } = await freshDatabase('migrated');
    const app = Fastify();
    try {
      await migrate(db);
      const player = await createPlayerWithBalance(db, 10_000);
      const queued = async () => {
        const [row] = await db.query<{ n: number }>(
          'SELECT ((SELECT count(*) FROM chain_awaiting_ledger()) + (SELECT count(*) FROM chain_awaiting_audit()))::int AS n',
        );
        return row?.n ?? 0;
      };
      expect(await queued()).toBeGreaterThan(0);
      // A database without a quiet moment (PGlite's quietFor under a stream of requests), and no other
      // sealer: this one alone may take the queue.
      const busy: Db = Object.assign(Object.create(db) as Db, { quietFor: () => 0 });
      registerChainSealer(app, busy, 20, () => {});
      const registered = performance.now();
      await app.ready();
      await expect.poll(queued, { timeout: MAX_DELAY_MS + 10_000, interval: 50 }).toBe(0);
      expect(performance.now() - registered).toBeGreaterThanOrEqual(MAX_DELAY_MS);
      await db.transaction((tx) =>
        postEntry(tx, {
          userId: player,
          amountPaise: -100,
          transType: 'ADMIN_DEBIT',
          note: 'x',
          refType: 'test',
        }),
      );
      expect(await queued()).toBe(1);
    } finally {
      await app.close();
      await db.close();
      await drop();
    }
  });

  it('passes over a queue note naming a row already sealed, and goes on sealing the rows after it', async () => {
    const { db, drop } = await freshDatabase('migrated');
    try {
      await migrate(db);
      const player = await createPlayerWithBalance(db, 10_000);
      await sealQueued(db);
      const [sealed] = await db.query<{ id: string }>(
        "SELECT max(row_id)::text AS id FROM chain_links WHERE chain = 'ledger'",
      );
      // Forged by someone with database rights: a note naming a sealed row again, twice in one note.
      await db.query(
        "INSERT INTO chain_pending (chain, row_ids) VALUES ('ledger', ARRAY[$1, $1]::bigint[])",
        [sealed?.id],
      );
      const entry = await db.transaction((tx) =>
        postEntry(tx, {
          userId: player,
          amountPaise: -100,
          transType: 'ADMIN_DEBIT',
          note: 'after',
          refType: 'test',
        }),
      );
      await sealQueued(db);
      const links = await db.query<{ row_id: string }>(
        "SELECT row_id::text FROM chain_links WHERE chain = 'ledger' AND row_id IN ($1, $2) ORDER BY position",
        [sealed?.id, entry.entryId],
      );
      expect(links.map((l) => l.row_id)).toEqual([sealed?.id, String(entry.entryId)]);
      const [queued] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chain_pending');
      expect(queued?.n).toBe(0);
      expect((await verifyStoredChain(db, 'ledger')).ok).toBe(true);
    } finally {
      await db.close();
      await drop();
    }
  });
});
