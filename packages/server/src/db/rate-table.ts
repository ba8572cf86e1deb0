/** The rates of a family as stored, with the defaults filling any bid type never set. */
import { BID_TYPES_BY_PROVIDER_TYPE, type BidType, type ProviderType } from '../domain/bid-types.js';
import { DEFAULT_RATES, type Rate } from '../domain/rates.js';
import type { Queryable } from './db.js';

export async function loadRates(db: Queryable, providerType: ProviderType): Promise<Map<BidType, Rate>> {
  const rows = await db.query<{ bid_type: string; bid_amount: number; win_amount: number }>(
    'SELECT bid_type, bid_amount, win_amount FROM rates WHERE provider_type = $1',
    [providerType],
  );
  const stored = new Map(rows.map((r) => [r.bid_type, { bidAmount: r.bid_amount, winAmount: r.win_amount }]));
  return new Map(
    BID_TYPES_BY_PROVIDER_TYPE[providerType].map((bidType) => [
      bidType,
      stored.get(bidType) ?? DEFAULT_RATES[bidType],
    ]),
  );
}

/** Stores one rate of a family (insert or replace). */
export async function upsertRate(
  db: Queryable,
  providerType: ProviderType,
  bidType: BidType,
  bidAmount: number,
  winAmount: number,
): Promise<void> {
  await db.query(
    `INSERT INTO rates (provider_type, bid_type, bid_amount, win_amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_type, bid_type) DO UPDATE SET bid_amount = excluded.bid_amount, win_amount = excluded.win_amount`,
    [providerType, bidType, bidAmount, winAmount],
  );
}
