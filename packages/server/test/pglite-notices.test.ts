/**
 * PGlite's local notices (`Db.localNotices`): the NOTIFY of the outbox's commit trigger is heard from the
 * answer that commits it, once per committed change and never for a rolled-back one; and the live feed reads
 * the outbox only when one is heard (a request that wrote no event costs the streams nothing). PGlite's own
 * adapter: on the PGlite leg only (scripts/test.mjs); PostgreSQL's notices travel by LISTEN (live-events).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/db.js';
import { subscribeLive } from '../src/db/live-feed.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';

const CHANNEL = 'live_events_public';
const emit = (id: string) => `SELECT live_emit('withdrawal', '${id}', 1, 'PENDING', ARRAY['status'], NULL)`;

let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

describe('PGlite local notices', () => {
  it('hears a committed event once, at its commit, and nothing for a rollback or a write without one', async () => {
    const local = db.localNotices;
    if (!local) throw new Error('PGlite offers no local notices');
    let heard = 0;
    const stop = await local.listen(CHANNEL, () => {
      heard += 1;
    });
    let insideTransaction = -1;
    await db.transaction(async (tx) => {
      await tx.query(emit('1'));
      await tx.query(emit('2'));
      insideTransaction = heard;
    });
    expect(insideTransaction).toBe(0);
    expect(heard).toBe(1);

    await db.query(emit('3'));
    expect(heard).toBe(2);

    await expect(
      db.transaction(async (tx) => {
        await tx.query(emit('4'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toBe(2);

    await db.query('CREATE TABLE IF NOT EXISTS notices_probe (n int)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notices_probe VALUES (1)');
    });
    await db.query('INSERT INTO notices_probe VALUES (2)');
    expect(heard).toBe(2);

    await stop();
    await db.query(emit('5'));
    expect(heard).toBe(2);
  });

  it('reads the outbox for a stream after a change that wrote an event, and not after one that wrote none', async () => {
    let outboxReads = 0;
    const counted: Db = {
      ...db,
      localNotices: db.localNotices,
      query: async <Row>(sql: string, params?: readonly unknown[]) => {
        if (/FROM live_outbox\b/.test(sql)) outboxReads += 1;
        return db.query<Row>(sql, params);
      },
    };
    // The feed's safety tick (every 2 s) held still: every read counted here is a wake's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const received: number[] = [];
    const { unsubscribe } = await subscribeLive(counted, (event) => {
      for (const row of event.rows) received.push(row.id);
    });
    try {
      // The subscription's own catch-up read.
      await waitFor(() => outboxReads === 2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const before = outboxReads;
      for (let i = 0; i < 20; i++) await db.query('INSERT INTO notices_probe VALUES ($1)', [i]);
      await db.transaction((tx) => tx.query('INSERT INTO notices_probe VALUES (99)'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(outboxReads).toBe(before);

      await db.query(emit('6'));
      // Woken from the answer that committed it: the read has started before the statement's promise settles.
      expect(outboxReads).toBe(before + 1);
      await waitFor(() => received.length === 1);
    } finally {
      unsubscribe();
      vi.useRealTimers();
    }
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
