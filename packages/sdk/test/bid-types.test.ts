import { describe, expect, it } from 'vitest';
import { BID_TYPE_LABELS, ENUMS } from '../src/index.js';

describe('bid type labels', () => {
  it('names every bid type of the contract, and nothing else', () => {
    expect(Object.keys(BID_TYPE_LABELS).sort()).toEqual([...ENUMS.BidType].sort());
  });

  it('reads as the desks show them: Jodi Digit for markets, Jodi for jackpots', () => {
    expect(BID_TYPE_LABELS.JODI_MARKET).toBe('Jodi Digit');
    expect(BID_TYPE_LABELS.JODI_JACKPOT).toBe('Jodi');
    expect(BID_TYPE_LABELS.HALF_SANGAM_MARKET).toBe('Half Sangam');
  });
});
