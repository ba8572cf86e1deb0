import { CHAIN_LAYOUTS } from '@backoffice/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAudit } from '../src/db/audit-log.js';
import { sealQueued, verifyStoredChain } from '../src/db/chain-rows.js';
import type { Queryable } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import {
  createPlayerWithBalance,
  createTestApp,
  onPostgres,
  rolledBackEntryId,
  type TestApp,
} from './support/app.js';

let t: TestApp;
let entryIds: number[];
/** The id of a posting rolled back between the third and the fourth bid: no row has it. */
let unusedId: number;

/** Runs statements as someone with database rights would: the append-only triggers switched off. */
async function tamper(db: Queryable, table: string, ...statements: string[]): Promise<void> {
  await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  for (const sql of statements) await db.query(sql);
  await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}

async function positionOf(chain: string, rowId: number): Promise<number> {
  const [row] = await t.db.query<{ position: unknown }>(
    'SELECT position FROM chain_links WHERE chain = $1 AND row_id = $2',
    [chain, rowId],
  );
  return Number(row?.position);
}

beforeEach(async () => {
  t = await createTestApp({ withoutStaff: true });
  const userId = await createPlayerWithBalance(t.db, 1_000_00);
  for (let i = 1; i <= 6; i++) {
    if (i === 4) {
      unusedId = await rolledBackEntryId(t.db, userId);
    }
    await t.db.transaction(async (tx) => {
      await postEntry(tx, { userId, amountPaise: -i * 100, transType: 'BID', note: `bid ${i}` });
      await writeAudit(tx, { employeeId: null, action: 'test', entity: 'bid', entityId: i, reason: `r${i}` });
    });
  }
  const rows = await t.db.query<{ entry_id: unknown }>(
    'SELECT entry_id FROM ledger_entries ORDER BY entry_id',
  );
  entryIds = rows.map((r) => Number(r.entry_id));
  // A sealer's pass later (the app's runs every CHAIN_SEAL_INTERVAL_MS): every row has its link.
  await sealQueued(t.db);
});
afterEach(async () => {
  await t?.close();
});

