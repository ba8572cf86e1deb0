import { describe, expect, it } from 'vitest';
import {
  type BidInput,
  halfSangamFormOf,
  isBidType,
  providerTypeOf,
  validateBid,
} from '../../src/domain/bid-types.js';
import { ALL_PANNAS, pannaKind } from '../../src/domain/panna.js';

const market = (bidType: string, digit: string, session: BidInput['session'] = 'Open'): BidInput => ({
  providerType: 1,
  bidType,
  digit,
  session,
});

describe('bid type validation', () => {
  it('accepts single digits 0-9 and nothing else', () => {
    for (let d = 0; d <= 9; d += 1)
      expect(validateBid(market('SINGLE_DIGIT_MARKET', String(d))).ok).toBe(true);
    for (const bad of ['', '10', 'a', '-1', ' 1'])
      expect(validateBid(market('SINGLE_DIGIT_MARKET', bad)).ok).toBe(false);
  });

  it('accepts jodi 00-99 as a whole-day bid without session', () => {
    expect(validateBid(market('JODI_MARKET', '07', null))).toEqual({
      ok: true,
      bidType: 'JODI_MARKET',
      halfSangamForm: null,
    });
    expect(validateBid(market('JODI_MARKET', '7', null)).ok).toBe(false);
    expect(validateBid(market('JODI_MARKET', '07', 'Open')).ok).toBe(false);
  });

  it('accepts a panna only under its own kind, over all 220 pannas', () => {
    const types = {
      SP: 'SINGLE_PANNA_MARKET',
      DP: 'DOUBLE_PANNA_MARKET',
      TP: 'TRIPLE_PANNA_MARKET',
    } as const;
    for (const panna of ALL_PANNAS) {
      for (const [kind, bidType] of Object.entries(types)) {
        expect(validateBid(market(bidType, panna, 'Close')).ok).toBe(pannaKind(panna) === kind);
        expect(
          validateBid({
            providerType: 2,
            bidType: bidType.replace('MARKET', 'STARLINE'),
            digit: panna,
            session: null,
          }).ok,
        ).toBe(pannaKind(panna) === kind);
      }
    }
    expect(validateBid(market('SINGLE_PANNA_MARKET', '012')).ok).toBe(false);
    expect(validateBid(market('SINGLE_PANNA_MARKET', '120')).ok).toBe(true);
  });

  it('needs a session for single and panna market bids', () => {
    expect(validateBid(market('SINGLE_DIGIT_MARKET', '5', null)).ok).toBe(false);
  });

  it('accepts half sangam in both forms and says which', () => {
    expect(validateBid(market('HALF_SANGAM_MARKET', '123-4', null))).toEqual({
      ok: true,
      bidType: 'HALF_SANGAM_MARKET',
      halfSangamForm: 'OPEN_PANNA_CLOSE_ANK',
    });
    expect(validateBid(market('HALF_SANGAM_MARKET', '4-123', null))).toEqual({
      ok: true,
      bidType: 'HALF_SANGAM_MARKET',
      halfSangamForm: 'OPEN_ANK_CLOSE_PANNA',
    });
    expect(
      validateBid({ ...market('HALF_SANGAM_MARKET', '4-123', null), halfSangamForm: 'OPEN_PANNA_CLOSE_ANK' })
        .ok,
    ).toBe(false);
    expect(validateBid(market('HALF_SANGAM_MARKET', '012-4', null)).ok).toBe(false);
    expect(validateBid(market('HALF_SANGAM_MARKET', '4-4', null)).ok).toBe(false);
    expect(halfSangamFormOf('1234')).toBeNull();
  });

  it('accepts full sangam as two valid pannas', () => {
    expect(validateBid(market('FULL_SANGAM_MARKET', '123-456', null)).ok).toBe(true);
    expect(validateBid(market('FULL_SANGAM_MARKET', '123-045', null)).ok).toBe(false);
    expect(validateBid(market('FULL_SANGAM_MARKET', '123456', null)).ok).toBe(false);
  });

  it('validates starline and jackpot digits and refuses a session for them', () => {
    expect(
      validateBid({ providerType: 2, bidType: 'SINGLE_DIGIT_STARLINE', digit: '3', session: null }).ok,
    ).toBe(true);
    expect(
      validateBid({ providerType: 2, bidType: 'SINGLE_DIGIT_STARLINE', digit: '3', session: 'Open' }).ok,
    ).toBe(false);
    expect(
      validateBid({ providerType: 3, bidType: 'LEFT_DIGIT_JACKPOT', digit: '3', session: null }).ok,
    ).toBe(true);
    expect(
      validateBid({ providerType: 3, bidType: 'RIGHT_DIGIT_JACKPOT', digit: '33', session: null }).ok,
    ).toBe(false);
    expect(validateBid({ providerType: 3, bidType: 'JODI_JACKPOT', digit: '09', session: null }).ok).toBe(
      true,
    );
  });

  it('refuses a bid type of another family', () => {
    const r = validateBid({ providerType: 3, bidType: 'SINGLE_DIGIT_MARKET', digit: '3', session: null });
    expect(r).toEqual({ ok: false, msg: 'Bid type SINGLE_DIGIT_MARKET is not offered for provider type 3' });
    expect(isBidType('NOPE')).toBe(false);
    expect(providerTypeOf('JODI_JACKPOT')).toBe(3);
    expect(providerTypeOf('SINGLE_DIGIT_STARLINE')).toBe(2);
    expect(providerTypeOf('FULL_SANGAM_MARKET')).toBe(1);
  });
});
