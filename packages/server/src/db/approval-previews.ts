/**
 * What a guarded call would do, read now: the preview a maker's request stores and an approval re-reads
 * (any difference makes the request stale). Amounts in paise; routes/approval-guards.ts shapes them.
 */
import type { ProviderType } from '../domain/bid-types.js';
import { addSessionScope } from './bid-rows.js';
import type { Queryable } from './db.js';
import { paise } from './money.js';
import { Conditions } from './page-query.js';
import { planFor, previewSettlement, type StoredResult } from './result-settlement.js';
import { int, list } from './values.js';

export async function walletNow(q: Queryable, userId: number) {
  const [r] = await q.query<{ full_name: string; balance_paise: unknown }>(
    `SELECT p.full_name, w.balance_paise FROM wallets w JOIN players p ON p.user_id = w.user_id
      WHERE w.user_id = $1`,
    [userId],
  );
  return r && { fullName: r.full_name, balancePaise: paise(r.balance_paise) };
}

/** A result as stored (no lock: a preview only reads). */
export async function resultNow(q: Queryable, resultId: number): Promise<StoredResult | undefined> {
  const [row] = await q.query<StoredResult>(
    `SELECT r.result_id, r.provider_id, r.provider_type, p.provider_name, r.game_date,
            r.session, r.panna, r.ank, r.digit, r.status
       FROM results r JOIN providers p ON p.provider_id = r.provider_id WHERE r.result_id = $1`,
    [resultId],
  );
  return row && { ...row, provider_type: Number(row.provider_type) as ProviderType };
}

/** What declaring a SAVED result would settle now (a Close without its Open: its own session's bids). */
export async function declarePreview(q: Queryable, result: StoredResult) {
  const preview = await previewSettlement(q, await planFor(q, result, true));
  return {
    winners: preview.winners,
    totalPayoutPaise: preview.totalPayoutPaise,
    totalBidPaise: preview.totalBidPaise,
    byBidType: preview.byBidType,
  };
}

/** What reverting a DECLARED result would undo now: its settled bids and the wins taken back. */
export async function revertPreview(q: Queryable, resultId: number) {
  const [r] = await q.query<{ bids: unknown; winners: unknown; win: unknown; players: unknown }>(
    `SELECT count(*) AS bids, count(*) FILTER (WHERE bid_status = 'WON') AS winners,
            coalesce(sum(win_amount_paise) FILTER (WHERE bid_status = 'WON'), 0) AS win,
            count(DISTINCT user_id) FILTER (WHERE bid_status = 'WON') AS players
       FROM bids WHERE result_id = $1 AND bid_status IN ('WON', 'LOST')`,
    [resultId],
  );
  return {
    bids: int(r?.bids),
    winners: int(r?.winners),
    players: int(r?.players),
    winPaise: paise(r?.win),
  };
}

export interface RefundPreview {
  bids: number;
  players: number;
  stakePaise: number;
  notPending: number;
}

async function refundTotals(q: Queryable, c: Conditions): Promise<RefundPreview> {
  const [r] = await q.query<{ n: unknown; players: unknown; stake: unknown; other: unknown }>(
    `SELECT count(*) FILTER (WHERE b.bid_status = 'PENDING') AS n,
            count(DISTINCT b.user_id) FILTER (WHERE b.bid_status = 'PENDING') AS players,
            coalesce(sum(b.amount_paise) FILTER (WHERE b.bid_status = 'PENDING'), 0) AS stake,
            count(*) FILTER (WHERE b.bid_status <> 'PENDING') AS other
       FROM bids b WHERE ${c.where}`,
    c.params,
  );
  return {
    bids: int(r?.n),
    players: int(r?.players),
    stakePaise: paise(r?.stake),
    notPending: int(r?.other),
  };
}

export function selectedRefundPreview(q: Queryable, bidIds: readonly number[]) {
  return refundTotals(q, new Conditions().add('b.bid_id = ANY(?::bigint[])', [...bidIds]));
}

export function providerRefundPreview(
  q: Queryable,
  slot: { providerId: number; providerType: number; gameDate: string; session: string | null },
) {
  const c = new Conditions()
    .add('b.provider_type = ?', slot.providerType)
    .add('b.provider_id = ?', slot.providerId)
    .add('b.game_date = ?', slot.gameDate)
    .add("b.bid_status = 'PENDING'");
  addSessionScope(c, slot.session);
  return refundTotals(q, c);
}

export async function fundRequestsNow(q: Queryable, ids: readonly number[]) {
  const rows = await q.query<{
    request_id: unknown;
    user_id: number;
    amount_paise: unknown;
    tran_status: string;
    version: unknown;
  }>(
    `SELECT request_id, user_id, amount_paise, tran_status, version FROM fund_requests
      WHERE request_id = ANY($1::bigint[]) ORDER BY request_id`,
    [[...ids]],
  );
  return rows.map((r) => ({
    requestId: int(r.request_id),
    userId: int(r.user_id),
    amountPaise: paise(r.amount_paise),
    status: r.tran_status,
    version: int(r.version),
  }));
}

export async function employeeNow(q: Queryable, employeeId: number) {
  const [r] = await q.query<{ username: string; full_name: string; is_admin: boolean; permission: unknown }>(
    'SELECT username, full_name, is_admin, permission FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  return r && { ...r, permission: list<string>(r.permission) };
}
