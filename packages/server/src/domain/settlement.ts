/**
 * Settlement: given one declared result (a provider, a date and, for markets, a session) and the
 * pending bids, which bids this declaration settles, which of them win and what each is paid.
 *
 * - Market Open: settles the Open single digit and Open single/double/triple panna bids.
 * - Market Close: settles the Close single digit and panna bids, plus the whole-day jodi, half sangam
 *   and full sangam bids, which need both results.
 * - Starline: one result (panna + ank) per slot settles single digit and panna bids.
 * - Jackpot: a two-digit result settles left digit, right digit and jodi bids.
 *
 * `winningDigits` lists the (bid type, digit) pairs that win; the SQL settlement joins on that list.
 * `isWinningBid` decides the same from a bid's own digit, independently, so the two can be checked
 * against each other.
 */
import {
  type BidType,
  DAY_BID_TYPES,
  JACKPOT_BID_TYPES,
  MARKET_BID_TYPES,
  pannaKindOfBidType,
  SESSION_BID_TYPES,
  type Session,
  STARLINE_BID_TYPES,
} from './bid-types.js';
import { jodiOf, type PannaKind, pannaKind, type SessionDigits } from './panna.js';
import { payoutPaise, type Rate } from './rates.js';

export type SettlementScope =
  | { providerType: 1; session: 'Open'; open: SessionDigits }
  | { providerType: 1; session: 'Close'; open: SessionDigits; close: SessionDigits }
  | { providerType: 2; result: SessionDigits }
  | { providerType: 3; jodi: string };

export interface WinningDigit {
  bidType: BidType;
  digit: string;
}

export interface SettleableBid {
  bidId: number;
  bidType: BidType;
  digit: string;
  session: Session | null;
  amountPaise: number;
}

export interface BidSettlement {
  bidId: number;
  bidType: BidType;
  status: 'WON' | 'LOST';
  winPaise: number;
}

const PANNA_BID_TYPE: Record<'market' | 'starline', Record<PannaKind, BidType>> = {
  market: { SP: 'SINGLE_PANNA_MARKET', DP: 'DOUBLE_PANNA_MARKET', TP: 'TRIPLE_PANNA_MARKET' },
  starline: { SP: 'SINGLE_PANNA_STARLINE', DP: 'DOUBLE_PANNA_STARLINE', TP: 'TRIPLE_PANNA_STARLINE' },
};

function kindOf(panna: string): PannaKind {
  const kind = pannaKind(panna);
  if (!kind) throw new Error(`not a panna: ${panna}`);
  return kind;
}

/** The bid types one declaration settles. */
export function settledBidTypes(scope: SettlementScope): readonly BidType[] {
  if (scope.providerType === 2) return STARLINE_BID_TYPES;
  if (scope.providerType === 3) return JACKPOT_BID_TYPES;
  return scope.session === 'Open' ? SESSION_BID_TYPES : MARKET_BID_TYPES;
}

/** Whether this declaration settles a bid of that type and session. */
export function settlesBid(
  scope: SettlementScope,
  bid: { bidType: BidType; session: Session | null },
): boolean {
  if (scope.providerType !== 1) return settledBidTypes(scope).includes(bid.bidType) && bid.session === null;
  if ((DAY_BID_TYPES as readonly BidType[]).includes(bid.bidType)) {
    return scope.session === 'Close' && bid.session === null;
  }
  return (SESSION_BID_TYPES as readonly BidType[]).includes(bid.bidType) && bid.session === scope.session;
}

