import { describe, expect, it } from 'vitest';
import {
  type BidType,
  JACKPOT_BID_TYPES,
  MARKET_BID_TYPES,
  type Session,
  STARLINE_BID_TYPES,
} from '../../src/domain/bid-types.js';
import { ALL_PANNAS, ankOf, pannaKind, type SessionDigits } from '../../src/domain/panna.js';
import { DEFAULT_RATES } from '../../src/domain/rates.js';
import {
  isWinningBid,
  type SettleableBid,
  type SettlementScope,
  settleBids,
  settledBidTypes,
  settlesBid,
  summarizeSettlement,
  winningDigits,
} from '../../src/domain/settlement.js';

const sd = (panna: string): SessionDigits => ({ panna, ank: ankOf(panna) });
const digits = [...'0123456789'];
const jodis = digits.flatMap((a) => digits.map((b) => a + b));

/** Every digit a bid of that type could carry. */
function candidates(bidType: BidType): string[] {
  switch (bidType) {
    case 'SINGLE_DIGIT_MARKET':
    case 'SINGLE_DIGIT_STARLINE':
    case 'LEFT_DIGIT_JACKPOT':
    case 'RIGHT_DIGIT_JACKPOT':
      return digits;
    case 'JODI_MARKET':
    case 'JODI_JACKPOT':
      return jodis;
    case 'SINGLE_PANNA_MARKET':
    case 'SINGLE_PANNA_STARLINE':
      return ALL_PANNAS.filter((p) => pannaKind(p) === 'SP');
    case 'DOUBLE_PANNA_MARKET':
    case 'DOUBLE_PANNA_STARLINE':
      return ALL_PANNAS.filter((p) => pannaKind(p) === 'DP');
    case 'TRIPLE_PANNA_MARKET':
    case 'TRIPLE_PANNA_STARLINE':
      return ALL_PANNAS.filter((p) => pannaKind(p) === 'TP');
    case 'HALF_SANGAM_MARKET':
      return ALL_PANNAS.flatMap((p) => digits.flatMap((d) => [`${p}-${d}`, `${d}-${p}`]));
    case 'FULL_SANGAM_MARKET':
      return ['123-456', '456-123', '111-000', '000-111'];
  }
}

const sessionOf = (bidType: BidType, scope: SettlementScope): Session | null => {
  if (scope.providerType !== 1) return null;
  if (['JODI_MARKET', 'HALF_SANGAM_MARKET', 'FULL_SANGAM_MARKET'].includes(bidType)) return null;
  return scope.session;
};

/** The set of winners by checking every candidate digit with isWinningBid. */
function bruteWinners(scope: SettlementScope, types: readonly BidType[]): string[] {
  const out: string[] = [];
  for (const bidType of types)
    for (const digit of candidates(bidType))
      if (isWinningBid(scope, { bidType, digit, session: sessionOf(bidType, scope) }))
        out.push(`${bidType}:${digit}`);
  return out.sort();
}

const keyed = (scope: SettlementScope) =>
  winningDigits(scope)
    .map((w) => `${w.bidType}:${w.digit}`)
    .sort();

