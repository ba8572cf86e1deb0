/**
 * Bid types of the three game families and the digits each accepts.
 *
 * Stored digit shapes (the `digit` column of bids):
 * - single digit, left/right jackpot digit: "5"
 * - jodi (market and jackpot): "67"
 * - single/double/triple panna: "123" / "112" / "777" (a valid panna of that kind)
 * - half sangam: "123-4" (open panna + close ank, form OPEN_PANNA_CLOSE_ANK) or "4-123" (open ank +
 *   close panna, form OPEN_ANK_CLOSE_PANNA); the form is stored beside the digit and must agree with it
 * - full sangam: "123-456" (open panna + close panna)
 *
 * Market jodi and sangam bids are whole-day bids: they are placed before the Open result, carry no
 * session (null) and settle when the Close result is declared. Every other market bid carries the
 * session it settles in. Starline and jackpot bids carry no session.
 */
import { isPanna, type PannaKind, pannaKind } from './panna.js';

export type ProviderType = 1 | 2 | 3;
export type Session = 'Open' | 'Close';
export type HalfSangamForm = 'OPEN_PANNA_CLOSE_ANK' | 'OPEN_ANK_CLOSE_PANNA';

export const MARKET_BID_TYPES = [
  'SINGLE_DIGIT_MARKET',
  'JODI_MARKET',
  'SINGLE_PANNA_MARKET',
  'DOUBLE_PANNA_MARKET',
  'TRIPLE_PANNA_MARKET',
  'HALF_SANGAM_MARKET',
  'FULL_SANGAM_MARKET',
] as const;
export const STARLINE_BID_TYPES = [
  'SINGLE_DIGIT_STARLINE',
  'SINGLE_PANNA_STARLINE',
  'DOUBLE_PANNA_STARLINE',
  'TRIPLE_PANNA_STARLINE',
] as const;
export const JACKPOT_BID_TYPES = ['LEFT_DIGIT_JACKPOT', 'RIGHT_DIGIT_JACKPOT', 'JODI_JACKPOT'] as const;

export type MarketBidType = (typeof MARKET_BID_TYPES)[number];
export type StarlineBidType = (typeof STARLINE_BID_TYPES)[number];
export type JackpotBidType = (typeof JACKPOT_BID_TYPES)[number];
export type BidType = MarketBidType | StarlineBidType | JackpotBidType;

export const BID_TYPES_BY_PROVIDER_TYPE: Readonly<Record<ProviderType, readonly BidType[]>> = {
  1: MARKET_BID_TYPES,
  2: STARLINE_BID_TYPES,
  3: JACKPOT_BID_TYPES,
};

/** Market bid types that span the whole day and settle at Close. */
export const DAY_BID_TYPES: readonly MarketBidType[] = [
  'JODI_MARKET',
  'HALF_SANGAM_MARKET',
  'FULL_SANGAM_MARKET',
];

/** Market bid types that settle in the session they were placed for. */
export const SESSION_BID_TYPES: readonly MarketBidType[] = [
  'SINGLE_DIGIT_MARKET',
  'SINGLE_PANNA_MARKET',
  'DOUBLE_PANNA_MARKET',
  'TRIPLE_PANNA_MARKET',
];

export function isBidType(value: string): value is BidType {
  return (Object.values(BID_TYPES_BY_PROVIDER_TYPE) as (readonly string[])[]).some((list) =>
    list.includes(value),
  );
}

export function providerTypeOf(bidType: BidType): ProviderType {
  if ((MARKET_BID_TYPES as readonly string[]).includes(bidType)) return 1;
  if ((STARLINE_BID_TYPES as readonly string[]).includes(bidType)) return 2;
  return 3;
}

