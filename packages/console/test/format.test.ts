import { describe, expect, it } from 'vitest';
import { counted, formatDayMonth, formatMoneyShort } from '../src/components/format';

describe('chart formats', () => {
  it("labels a business date as '17 Nov', not '11-17'", () => {
    expect(formatDayMonth('2025-11-17')).toBe('17 Nov');
    expect(formatDayMonth('2026-01-05')).toBe('5 Jan');
    expect(formatDayMonth('week 3')).toBe('week 3');
  });

  it('shortens large rupee amounts for an axis in crores and lakhs', () => {
    expect(formatMoneyShort(24_000_000)).toBe('₹2.4 Cr');
    expect(formatMoneyShort(1_250_000)).toBe('₹12.5 L');
    expect(formatMoneyShort(45_000)).toBe('₹45,000');
    expect(formatMoneyShort(0)).toBe('₹0');
  });
});

describe('counts in sentences', () => {
  it('puts one thing in the singular and groups large counts the Indian way', () => {
    expect(counted(1, 'player')).toBe('1 player');
    expect(counted(0, 'player')).toBe('0 players');
    expect(counted(120_000, 'pending bid')).toBe('1,20,000 pending bids');
  });
});
