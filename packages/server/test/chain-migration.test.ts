/**
 * A database from before the chains: its ledger and audit rows are sealed, in id order, by the migrate
 * that installs the chains; afterwards only new rows are sealed (a row slipped in later stays unlinked).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../src/db/audit-log.js';
import { verifyStoredChain } from '../src/db/chain-rows.js';
import { installChains } from '../src/db/chain-sql.js';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { createPlayerWithBalance, freshDatabase, onPostgres, rolledBackEntryId } from './support/app.js';

const migrations = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
let db: Db;
let drop: () => Promise<void>;
let before: string;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  before = mkdtempSync(join(tmpdir(), 'before-chains-'));
  for (const name of readdirSync(migrations).filter((n) => n < '130'))
    cpSync(join(migrations, name), join(before, name));
});
afterAll(async () => {
  await db?.close();
  await drop?.();
  rmSync(before, { recursive: true, force: true });
});

describe(`installing the chains on a database with rows (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('seals the rows already there in id order, then every new row (queued at its commit, sealed by the next pass)', async () => {
    await migrate(db, before);
    const userId = await createPlayerWithBalance(db, 500_00);
    for (let i = 1; i <= 3; i++) {
      await db.transaction(async (tx) => {
        await postEntry(tx, { userId, amountPaise: -i, transType: 'BID' });
        await writeAudit(tx, { employeeId: null, action: 'old', entity: 'bid', entityId: i });
      });
    }
    await migrate(db);
    const [rows] = await db.query<{ ledger: number; audit: number; links: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_entries) AS ledger, (SELECT count(*)::int FROM audit_log) AS audit,
              (SELECT count(*)::int FROM chain_links) AS links`,
    );
    expect(rows).toEqual({ ledger: 4, audit: 3, links: 7 });
    expect(await verifyStoredChain(db, 'ledger')).toMatchObject({ ok: true, length: 4 });
    // A posting rolled back leaves its id unused: the gap a row slipped in later takes.
    const gap = await rolledBackEntryId(db, userId);
    await db.transaction((tx) => postEntry(tx, { userId, amountPaise: 100, transType: 'BONUS' }));
    expect(await verifyStoredChain(db, 'ledger')).toMatchObject({ ok: true, length: 5 });
    // A later start does not seal a row that arrived around the triggers.
    await db.query('ALTER TABLE ledger_entries DISABLE TRIGGER USER');
    await db.query(
      `INSERT INTO ledger_entries (entry_id, user_id, trans_type, amount_paise, balance_after_paise)
       VALUES (${gap}, ${userId}, 'BONUS', 1, 1)`,
    );
    await db.query('ALTER TABLE ledger_entries ENABLE TRIGGER USER');
    await migrate(db);
    expect((await verifyStoredChain(db, 'ledger')).problem).toEqual({
      kind: 'inserted-row',
      position: 5,
      rowId: String(gap),
    });
  });

  it('loses no row when the database moves between sealing by notes and sealing the tail (PostgreSQL, PGlite)', async () => {
    const fresh = await freshDatabase('migrated');
    const on = fresh.db;
    try {
      const userId = await createPlayerWithBalance(on, 500_00);
      const awaiting = async () => {
        const [row] = await on.query<{ n: number }>('SELECT count(*)::int AS n FROM chain_awaiting_ledger()');
        return row?.n;
      };
      const [other, own] = on.oneAtATime ? (['notes', 'tail'] as const) : (['tail', 'notes'] as const);
      await on.transaction((tx) => postEntry(tx, { userId, amountPaise: -1, transType: 'BID' }));
      expect(await awaiting()).toBeGreaterThan(0);
      // The installed functions seal what awaits their way, then the other way's are installed.
      expect(await on.transaction((tx) => installChains(tx, other))).toBe(true);
      expect(await awaiting()).toBe(0);
      await on.transaction((tx) => postEntry(tx, { userId, amountPaise: -2, transType: 'BID' }));
      expect(await awaiting()).toBe(1);
      expect(await on.transaction((tx) => installChains(tx, own))).toBe(true);
      expect(await awaiting()).toBe(0);
      const [rows] = await on.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
      expect(await verifyStoredChain(on, 'ledger')).toMatchObject({ ok: true, length: rows?.n });
    } finally {
      await on.close();
      await fresh.drop();
    }
  });
});