const PANNA_KIND_OF: Partial<Record<BidType, PannaKind>> = {
  SINGLE_PANNA_MARKET: 'SP',
  DOUBLE_PANNA_MARKET: 'DP',
  TRIPLE_PANNA_MARKET: 'TP',
  SINGLE_PANNA_STARLINE: 'SP',
  DOUBLE_PANNA_STARLINE: 'DP',
  TRIPLE_PANNA_STARLINE: 'TP',
};

/** The panna kind a panna bid type accepts, or undefined for other bid types. */
export function pannaKindOfBidType(bidType: BidType): PannaKind | undefined {
  return PANNA_KIND_OF[bidType];
}

/** Which half sangam form a digit is written in, or null when it is not a half sangam digit. */
export function halfSangamFormOf(digit: string): HalfSangamForm | null {
  const openPanna = /^(\d{3})-(\d)$/.exec(digit);
  if (openPanna?.[1] && isPanna(openPanna[1])) return 'OPEN_PANNA_CLOSE_ANK';
  const closePanna = /^(\d)-(\d{3})$/.exec(digit);
  if (closePanna?.[2] && isPanna(closePanna[2])) return 'OPEN_ANK_CLOSE_PANNA';
  return null;
}

/** A bid as placed: what validateBid checks. */
export interface BidInput {
  providerType: ProviderType;
  bidType: string;
  digit: string;
  session: Session | null;
  halfSangamForm?: HalfSangamForm | null;
}

export type BidCheck =
  | { ok: true; bidType: BidType; halfSangamForm: HalfSangamForm | null }
  | { ok: false; msg: string };

function digitFits(bidType: BidType, digit: string): boolean {
  const kind = pannaKindOfBidType(bidType);
  if (kind) return pannaKind(digit) === kind;
  switch (bidType) {
    case 'SINGLE_DIGIT_MARKET':
    case 'SINGLE_DIGIT_STARLINE':
    case 'LEFT_DIGIT_JACKPOT':
    case 'RIGHT_DIGIT_JACKPOT':
      return /^\d$/.test(digit);
    case 'JODI_MARKET':
    case 'JODI_JACKPOT':
      return /^\d{2}$/.test(digit);
    case 'HALF_SANGAM_MARKET':
      return halfSangamFormOf(digit) !== null;
    case 'FULL_SANGAM_MARKET': {
      const m = /^(\d{3})-(\d{3})$/.exec(digit);
      return Boolean(m?.[1] && m[2] && isPanna(m[1]) && isPanna(m[2]));
    }
    default:
      return false;
  }
}

/** Checks a bid's type against its family, its digit against its type, and its session and form. */
export function validateBid(bid: BidInput): BidCheck {
  const allowed = BID_TYPES_BY_PROVIDER_TYPE[bid.providerType] as readonly string[];
  if (!allowed.includes(bid.bidType)) {
    return { ok: false, msg: `Bid type ${bid.bidType} is not offered for provider type ${bid.providerType}` };
  }
  const bidType = bid.bidType as BidType;
  if (!digitFits(bidType, bid.digit)) return { ok: false, msg: `Invalid digit ${bid.digit} for ${bidType}` };
  if (bid.providerType !== 1) {
    if (bid.session !== null) return { ok: false, msg: 'Starline and jackpot bids have no session' };
    return { ok: true, bidType, halfSangamForm: null };
  }
  const isDayBid = (DAY_BID_TYPES as readonly string[]).includes(bidType);
  if (isDayBid && bid.session !== null)
    return { ok: false, msg: `${bidType} is a whole-day bid and has no session` };
  if (!isDayBid && bid.session === null)
    return { ok: false, msg: `${bidType} needs a session (Open or Close)` };
  const form = bidType === 'HALF_SANGAM_MARKET' ? halfSangamFormOf(bid.digit) : null;
  if (bid.halfSangamForm != null && bid.halfSangamForm !== form) {
    return { ok: false, msg: `Half sangam form ${bid.halfSangamForm} does not match digit ${bid.digit}` };
  }
  return { ok: true, bidType, halfSangamForm: form };
}