/** Every (bid type, digit) that wins under this declaration. */
export function winningDigits(scope: SettlementScope): WinningDigit[] {
  switch (scope.providerType) {
    case 3:
      return [
        { bidType: 'LEFT_DIGIT_JACKPOT', digit: scope.jodi.charAt(0) },
        { bidType: 'RIGHT_DIGIT_JACKPOT', digit: scope.jodi.charAt(1) },
        { bidType: 'JODI_JACKPOT', digit: scope.jodi },
      ];
    case 2:
      return [
        { bidType: 'SINGLE_DIGIT_STARLINE', digit: scope.result.ank },
        { bidType: PANNA_BID_TYPE.starline[kindOf(scope.result.panna)], digit: scope.result.panna },
      ];
    case 1: {
      const own = scope.session === 'Open' ? scope.open : scope.close;
      const sessionWins: WinningDigit[] = [
        { bidType: 'SINGLE_DIGIT_MARKET', digit: own.ank },
        { bidType: PANNA_BID_TYPE.market[kindOf(own.panna)], digit: own.panna },
      ];
      if (scope.session === 'Open') return sessionWins;
      const { open, close } = scope;
      return [
        ...sessionWins,
        { bidType: 'JODI_MARKET', digit: jodiOf(open.ank, close.ank) },
        { bidType: 'HALF_SANGAM_MARKET', digit: `${open.panna}-${close.ank}` },
        { bidType: 'HALF_SANGAM_MARKET', digit: `${open.ank}-${close.panna}` },
        { bidType: 'FULL_SANGAM_MARKET', digit: `${open.panna}-${close.panna}` },
      ];
    }
  }
}

function sessionDigitsWin(result: SessionDigits, bidType: BidType, digit: string): boolean {
  const kind = pannaKindOfBidType(bidType);
  if (kind) return digit === result.panna && pannaKind(digit) === kind;
  return digit === result.ank;
}

/**
 * Whether a bid that this declaration settles wins, read from the bid's own digit. Bids the
 * declaration does not settle are never winners.
 */
export function isWinningBid(
  scope: SettlementScope,
  bid: { bidType: BidType; digit: string; session: Session | null },
) {
  if (!settlesBid(scope, bid)) return false;
  if (scope.providerType === 3) {
    if (bid.bidType === 'LEFT_DIGIT_JACKPOT') return bid.digit === scope.jodi[0];
    if (bid.bidType === 'RIGHT_DIGIT_JACKPOT') return bid.digit === scope.jodi[1];
    return bid.digit === scope.jodi;
  }
  if (scope.providerType === 2) return sessionDigitsWin(scope.result, bid.bidType, bid.digit);
  if (scope.session === 'Open') return sessionDigitsWin(scope.open, bid.bidType, bid.digit);
  const { open, close } = scope;
  const [left = '', right = ''] = bid.digit.split('-');
  switch (bid.bidType) {
    case 'JODI_MARKET':
      return bid.digit.length === 2 && bid.digit[0] === open.ank && bid.digit[1] === close.ank;
    case 'HALF_SANGAM_MARKET':
      return left.length === 3
        ? left === open.panna && right === close.ank
        : left === open.ank && right === close.panna;
    case 'FULL_SANGAM_MARKET':
      return left === open.panna && right === close.panna;
    default:
      return sessionDigitsWin(close, bid.bidType, bid.digit);
  }
}

/** Settles the bids this declaration covers (others are left out of the answer) at the given rates. */
export function settleBids(
  scope: SettlementScope,
  bids: readonly SettleableBid[],
  rates: Readonly<Record<BidType, Rate>>,
): BidSettlement[] {
  return bids
    .filter((bid) => settlesBid(scope, bid))
    .map((bid) => {
      const won = isWinningBid(scope, bid);
      return {
        bidId: bid.bidId,
        bidType: bid.bidType,
        status: won ? 'WON' : 'LOST',
        winPaise: won ? payoutPaise(bid.amountPaise, rates[bid.bidType]) : 0,
      };
    });
}

export interface SettlementSummary {
  won: number;
  lost: number;
  payoutPaise: number;
  byBidType: Array<{ bidType: BidType; winners: number; payoutPaise: number }>;
}

/** Totals of a settlement, with a line per bid type that had a bid. */
export function summarizeSettlement(settlements: readonly BidSettlement[]): SettlementSummary {
  const byType = new Map<BidType, { winners: number; payoutPaise: number }>();
  let won = 0;
  let payout = 0;
  for (const s of settlements) {
    const line = byType.get(s.bidType) ?? { winners: 0, payoutPaise: 0 };
    if (s.status === 'WON') {
      won += 1;
      payout += s.winPaise;
      line.winners += 1;
      line.payoutPaise += s.winPaise;
    }
    byType.set(s.bidType, line);
  }
  return {
    won,
    lost: settlements.length - won,
    payoutPaise: payout,
    byBidType: [...byType].map(([bidType, line]) => ({ bidType, ...line })),
  };
}
