import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BID_TYPES_BY_PROVIDER_TYPE } from '../../src/domain/bid-types.js';
import { DEFAULT_RATES, defaultRatesOf, isValidRate, payoutPaise } from '../../src/domain/rates.js';

describe('rates', () => {
  it('pays the common payouts per rupee staked', () => {
    const perRupee = (t: keyof typeof DEFAULT_RATES) => payoutPaise(100, DEFAULT_RATES[t]) / 100;
    expect(perRupee('SINGLE_DIGIT_MARKET')).toBe(9.5);
    expect(perRupee('JODI_MARKET')).toBe(95);
    expect(perRupee('SINGLE_PANNA_MARKET')).toBe(150);
    expect(perRupee('DOUBLE_PANNA_MARKET')).toBe(300);
    expect(perRupee('TRIPLE_PANNA_MARKET')).toBe(700);
    expect(perRupee('HALF_SANGAM_MARKET')).toBe(1000);
    expect(perRupee('FULL_SANGAM_MARKET')).toBe(10000);
  });

  it('pays ₹10 on a single ₹95 and rounds a fraction of a paisa down', () => {
    expect(payoutPaise(1000, { bidAmount: 10, winAmount: 95 })).toBe(9500);
    expect(payoutPaise(1, { bidAmount: 10, winAmount: 95 })).toBe(9);
    expect(payoutPaise(7, { bidAmount: 3, winAmount: 10 })).toBe(23);
  });

  it('is exact integer arithmetic: payout x bid + remainder = stake x win', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (stake, bidAmount, winAmount) => {
          const paid = payoutPaise(stake, { bidAmount, winAmount });
          expect(Number.isSafeInteger(paid)).toBe(true);
          const exact = BigInt(stake) * BigInt(winAmount);
          const rem = exact - BigInt(paid) * BigInt(bidAmount);
          expect(rem >= 0n && rem < BigInt(bidAmount)).toBe(true);
        },
      ),
    );
  });

  it('refuses invalid stakes and rates', () => {
    expect(() => payoutPaise(0, { bidAmount: 10, winAmount: 95 })).toThrow();
    expect(() => payoutPaise(1.5, { bidAmount: 10, winAmount: 95 })).toThrow();
    expect(() => payoutPaise(100, { bidAmount: 0, winAmount: 95 })).toThrow();
    expect(isValidRate({ bidAmount: 10, winAmount: 2.5 })).toBe(false);
  });

  it('has a default rate for every bid type of every family', () => {
    for (const type of [1, 2, 3] as const) {
      const rows = defaultRatesOf(type);
      expect(rows.map((r) => r.bidType)).toEqual(BID_TYPES_BY_PROVIDER_TYPE[type]);
      for (const r of rows) expect(isValidRate(r)).toBe(true);
    }
  });
});
