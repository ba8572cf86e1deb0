/**
 * Payout rates as integer ratios ("10 ka 95": a bid of 10 wins 95). A winning bid is paid
 * stake x win / bid in paise, rounded down to the paisa when it does not divide exactly (the house
 * never pays a fraction of a paisa; the SQL settlement's bigint division does the same).
 */
import { BID_TYPES_BY_PROVIDER_TYPE, type BidType, type ProviderType } from './bid-types.js';

export interface Rate {
  bidAmount: number;
  winAmount: number;
}

export const DEFAULT_RATES: Readonly<Record<BidType, Rate>> = {
  SINGLE_DIGIT_MARKET: { bidAmount: 10, winAmount: 95 },
  JODI_MARKET: { bidAmount: 10, winAmount: 950 },
  SINGLE_PANNA_MARKET: { bidAmount: 10, winAmount: 1500 },
  DOUBLE_PANNA_MARKET: { bidAmount: 10, winAmount: 3000 },
  TRIPLE_PANNA_MARKET: { bidAmount: 10, winAmount: 7000 },
  HALF_SANGAM_MARKET: { bidAmount: 10, winAmount: 10000 },
  FULL_SANGAM_MARKET: { bidAmount: 10, winAmount: 100000 },
  SINGLE_DIGIT_STARLINE: { bidAmount: 10, winAmount: 95 },
  SINGLE_PANNA_STARLINE: { bidAmount: 10, winAmount: 1500 },
  DOUBLE_PANNA_STARLINE: { bidAmount: 10, winAmount: 3000 },
  TRIPLE_PANNA_STARLINE: { bidAmount: 10, winAmount: 7000 },
  LEFT_DIGIT_JACKPOT: { bidAmount: 10, winAmount: 95 },
  RIGHT_DIGIT_JACKPOT: { bidAmount: 10, winAmount: 95 },
  JODI_JACKPOT: { bidAmount: 10, winAmount: 950 },
};

/** Largest bid_amount or win_amount accepted, so that stake x win stays an exact integer. */
export const MAX_RATE_PART = 1_000_000;

export function isValidRate(rate: Rate): boolean {
  return [rate.bidAmount, rate.winAmount].every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_RATE_PART);
}

/**
 * What a winning stake is paid, in paise: floor(stake x win / bid), in exact integer arithmetic.
 * @example payoutPaise(1000, { bidAmount: 10, winAmount: 95 }) // 9500 (₹10 on a single wins ₹95)
 */
export function payoutPaise(stakePaise: number, rate: Rate): number {
  if (!Number.isSafeInteger(stakePaise) || stakePaise <= 0) throw new Error(`invalid stake: ${stakePaise}`);
  if (!isValidRate(rate)) throw new Error(`invalid rate: ${rate.bidAmount} ka ${rate.winAmount}`);
  const product = BigInt(stakePaise) * BigInt(rate.winAmount);
  return Number(product / BigInt(rate.bidAmount));
}

/** The default rate table of one provider type, in its bid types' order. */
export function defaultRatesOf(providerType: ProviderType): Array<Rate & { bidType: BidType }> {
  return BID_TYPES_BY_PROVIDER_TYPE[providerType].map((bidType) => ({ bidType, ...DEFAULT_RATES[bidType] }));
}
