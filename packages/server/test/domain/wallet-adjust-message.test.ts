import { describe, expect, it } from 'vitest';
import { dateRange } from '../../src/routes/dashboard.js';
import { adjustMessage } from '../../src/routes/wallet-adjust.js';

describe('the wallet adjustment message', () => {
  it('shows the amount in rupees with Indian grouping', () => {
    expect(adjustMessage(50000, true)).toBe('₹500.00 credited successfully to wallet');
    expect(adjustMessage(50000, false)).toBe('₹500.00 debited successfully from wallet');
    expect(adjustMessage(12345678, true)).toBe('₹1,23,456.78 credited successfully to wallet');
  });
});

describe('the dashboard date range', () => {
  it('accepts a single day and an inclusive range', () => {
    expect(dateRange({ start_date: '2026-01-05', end_date: '2026-01-05' })).toEqual({
      start: '2026-01-05',
      end: '2026-01-05',
    });
  });

  it('refuses an end before the start and a range over a year', () => {
    expect(() => dateRange({ start_date: '2026-01-05', end_date: '2026-01-04' })).toThrow(/end_date/);
    expect(() => dateRange({ start_date: '2024-01-01', end_date: '2026-01-01' })).toThrow(/at most/);
  });
});
