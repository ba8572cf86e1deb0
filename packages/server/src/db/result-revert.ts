/**
 * Reverting a declared result: WIN_REVERSAL entries through the ledger (db/ledger-bulk.ts), the bids
 * back to PENDING and the kept totals adjusted, all in one transaction holding the result row's lock.
 *
 * Reverting when a winner already spent the money: wallets never go below zero, so a revert whose
 * WIN_REVERSAL a wallet cannot cover is refused as a whole ('winnings-spent', naming the players and amounts) and
 * nothing changes. Staff first recover or adjust the money (wallet.adjust), then revert.
 */

import { refuse } from '../domain/errors.js';
import { writeAudit } from './audit-log.js';
import { countDigitTotals } from './bid-digit-totals.js';
import type { Db, Queryable } from './db.js';
import { postBulkEntries } from './ledger-bulk.js';
import { lockResult, resultLabel, type StoredResult } from './result-settlement.js';
import { int } from './values.js';

/**
 * Whether the Close of an Open's market and date is declared (a plain read: see declaredOpen in
 * result-settlement.ts for the lock order).
 */
async function closeDeclared(q: Queryable, open: StoredResult): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM results
      WHERE provider_id = $1 AND game_date = $2 AND session = 'Close' AND status = 'DECLARED'`,
    [open.provider_id, open.game_date],
  );
  return rows.length > 0;
}

async function playerNames(q: Queryable, userIds: number[]): Promise<Map<number, string>> {
  const rows = await q.query<{ user_id: number; full_name: string }>(
    'SELECT user_id, full_name FROM players WHERE user_id = ANY($1::int[])',
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.full_name]));
}

export interface RevertInput {
  resultId: number;
  employeeId: number | null;
  reason: string;
  /** Test hook: runs after the WIN_REVERSAL entries are written, before the transaction commits. */
  afterReversals?: () => Promise<void>;
}

export interface RevertOutcome {
  bids: number;
  amountPaise: number;
}

/**
 * Reverts a DECLARED result: WIN_REVERSAL entries take every win of it back, the bids it settled
 * return to PENDING and the result becomes REVERTED. The bids a Close settled include its jodi and
 * sangam bids; an Open settled only Open bids, so reverting it leaves jodi and sangams as they are.
 * A market Open is reverted only while its Close is not declared (refused otherwise): the Close settled
 * jodi and sangams on this Open's digits, so the Close is reverted first, the mirror of declaring the
 * Open first. With declaredOpen's FOR SHARE this also holds against a concurrent Close declare.
 */
export function revertResult(db: Db, input: RevertInput): Promise<RevertOutcome> {
  return db.transaction(async (tx) => {
    const result = await lockResult(tx, input.resultId);
    if (result.status !== 'DECLARED') throw refuse({ code: 'revert-needs-declared' });
    if (result.provider_type === 1 && result.session === 'Open' && (await closeDeclared(tx, result))) {
      throw refuse({ code: 'close-still-declared' });
    }
    const posted = await postBulkEntries(tx, {
      transType: 'WIN_REVERSAL',
      source: `SELECT b.user_id, -b.win_amount_paise AS amount_paise, $2 || b.bid_type || ' ' || b.digit AS note, b.bid_id AS ref_id
                 FROM bids b WHERE b.provider_id = $3 AND b.game_date = $4 AND b.result_id = $1 AND b.bid_status = 'WON'
                AND b.win_amount_paise > 0`,
      params: [
        result.result_id,
        `Win reversed ${resultLabel(result)}: `,
        result.provider_id,
        result.game_date,
      ],
      refType: 'bid',
      createdBy: input.employeeId,
      resultId: result.result_id,
    });
    if (!posted.ok) {
      const names = await playerNames(
        tx,
        posted.short.map((s) => s.userId),
      );
      throw refuse({
        code: 'winnings-spent',
        action: 'revert this result',
        short: posted.short.map((s) => ({ ...s, name: names.get(s.userId) })),
      });
    }
    await input.afterReversals?.();
    // The wins leave the kept totals (bid_digit_totals, db/counters.ts) before the bids are reset.
    await tx.query(
      countDigitTotals(
        "bids WHERE provider_id = $2 AND game_date = $3 AND result_id = $1 AND bid_status = 'WON'",
        '0',
        '-sum(win_amount_paise)',
      ),
      [result.result_id, result.provider_id, result.game_date],
    );
    const [reset] = await tx.query<{ n: unknown }>(
      `WITH upd AS (
         UPDATE bids SET bid_status = 'PENDING', win_amount_paise = 0, result_id = NULL, settled_at = NULL
          WHERE provider_id = $2 AND game_date = $3 AND result_id = $1 AND bid_status IN ('WON', 'LOST') RETURNING 1)
       SELECT count(*) AS n FROM upd`,
      [result.result_id, result.provider_id, result.game_date],
    );
    await tx.query(
      `UPDATE results SET status = 'REVERTED', reverted_at = now(), reverted_by = $2 WHERE result_id = $1`,
      [result.result_id, input.employeeId],
    );
    const outcome = { bids: int(reset?.n), amountPaise: -posted.totalPaise };
    await writeAudit(tx, {
      employeeId: input.employeeId,
      action: 'results.revert',
      entity: 'result',
      entityId: result.result_id,
      reason: input.reason,
      before: { status: 'DECLARED', digit: result.digit },
      after: { status: 'REVERTED', bids_reopened: outcome.bids, reversed_paise: outcome.amountPaise },
    });
    return outcome;
  });
}