describe(`the hash chains on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: tampering by SQL with triggers off`, () => {
  it('seals every committed row and verifies both chains whole', async () => {
    const ledger = await verifyStoredChain(t.db, 'ledger');
    expect(ledger).toMatchObject({ ok: true, length: 7, verifiedTo: 7, problem: null });
    expect(ledger.head).toMatch(/^[0-9a-f]{64}$/);
    const audit = await verifyStoredChain(t.db, 'audit');
    expect(audit).toMatchObject({ ok: true, length: 6, verifiedTo: 6 });
  });

  it('covers every column of each sealed table (a new column needs a new encoding version)', async () => {
    for (const layout of Object.values(CHAIN_LAYOUTS)) {
      const rows = await t.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [layout.table],
      );
      expect(rows.map((r) => r.column_name).sort()).toEqual(layout.columns.map((c) => c.name).sort());
    }
  });

  it('names a changed amount and its column', async () => {
    const id = entryIds[3];
    await tamper(
      t.db,
      'ledger_entries',
      `UPDATE ledger_entries SET amount_paise = amount_paise - 1 WHERE entry_id = ${id}`,
    );
    const verdict = await verifyStoredChain(t.db, 'ledger');
    const position = await positionOf('ledger', Number(id));
    expect(verdict.ok).toBe(false);
    expect(verdict.problem).toEqual({
      kind: 'changed-row',
      position,
      rowId: String(id),
      columns: ['amount_paise'],
    });
    expect(verdict.verifiedTo).toBe(position - 1);
  });

  it('names a deleted middle row', async () => {
    const id = entryIds[2];
    await tamper(t.db, 'ledger_entries', `DELETE FROM ledger_entries WHERE entry_id = ${id}`);
    const verdict = await verifyStoredChain(t.db, 'ledger');
    expect(verdict.problem).toEqual({ kind: 'missing-row', position: 3, rowId: String(id) });
  });

  it('names the first of the deleted newest rows', async () => {
    await tamper(t.db, 'ledger_entries', `DELETE FROM ledger_entries WHERE entry_id >= ${entryIds[5]}`);
    const verdict = await verifyStoredChain(t.db, 'ledger');
    expect(verdict.problem).toEqual({ kind: 'missing-row', position: 6, rowId: String(entryIds[5]) });
  });

  it('names an inserted row', async () => {
    const [user] = await t.db.query<{ user_id: number }>('SELECT user_id FROM wallets LIMIT 1');
    await tamper(
      t.db,
      'ledger_entries',
      `INSERT INTO ledger_entries (entry_id, user_id, trans_type, amount_paise, balance_after_paise)
       VALUES (${unusedId}, ${user?.user_id}, 'BONUS', 500000, 500000)`,
    );
    const verdict = await verifyStoredChain(t.db, 'ledger');
    // Between the third bid (position 4) and the fourth, where its id sorts.
    expect(verdict.problem).toEqual({ kind: 'inserted-row', position: 5, rowId: String(unusedId) });
    expect(verdict.verifiedTo).toBe(4);
  });

  it(`${onPostgres ? 'names a row appended without its note' : 'seals a row appended after the head, as any committed row'}`, async () => {
    const [user] = await t.db.query<{ user_id: number }>('SELECT user_id FROM wallets LIMIT 1');
    await tamper(
      t.db,
      'ledger_entries',
      `INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise)
       VALUES (${user?.user_id}, 'BONUS', 500000, 500000)`,
    );
    const [added] = await t.db.query<{ id: unknown }>('SELECT max(entry_id) AS id FROM ledger_entries');
    const verdict = await verifyStoredChain(t.db, 'ledger');
    if (onPostgres) {
      // Transactions run side by side: a row is sealed only when its writing statement noted it.
      expect(verdict.problem).toEqual({ kind: 'inserted-row', position: 8, rowId: String(added?.id) });
      expect(verdict.verifiedTo).toBe(7);
    } else {
      // One transaction at a time: every row after the head awaits its link, noted or not (db/chain-sql.ts;
      // nothing tells a row appended after the last checkpoint from a write, as a forged note would not).
      expect(verdict).toMatchObject({ ok: true, length: 8, verifiedTo: 8 });
      expect(await positionOf('ledger', Number(added?.id))).toBe(8);
    }
  });

  it('names a swapped pair of rows', async () => {
    const [a, b] = [entryIds[2], entryIds[4]];
    await tamper(
      t.db,
      'ledger_entries',
      `UPDATE ledger_entries SET entry_id = -1 WHERE entry_id = ${a}`,
      `UPDATE ledger_entries SET entry_id = ${a} WHERE entry_id = ${b}`,
      `UPDATE ledger_entries SET entry_id = ${b} WHERE entry_id = -1`,
    );
    const verdict = await verifyStoredChain(t.db, 'ledger');
    expect(verdict.problem).toEqual({ kind: 'reordered', position: 3, rowId: String(a), otherPosition: 5 });
  });

  it('names a changed reason in the audit trail', async () => {
    const [row] = await t.db.query<{ audit_id: unknown }>(
      "SELECT audit_id FROM audit_log WHERE reason = 'r2'",
    );
    await tamper(
      t.db,
      'audit_log',
      `UPDATE audit_log SET reason = 'nothing to see' WHERE audit_id = ${row?.audit_id}`,
    );
    const verdict = await verifyStoredChain(t.db, 'audit');
    expect(verdict.problem).toEqual({
      kind: 'changed-row',
      position: 2,
      rowId: String(row?.audit_id),
      columns: ['reason'],
    });
  });

  it('names a rewritten link hash', async () => {
    await tamper(
      t.db,
      'chain_links',
      `UPDATE chain_links SET hash = sha256(hash) WHERE chain = 'ledger' AND position = 4`,
    );
    const verdict = await verifyStoredChain(t.db, 'ledger');
    expect(verdict.problem).toEqual({ kind: 'broken-link', position: 4, rowId: String(entryIds[3]) });
  });
});

describe('a chain read in batches, hashed on a worker thread beside the reads', () => {
  // Seven links read two at a time: every batch after the first goes on from the stored hash before it.
  const inBatchesOfTwo = (chain: 'ledger' | 'audit') => verifyStoredChain(t.db, chain, [], 2);

  it('verifies across the batches, to the same head as one batch', async () => {
    const whole = await verifyStoredChain(t.db, 'ledger');
    const batched = await inBatchesOfTwo('ledger');
    expect(batched).toMatchObject({ ok: true, length: 7, verifiedTo: 7 });
    expect(batched.head).toBe(whole.head);
  });

  it('names a changed amount at the start of a later batch, and goes on from the stored hash', async () => {
    // Position 5 opens the third batch; the link after it must still verify (its check starts from the
    // stored hash of 5, as the one-batch read does).
    const id = entryIds[4];
    await tamper(t.db, 'ledger_entries', `UPDATE ledger_entries SET note = 'moved' WHERE entry_id = ${id}`);
    const position = await positionOf('ledger', Number(id));
    expect(position).toBe(5);
    const verdict = await inBatchesOfTwo('ledger');
    expect(verdict.problem).toEqual({ kind: 'changed-row', position, rowId: String(id), columns: ['note'] });
    expect(verdict.verifiedTo).toBe(4);
  });

  it('names a deleted row at the end of a batch and a rewritten link after it', async () => {
    await tamper(t.db, 'ledger_entries', `DELETE FROM ledger_entries WHERE entry_id = ${entryIds[3]}`);
    expect(await inBatchesOfTwo('ledger')).toMatchObject({
      problem: { kind: 'missing-row', position: 4, rowId: String(entryIds[3]) },
    });
    await tamper(
      t.db,
      'chain_links',
      `UPDATE chain_links SET hash = sha256(hash) WHERE chain = 'ledger' AND position = 2`,
    );
    expect((await inBatchesOfTwo('ledger')).problem).toEqual({
      kind: 'broken-link',
      position: 2,
      rowId: String(entryIds[1]),
    });
  });
});
