/**
 * bid_digit_totals (declared in counters.ts): bids not refunded and their wins, per provider, day, session,
 * bid type, digit, stake and rate snapshot; bid_list_totals: the same per day, family, provider, session
 * and bid type, with the stake summed. Triggers count inserts and deletes; the statements that move bids
 * without changing their key (a refund, a declare, a result revert) adjust both themselves, in the same
 * transaction, through `countDigitTotals`.
 */
import { BID_DIGIT_TOTALS, BID_LIST_TOTALS } from './counters.js';

/** A bid's key in bid_digit_totals, in count_bid_digits' argument order. */
export const TOTALS_KEY = BID_DIGIT_TOTALS.key.map((k) => k.name).join(', ');

/** A bid's key in bid_list_totals, in count_bid_list's argument order (a part of TOTALS_KEY). */
const LIST_KEY = BID_LIST_TOTALS.key.map((k) => k.name).join(', ');

/** The key's columns of the bids aliased `alias`. */
export const totalsKeyOf = (alias: string) =>
  TOTALS_KEY.split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');

/**
 * A SELECT that adds, per key of the rows of `source` (a FROM item with the key's columns, and its WHERE),
 * `bids` bids, `stake` paise of stake and `wins` paise of wins (aggregates over the key's rows, bigint)
 * to bid_digit_totals (whose key holds the stake: `stake` is not needed there), then to bid_list_totals,
 * slots in key order so concurrent writers lock them in the same order (the tables in the order of their
 * insert triggers, too). It yields one row per slot touched.
 */
export function countDigitTotals(source: string, bids: string, wins: string, stake = '0'): string {
  return `SELECT 1 FROM (SELECT count_bid_digits(${TOTALS_KEY}, d, w)
      FROM (SELECT ${TOTALS_KEY}, (${bids})::bigint AS d, (${wins})::bigint AS w
              FROM ${source} GROUP BY ${TOTALS_KEY} ORDER BY ${TOTALS_KEY}) moved) digits
    UNION ALL
    SELECT 1 FROM (SELECT count_bid_list(${LIST_KEY}, d, s, w)
      FROM (SELECT ${LIST_KEY}, (${bids})::bigint AS d, (${stake})::bigint AS s, (${wins})::bigint AS w
              FROM ${source} GROUP BY ${LIST_KEY} ORDER BY ${LIST_KEY}) moved) lists`;
}
