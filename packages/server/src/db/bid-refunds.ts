/**
 * Reverting bids: PENDING bids become REFUNDED and their stakes go back to the wallets through the
 * ledger (BID_REFUND, ref_type 'bid', once per bid: only PENDING bids are picked, under row locks).
 */
import { writeAudit } from './audit-log.js';
import { countDigitTotals, TOTALS_KEY } from './bid-digit-totals.js';
import type { Queryable } from './db.js';
import { postBulkEntries } from './ledger-bulk.js';

export interface RefundInput {
  bidIds: number[];
  employeeId: number | null;
  reason: string;
  /** Audit action and entity, e.g. ('bids.revertProvider', 'provider', 12). */
  action: string;
  entity: string;
  entityId: string | number;
}

export interface RefundOutcome {
  refundedBids: number;
  refundedPaise: number;
}

/** Locks the PENDING bids among `where` (over bids `b`) and returns their ids. */
export async function lockPendingBids(
  tx: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<number[]> {
  const rows = await tx.query<{ bid_id: unknown }>(
    `SELECT b.bid_id FROM bids b WHERE ${where} AND b.bid_status = 'PENDING' ORDER BY b.bid_id FOR UPDATE`,
    params,
  );
  return rows.map((r) => Number(r.bid_id));
}

/** Locks the given bids (whatever their status), in id order, for a revert to check them. */
export function lockBidsById(
  tx: Queryable,
  bidIds: readonly number[],
): Promise<{ bid_id: unknown; bid_status: string; provider_type: number }[]> {
  return tx.query<{ bid_id: unknown; bid_status: string; provider_type: number }>(
    'SELECT bid_id, bid_status, provider_type FROM bids WHERE bid_id = ANY($1::bigint[]) ORDER BY bid_id FOR UPDATE',
    [bidIds],
  );
}

/** Refunds the given bids, which the caller has locked and found PENDING, inside its transaction. */
export async function refundBids(tx: Queryable, input: RefundInput): Promise<RefundOutcome> {
  if (input.bidIds.length === 0) return { refundedBids: 0, refundedPaise: 0 };
  const posted = await postBulkEntries(tx, {
    transType: 'BID_REFUND',
    source: `SELECT b.user_id, b.amount_paise, $2 || b.bid_type || ' ' || b.digit AS note, b.bid_id AS ref_id
               FROM bids b WHERE b.bid_id = ANY($1::bigint[]) AND b.bid_status = 'PENDING'`,
    params: [input.bidIds, `Bid refunded (${input.reason.slice(0, 100)}): `],
    refType: 'bid',
    createdBy: input.employeeId,
  });
  if (!posted.ok) throw new Error('a refund cannot overdraw');
  // A refunded bid leaves the declare desk's totals (bid_digit_totals): no UPDATE trigger keeps them
  // (migration 061), so the refund takes its bids out in the same statement, slots in key order.
  await tx.query(
    `WITH refunded AS (
       UPDATE bids SET bid_status = 'REFUNDED', settled_at = now()
        WHERE bid_id = ANY($1::bigint[]) AND bid_status = 'PENDING'
       RETURNING ${TOTALS_KEY})
     ${countDigitTotals('refunded', '-count(*)', '0', '-sum(amount_paise)')}`,
    [input.bidIds],
  );
  const outcome = { refundedBids: posted.entries, refundedPaise: posted.totalPaise };
  await writeAudit(tx, {
    employeeId: input.employeeId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    reason: input.reason,
    before: { bid_status: 'PENDING', bid_ids: input.bidIds.slice(0, 500) },
    after: {
      bid_status: 'REFUNDED',
      refunded_bids: outcome.refundedBids,
      refunded_paise: outcome.refundedPaise,
    },
  });
  return outcome;
}
