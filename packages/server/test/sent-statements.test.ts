import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { transactionView } from '../src/db/transaction-view.js';
import { freshDatabase } from './support/app.js';

// Queryable.send: in a transaction on PostgreSQL a sent statement goes out without waiting for its answer,
// and the next statement (or the COMMIT) goes out behind it. Whatever the adapter, a sent statement runs
// in order before the next one, its error is the one thrown, and a transaction never commits past it.

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await db.exec('CREATE TABLE sent_probe (id int PRIMARY KEY, note text NOT NULL)');
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

const ids = async () =>
  (await db.query<{ id: number }>('SELECT id FROM sent_probe ORDER BY id')).map((row) => Number(row.id));

const failure = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected the transaction to fail');
    },
    (error: { code?: string; message?: string }) => error,
  );

describe('statements sent ahead in a transaction', () => {
  it('runs them in order before the next statement, which sees what they wrote', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [1, 'one']);
      await tx.send('UPDATE sent_probe SET note = $2 WHERE id = $1', [1, 'one, updated']);
      return tx.query<{ note: string }>('SELECT note FROM sent_probe WHERE id = 1');
    });
    expect(seen).toEqual([{ note: 'one, updated' }]);
    expect(await ids()).toEqual([1]);
  });

  it("throws the sent statement's own error from the next statement, and commits nothing", async () => {
    const error = await failure(
      db.transaction(async (tx) => {
        await tx.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [2, 'two']);
        await tx.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [2, 'two again']);
        return tx.query('SELECT 1');
      }),
    );
    expect(error.code).toBe('23505');
    expect(await ids()).toEqual([1]);
  });

  it('fails the commit when the last statement sent before it fails: nothing is committed', async () => {
    const error = await failure(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [3, 'three']);
        await tx.send('INSERT INTO sent_probe (id, note) VALUES ($1, NULL)', [4]);
      }),
    );
    expect(error.code).toBe('23502');
    expect(await ids()).toEqual([1]);
  });

  it('leaves the connection usable after a failed sent statement', async () => {
    for (let i = 0; i < 12; i++) await failure(db.transaction(async (tx) => tx.send('SELECT 1 / 0')));
    expect(await db.transaction(async (tx) => tx.query<{ n: number }>('SELECT 41 + 1 AS n'))).toEqual([
      { n: 42 },
    ]);
  });
});

describe('a nested transaction of a transaction view (its savepoint and release are sent)', () => {
  it('rolls back to its savepoint when its work throws before any statement, and the outer one commits', async () => {
    await db.transaction(async (tx) => {
      const view = transactionView(tx, db);
      await tx.query('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [5, 'five']);
      await expect(
        view.transaction(async () => {
          throw new Error('refused before writing');
        }),
      ).rejects.toThrow('refused before writing');
      await expect(
        view.transaction(async (inner) => {
          await inner.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [6, 'six']);
          throw new Error('refused after writing');
        }),
      ).rejects.toThrow('refused after writing');
      await view.transaction(async (inner) => {
        await inner.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [7, 'seven']);
      });
    });
    expect(await ids()).toEqual([1, 5, 7]);
  });

  it("throws a failed statement's error out of the nested transaction, and the outer one carries on", async () => {
    await db.transaction(async (tx) => {
      const view = transactionView(tx, db);
      const error = await failure(
        view.transaction(async (inner) => {
          await inner.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [1, 'a duplicate']);
          await inner.query('SELECT 1');
        }),
      );
      expect(error.code).toBe('23505');
      await tx.send('INSERT INTO sent_probe (id, note) VALUES ($1, $2)', [8, 'eight']);
    });
    expect(await ids()).toEqual([1, 5, 7, 8]);
  });
});