describe('hand-worked settlement examples', () => {
  const open = sd('123'); // ank 6
  const close = sd('668'); // 20 -> ank 0, DP
  const openScope: SettlementScope = { providerType: 1, session: 'Open', open };
  const closeScope: SettlementScope = { providerType: 1, session: 'Close', open, close };
  let id = 0;
  const bid = (
    bidType: BidType,
    digit: string,
    session: Session | null,
    amountPaise = 1000,
  ): SettleableBid => ({
    bidId: ++id,
    bidType,
    digit,
    session,
    amountPaise,
  });

  it('Open 123-6 pays single 6 and SP 123, loses the rest, ignores Close and whole-day bids', () => {
    const bids = [
      bid('SINGLE_DIGIT_MARKET', '6', 'Open'),
      bid('SINGLE_DIGIT_MARKET', '5', 'Open'),
      bid('SINGLE_PANNA_MARKET', '123', 'Open'),
      bid('SINGLE_PANNA_MARKET', '124', 'Open'),
      bid('DOUBLE_PANNA_MARKET', '114', 'Open'),
      bid('TRIPLE_PANNA_MARKET', '222', 'Open'),
      bid('SINGLE_DIGIT_MARKET', '6', 'Close'),
      bid('JODI_MARKET', '60', null),
      bid('HALF_SANGAM_MARKET', '123-0', null),
    ];
    const settled = settleBids(openScope, bids, DEFAULT_RATES);
    expect(settled.map((s) => [s.bidType, s.status, s.winPaise])).toEqual([
      ['SINGLE_DIGIT_MARKET', 'WON', 9500],
      ['SINGLE_DIGIT_MARKET', 'LOST', 0],
      ['SINGLE_PANNA_MARKET', 'WON', 150000],
      ['SINGLE_PANNA_MARKET', 'LOST', 0],
      ['DOUBLE_PANNA_MARKET', 'LOST', 0],
      ['TRIPLE_PANNA_MARKET', 'LOST', 0],
    ]);
    expect(summarizeSettlement(settled)).toMatchObject({ won: 2, lost: 4, payoutPaise: 159500 });
  });

  it('Close 123-60-668 pays close single 0, DP 668, jodi 60, both half sangams and the full sangam', () => {
    const bids = [
      bid('SINGLE_DIGIT_MARKET', '0', 'Close'),
      bid('SINGLE_DIGIT_MARKET', '6', 'Close'),
      bid('DOUBLE_PANNA_MARKET', '668', 'Close', 500),
      bid('SINGLE_PANNA_MARKET', '123', 'Close'),
      bid('JODI_MARKET', '60', null),
      bid('JODI_MARKET', '06', null),
      bid('HALF_SANGAM_MARKET', '123-0', null, 100),
      bid('HALF_SANGAM_MARKET', '6-668', null, 100),
      bid('HALF_SANGAM_MARKET', '0-123', null, 100),
      bid('FULL_SANGAM_MARKET', '123-668', null, 100),
      bid('FULL_SANGAM_MARKET', '668-123', null, 100),
      bid('SINGLE_DIGIT_MARKET', '6', 'Open'),
    ];
    const settled = settleBids(closeScope, bids, DEFAULT_RATES);
    expect(settled.map((s) => [s.bidType, s.status, s.winPaise])).toEqual([
      ['SINGLE_DIGIT_MARKET', 'WON', 9500],
      ['SINGLE_DIGIT_MARKET', 'LOST', 0],
      ['DOUBLE_PANNA_MARKET', 'WON', 150000],
      ['SINGLE_PANNA_MARKET', 'LOST', 0],
      ['JODI_MARKET', 'WON', 95000],
      ['JODI_MARKET', 'LOST', 0],
      ['HALF_SANGAM_MARKET', 'WON', 100000],
      ['HALF_SANGAM_MARKET', 'WON', 100000],
      ['HALF_SANGAM_MARKET', 'LOST', 0],
      ['FULL_SANGAM_MARKET', 'WON', 1000000],
      ['FULL_SANGAM_MARKET', 'LOST', 0],
    ]);
  });

  it('starline 689-3 pays single 3 and SP 689', () => {
    const scope: SettlementScope = { providerType: 2, result: sd('689') };
    const bids = [
      bid('SINGLE_DIGIT_STARLINE', '3', null),
      bid('SINGLE_DIGIT_STARLINE', '9', null),
      bid('SINGLE_PANNA_STARLINE', '689', null),
      bid('DOUBLE_PANNA_STARLINE', '699', null),
      bid('TRIPLE_PANNA_STARLINE', '333', null),
    ];
    expect(settleBids(scope, bids, DEFAULT_RATES).map((s) => s.winPaise)).toEqual([9500, 0, 150000, 0, 0]);
  });

  it('jackpot 47 pays left 4, right 7 and jodi 47', () => {
    const scope: SettlementScope = { providerType: 3, jodi: '47' };
    const bids = [
      bid('LEFT_DIGIT_JACKPOT', '4', null),
      bid('LEFT_DIGIT_JACKPOT', '7', null),
      bid('RIGHT_DIGIT_JACKPOT', '7', null),
      bid('JODI_JACKPOT', '47', null),
      bid('JODI_JACKPOT', '74', null),
    ];
    expect(settleBids(scope, bids, DEFAULT_RATES).map((s) => s.status)).toEqual([
      'WON',
      'LOST',
      'WON',
      'WON',
      'LOST',
    ]);
  });

  it('settles Open bid types at Open and every market bid type at Close', () => {
    expect(settledBidTypes(openScope)).toEqual([
      'SINGLE_DIGIT_MARKET',
      'SINGLE_PANNA_MARKET',
      'DOUBLE_PANNA_MARKET',
      'TRIPLE_PANNA_MARKET',
    ]);
    expect(settledBidTypes(closeScope)).toEqual(MARKET_BID_TYPES);
    expect(settlesBid(openScope, { bidType: 'JODI_MARKET', session: null })).toBe(false);
    expect(settlesBid(closeScope, { bidType: 'JODI_MARKET', session: null })).toBe(true);
    expect(settlesBid(closeScope, { bidType: 'SINGLE_DIGIT_MARKET', session: 'Open' })).toBe(false);
  });
});

