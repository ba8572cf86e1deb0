import { CHAIN_LAYOUTS, type ChainName } from '@backoffice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchReader } from '../src/db/chain-batches.js';
import { chainHasher } from '../src/db/chain-hasher.js';
import { verifyStoredChain } from '../src/db/chain-rows.js';
import { createTestApp, onPostgres, type TestApp } from './support/app.js';

// A verification's fast read of a batch (chain-batches.ts): on PGlite the worker prints each row's canonical
// text from the columns' binary values itself, and must print it byte for byte as the database printed it
// when sealing; a value it does not print (an instant outside years 1-9999) sends the batch back to be read
// as the database prints it. On PostgreSQL the database prints every batch.

let t: TestApp;

const INSTANTS = [
  '2026-11-29 20:00:00+00',
  '2026-11-29 20:00:00.000001+00',
  '2026-11-29 23:59:59.999999+05:30',
  '1999-12-31 23:59:59.999999+00',
  '1970-01-01 00:00:00+00',
  '1969-12-31 23:59:59.5+00',
  '2000-02-29 12:00:00+00',
  '1900-02-28 23:59:59.999999+00',
  '1700-03-01 00:00:00+00',
  '2200-01-01 00:00:00.000001+00',
  '0999-06-15 12:34:56.5+00',
  '0001-01-01 00:00:00+00',
  '9999-12-31 23:59:59.999999+00',
];
/** Printed by the database only (to_char of a BC year; infinity prints no text). */
const NOT_PRINTED_HERE = ['0044-03-15 12:00:00+00 BC', 'infinity', '-infinity'];

const NOTES = [null, '', 'ü ₹ 🎲 "quoted" \\ back, slash', 'x'.repeat(300), 'line\nbreak\ttab'];
const AMOUNTS = ['-1', '100', '9007199254740993', '-9007199254740993', '-9223372036854775807'];

beforeAll(async () => {
  t = await createTestApp({ withoutStaff: true });
  // Written as a bulk load would be (constraints' triggers off), then sealed by the chains' own SQL.
  const rows: string[] = [];
  const at = [...INSTANTS, ...NOT_PRINTED_HERE];
  at.forEach((instant, i) => {
    const note = NOTES[i % NOTES.length];
    const amount = AMOUNTS[i % AMOUNTS.length];
    rows.push(
      `(${1 + i}, 'BONUS', ${amount}, ${i % 2 === 0 ? '4611686018427387904' : '0'}, ${note === null ? 'NULL' : `'${note?.replaceAll("'", "''")}'`},
        ${i % 3 === 0 ? 'NULL' : String(i)}, ${i % 2 === 0 ? "'bench'" : 'NULL'}, ${i % 2 === 0 ? 'NULL' : '9007199254740993'},
        '${instant}', ${i % 4 === 0 ? 'NULL' : String(-i)})`,
    );
  });
  await t.db.transaction((tx) =>
    tx.exec(`SET LOCAL session_replication_role = replica;
      INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, created_by, ref_type,
                                  ref_id, created_at, result_id)
      VALUES ${rows.join(',\n')};
      INSERT INTO audit_log (employee_id, action, entity, entity_id, reason, before, after, created_at) VALUES
        (NULL, 'edit', 'player', '42', NULL, '{"name": "Ünal ₹", "n": [1, 2.50, null, true]}', '{}', '2026-01-01 00:00:00.123+00'),
        (7, 'reason ''quoted''', 'market', '', 'why: 🎲', NULL, '"just text"', '2026-06-30 18:29:59.999999+00'),
        (8, 'note', 'x', 'y', '', '{"deep": {"a": {"b": [{}]}}, "esc": "tab\\tquote\\""}', '[]', '1999-01-01 00:00:00+00')`),
  );
  for (const chain of ['ledger', 'audit']) await t.db.query(`SELECT chain_seal_unlinked_${chain}()`);
});
afterAll(async () => {
  await t?.close();
});

/** Whether the fast read of link `position` alone checked out whole. */
async function checksOut(chain: ChainName, position: number): Promise<boolean> {
  const hasher = chainHasher();
  try {
    const read = batchReader(t.db, CHAIN_LAYOUTS[chain], hasher);
    const hashed = await (await read(position - 1, position))();
    return hashed?.allMatch === true;
  } finally {
    await hasher.close();
  }
}

describe(`a verification's fast read on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('prints every ledger row as the database printed it when sealing', async () => {
    for (let position = 1; position <= INSTANTS.length; position++) {
      expect(await checksOut('ledger', position), `ledger row at ${INSTANTS[position - 1]}`).toBe(true);
    }
  });

  it('prints every audit row, jsonb and text as stored', async () => {
    for (let position = 1; position <= 3; position++) expect(await checksOut('audit', position)).toBe(true);
  });

  it('leaves a BC year or an infinite instant to the database, and the chain still verifies whole', async () => {
    for (let i = 0; i < NOT_PRINTED_HERE.length; i++) {
      const position = INSTANTS.length + i + 1;
      // PostgreSQL prints every batch itself; on PGlite the worker declines and the batch is read as texts.
      expect(await checksOut('ledger', position), NOT_PRINTED_HERE[i]).toBe(onPostgres);
    }
    const ledger = await verifyStoredChain(t.db, 'ledger');
    expect(ledger).toMatchObject({ ok: true, length: INSTANTS.length + NOT_PRINTED_HERE.length });
    expect(await verifyStoredChain(t.db, 'audit')).toMatchObject({ ok: true, length: 3 });
  });

  it('finds a note changed by one byte in the fast read, and names it', async () => {
    await t.db.query('ALTER TABLE ledger_entries DISABLE TRIGGER USER');
    await t.db.query(
      "UPDATE ledger_entries SET note = 'ü ₹ 🎲 \"quoted\" \\ back, slasH' WHERE note LIKE 'ü%'",
    );
    await t.db.query('ALTER TABLE ledger_entries ENABLE TRIGGER USER');
    const [changed] = await t.db.query<{ position: unknown }>(
      `SELECT l.position FROM chain_links l JOIN ledger_entries e ON e.entry_id = l.row_id
        WHERE l.chain = 'ledger' AND e.note LIKE 'ü%'`,
    );
    const position = Number(changed?.position);
    expect(await checksOut('ledger', position)).toBe(false);
    const ledger = await verifyStoredChain(t.db, 'ledger');
    expect(ledger.ok).toBe(false);
    expect(ledger.problem).toMatchObject({ kind: 'changed-row', position, columns: ['note'] });
  });
});
