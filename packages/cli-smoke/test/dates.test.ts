import { describe, expect, it } from 'vitest';
import { daysBefore, istDate } from '../src/dates.js';

describe('business dates', () => {
  it('reads today in IST, which runs 5:30 ahead of UTC', () => {
    expect(istDate(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(istDate(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });

  it('counts days back across months and leap days', () => {
    expect(daysBefore('2024-03-03', 7)).toBe('2024-02-25');
    expect(daysBefore('2025-01-05', 7)).toBe('2024-12-29');
  });
});
