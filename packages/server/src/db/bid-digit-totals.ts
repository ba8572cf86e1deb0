/**
 * bid_digit_totals (declared in counters.ts): bids not refunded and their wins, per provider, day, session,
 * bid type, digit, stake and rate snapshot. Triggers count inserts and deletes; the statements that move
 * bids without changing their key (a refund, a declare, a result revert) adjust it themselves, in the same
 * transaction, through `countDigitTotals`.
 */
import { BID_DIGIT_TOTALS } from './counters.js';

/** A bid's key in bid_digit_totals, in count_bid_digits' argument order. */
export const TOTALS_KEY = BID_DIGIT_TOTALS.key.map((k) => k.name).join(', ');

/** The key's columns of the bids aliased `alias`. */
export const totalsKeyOf = (alias: string) =>
  TOTALS_KEY.split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');

/**
 * A SELECT that adds, per key of the rows of `source` (a FROM item with the key's columns, and its WHERE),
 * `bids` bids and `wins` paise of wins (aggregates over the key's rows, bigint), slots in key order so
 * concurrent writers lock them in the same order. It yields one row per key touched.
 */
export function countDigitTotals(source: string, bids: string, wins: string): string {
  return `SELECT count_bid_digits(${TOTALS_KEY}, d, w)
    FROM (SELECT ${TOTALS_KEY}, (${bids})::bigint AS d, (${wins})::bigint AS w
            FROM ${source} GROUP BY ${TOTALS_KEY} ORDER BY ${TOTALS_KEY}) moved`;
}
