/**
 * The ledger's statements: a posting (the wallet's conditional update and its append-only entry in one
 * statement) and the invariant check (every balance equals the sum of its entries).
 */

import { refuse } from '../domain/errors.js';
import type { LedgerMismatch, LedgerPosting, PostedEntry } from '../domain/ledger.js';
import type { Db, Queryable } from './db.js';
import { paise } from './money.js';

/**
 * Moves money in one statement: a conditional update of the wallet (never below zero, no lost update
 * even without a row lock: the database evaluates `balance_paise + $1 >= 0` on the latest row version)
 * and, from its RETURNING, one append-only ledger entry carrying the balance after it. Call it inside
 * `db.transaction`. An overdraw is refused ('insufficient-balance'); a missing wallet too ('wallet-not-found').
 */
export async function postEntry(tx: Queryable, posting: LedgerPosting): Promise<PostedEntry> {
  const { userId, amountPaise } = posting;
  if (!Number.isSafeInteger(amountPaise) || amountPaise === 0) {
    throw new Error(`ledger amount must be a non-zero integer of paise, got ${amountPaise}`);
  }
  const inserted = await tx.query<{ entry_id: unknown; balance_after_paise: unknown }>(
    `WITH w AS (
       UPDATE wallets SET balance_paise = balance_paise + $1, balance_update_at = now()
       WHERE user_id = $2 AND balance_paise + $1 >= 0 RETURNING balance_paise)
     INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, created_by, ref_type, ref_id)
     SELECT $2, $3, $1, w.balance_paise, $4, $5, $6, $7 FROM w
     RETURNING entry_id, balance_after_paise`,
    [
      amountPaise,
      userId,
      posting.transType,
      posting.note ?? null,
      posting.createdBy ?? null,
      posting.refType ?? null,
      posting.refId ?? null,
    ],
  );
  const row = inserted[0];
  if (!row) {
    const exists = await tx.query('SELECT 1 FROM wallets WHERE user_id = $1', [userId]);
    if (!exists.length) throw refuse({ code: 'wallet-not-found' });
    throw refuse({ code: 'insufficient-balance' });
  }
  return { entryId: paise(row.entry_id), balanceAfterPaise: paise(row.balance_after_paise) };
}

/** Wallets whose balance differs from the sum of their entries; empty when the ledger holds. */
export async function checkLedgerInvariant(db: Queryable | Db): Promise<LedgerMismatch[]> {
  const rows = await db.query<{ user_id: number; balance_paise: unknown; entries_sum: unknown }>(
    `SELECT w.user_id, w.balance_paise, coalesce(s.total, 0) AS entries_sum
     FROM wallets w
     LEFT JOIN (SELECT user_id, sum(amount_paise) AS total FROM ledger_entries GROUP BY user_id) s USING (user_id)
     WHERE w.balance_paise <> coalesce(s.total, 0)
     ORDER BY w.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    balancePaise: paise(row.balance_paise),
    entriesSumPaise: paise(row.entries_sum),
  }));
}