describe('brute force over all 220 pannas', () => {
  it('Open: exactly one single digit and one panna win, and the list matches the per-bid check', () => {
    for (const panna of ALL_PANNAS) {
      const scope: SettlementScope = { providerType: 1, session: 'Open', open: sd(panna) };
      const winners = bruteWinners(scope, MARKET_BID_TYPES);
      expect(winners).toEqual(keyed(scope));
      expect(winners).toHaveLength(2);
    }
  });

  it('starline: the same two winners per slot result', () => {
    for (const panna of ALL_PANNAS) {
      const scope: SettlementScope = { providerType: 2, result: sd(panna) };
      expect(bruteWinners(scope, STARLINE_BID_TYPES)).toEqual(keyed(scope));
    }
  });

  it('Close: jodi, both half sangams and the full sangam win once each, for every open x close pair', () => {
    const mismatches: string[] = [];
    for (const openPanna of ALL_PANNAS) {
      for (const closePanna of ALL_PANNAS) {
        const scope: SettlementScope = {
          providerType: 1,
          session: 'Close',
          open: sd(openPanna),
          close: sd(closePanna),
        };
        const listed = winningDigits(scope);
        if (listed.length !== 6) mismatches.push(`${openPanna}/${closePanna}: ${listed.length} winners`);
        for (const w of listed) {
          if (
            !isWinningBid(scope, { bidType: w.bidType, digit: w.digit, session: sessionOf(w.bidType, scope) })
          ) {
            mismatches.push(`${openPanna}/${closePanna}: listed ${w.bidType} ${w.digit} does not win`);
          }
        }
        const jodi = ankOf(openPanna) + ankOf(closePanna);
        const probes: Array<[BidType, string, boolean]> = [
          ['JODI_MARKET', jodi, true],
          ['JODI_MARKET', `${jodi[1]}${jodi[0]}`, jodi[0] === jodi[1]],
          ['FULL_SANGAM_MARKET', `${openPanna}-${closePanna}`, true],
          ['FULL_SANGAM_MARKET', `${closePanna}-${openPanna}`, openPanna === closePanna],
          ['HALF_SANGAM_MARKET', `${openPanna}-${ankOf(closePanna)}`, true],
          ['HALF_SANGAM_MARKET', `${ankOf(openPanna)}-${closePanna}`, true],
          ['HALF_SANGAM_MARKET', `${closePanna}-${ankOf(openPanna)}`, closePanna === openPanna],
        ];
        for (const [bidType, digit, expected] of probes) {
          if (isWinningBid(scope, { bidType, digit, session: null }) !== expected) {
            mismatches.push(
              `${openPanna}/${closePanna}: ${bidType} ${digit} should ${expected ? 'win' : 'lose'}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('Close: all 100 jodis against every pair of anks', () => {
    for (const openAnk of digits) {
      for (const closeAnk of digits) {
        const open = ALL_PANNAS.find((p) => ankOf(p) === openAnk) as string;
        const close = ALL_PANNAS.find((p) => ankOf(p) === closeAnk) as string;
        const scope: SettlementScope = {
          providerType: 1,
          session: 'Close',
          open: sd(open),
          close: sd(close),
        };
        const wins = jodis.filter((d) =>
          isWinningBid(scope, { bidType: 'JODI_MARKET', digit: d, session: null }),
        );
        expect(wins).toEqual([openAnk + closeAnk]);
      }
    }
  });

  it('Close: every half sangam candidate agrees with the winning list, for a sample of pairs', () => {
    for (let i = 0; i < ALL_PANNAS.length; i += 7) {
      const open = ALL_PANNAS[i] as string;
      const close = ALL_PANNAS[(i * 13 + 5) % 220] as string;
      const scope: SettlementScope = { providerType: 1, session: 'Close', open: sd(open), close: sd(close) };
      const brute = bruteWinners(
        scope,
        MARKET_BID_TYPES.filter((t) => t !== 'FULL_SANGAM_MARKET'),
      );
      const listed = keyed(scope).filter((k) => !k.startsWith('FULL_SANGAM'));
      expect(brute).toEqual(listed);
    }
  });

  it('jackpot: every two-digit result has one left, one right and one jodi winner', () => {
    for (const jodi of jodis) {
      const scope: SettlementScope = { providerType: 3, jodi };
      expect(bruteWinners(scope, JACKPOT_BID_TYPES)).toEqual(keyed(scope));
    }
  });
});
