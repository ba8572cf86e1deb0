/**
 * Bid totals for reports, straight from the bids (never stored figures): stake of every bid not
 * refunded, and wins as settled. In paise; the ledger holds the same money (BID, BID_REFUND, WIN and
 * WIN_REVERSAL entries keyed by bid), which the report tests cross-check.
 */
export const TOTAL_BID = "coalesce(sum(b.amount_paise) FILTER (WHERE b.bid_status <> 'REFUNDED'), 0)";
export const TOTAL_WIN = 'coalesce(sum(b.win_amount_paise), 0)';
export const BID_COUNT = "count(*) FILTER (WHERE b.bid_status <> 'REFUNDED')";
