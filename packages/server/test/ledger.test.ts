import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../src/db/audit-log.js';
import { checkLedgerInvariant, postEntry } from '../src/db/ledger.js';
import { paise } from '../src/db/money.js';
import { INSUFFICIENT_BALANCE, toHttpError } from '../src/http/domain-refusals.js';
import { HttpError } from '../src/http/handler.js';
import { createPlayerWithBalance, createTestApp, onPostgres, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withoutStaff: true });
});
afterAll(async () => {
  await t?.close();
});

describe(`ledger on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('never overdraws under 200 concurrent debits, and the balance equals the sum of entries', async () => {
    const userId = await createPlayerWithBalance(t.db, 150_00);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        t.db.transaction((tx) =>
          postEntry(tx, { userId, amountPaise: -100, transType: 'BID', note: `bid ${i}` }),
        ),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(150);
    for (const r of refused) {
      expect(toHttpError(r.reason)).toBeInstanceOf(HttpError);
      expect(toHttpError(r.reason)).toMatchObject({ status: 409, message: INSUFFICIENT_BALANCE });
    }
    const [wallet] = await t.db.query<{ balance_paise: unknown }>(
      'SELECT balance_paise FROM wallets WHERE user_id = $1',
      [userId],
    );
    expect(paise(wallet?.balance_paise)).toBe(0);
    const [low] = await t.db.query<{ min: unknown }>(
      'SELECT min(balance_after_paise) AS min FROM ledger_entries WHERE user_id = $1',
      [userId],
    );
    expect(paise(low?.min)).toBe(0);
    const afters = ok
      .map((o) => (o.status === 'fulfilled' ? o.value.balanceAfterPaise : -1))
      .sort((a, b) => a - b);
    expect(afters).toEqual(Array.from({ length: 150 }, (_, i) => i * 100));
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it('keeps the invariant under concurrent mixed credits and debits', async () => {
    const userId = await createPlayerWithBalance(t.db, 10_00);
    const amounts = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? 700 : -450));
    await Promise.allSettled(
      amounts.map((amountPaise) =>
        t.db.transaction((tx) =>
          postEntry(tx, { userId, amountPaise, transType: amountPaise > 0 ? 'DEPOSIT' : 'BID' }),
        ),
      ),
    );
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it('rolls the wallet back when the rest of the transaction fails', async () => {
    const userId = await createPlayerWithBalance(t.db, 5_00);
    await expect(
      t.db.transaction(async (tx) => {
        await postEntry(tx, { userId, amountPaise: -300, transType: 'BID' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const [wallet] = await t.db.query<{ balance_paise: unknown }>(
      'SELECT balance_paise FROM wallets WHERE user_id = $1',
      [userId],
    );
    expect(paise(wallet?.balance_paise)).toBe(500);
  });

  it('answers 404 for a wallet that does not exist and refuses a zero amount', async () => {
    await expect(
      t.db
        .transaction((tx) => postEntry(tx, { userId: 999999, amountPaise: 100, transType: 'BONUS' }))
        .catch((error: unknown) => {
          throw toHttpError(error);
        }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const userId = await createPlayerWithBalance(t.db, 0);
    await expect(
      t.db.transaction((tx) => postEntry(tx, { userId, amountPaise: 0, transType: 'BONUS' })),
    ).rejects.toThrow(/non-zero integer/);
  });

  it('refuses an entry of a player who has no wallet: every entry belongs to a wallet', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    await t.db.query('DELETE FROM wallets WHERE user_id = $1', [userId]);
    await expect(
      t.db.query(
        `INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise)
         VALUES ($1, 'BONUS', 100, 100)`,
        [userId],
      ),
    ).rejects.toThrow(/ledger_entries_user_id_fkey/);
  });

  it('keeps entries append-only and reports a wallet that drifted from its entries', async () => {
    const userId = await createPlayerWithBalance(t.db, 1_00);
    await expect(
      t.db.query('UPDATE ledger_entries SET amount_paise = 1 WHERE user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);
    await t.db.query('UPDATE wallets SET balance_paise = balance_paise + 1 WHERE user_id = $1', [userId]);
    expect(await checkLedgerInvariant(t.db)).toEqual([{ userId, balancePaise: 101, entriesSumPaise: 100 }]);
    await t.db.query('UPDATE wallets SET balance_paise = balance_paise - 1 WHERE user_id = $1', [userId]);
  });

  it('writes audit rows with before and after as JSON', async () => {
    await t.db.transaction((tx) =>
      writeAudit(tx, {
        employeeId: null,
        action: 'wallet.adjust',
        entity: 'wallet',
        entityId: 7,
        reason: 'test',
        before: { balance: 1 },
        after: [1, 2],
      }),
    );
    const [row] = await t.db.query<{ entity_id: string; before: unknown; after: unknown }>(
      `SELECT entity_id, before, after FROM audit_log WHERE action = 'wallet.adjust'`,
    );
    expect(row).toEqual({ entity_id: '7', before: { balance: 1 }, after: [1, 2] });
  });
});
