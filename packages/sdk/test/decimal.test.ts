import { describe, expect, it } from 'vitest';
import { decimalsOf, isDecimalMultipleOf } from '../src/index.js';

describe('isDecimalMultipleOf (money is multipleOf 0.01 on the wire)', () => {
  it('accepts amounts whose float quotient by 0.01 is not exact', () => {
    for (const amount of [0.07, 19.99, 1.13, 0.29, 1234.56, 10242.14, 1, 0, -19.99, 99999999.99])
      expect(isDecimalMultipleOf(amount, 0.01), String(amount)).toBe(true);
  });

  it('accepts every paise value from 0.00 to 100.00 and amounts up to a thousand crore', () => {
    for (let p = 0; p <= 10_000; p += 1)
      expect(isDecimalMultipleOf(p / 100, 0.01), String(p / 100)).toBe(true);
    for (const amount of [1234567890.12, 9999999999.99, 7654321098.07])
      expect(isDecimalMultipleOf(amount, 0.01), String(amount)).toBe(true);
  });

  it('rejects a third decimal, and a fraction too small for a float tolerance to see', () => {
    for (const amount of [0.001, 19.995, 1.005, 1.00001, 1e-9, 1234567890.125])
      expect(isDecimalMultipleOf(amount, 0.01), String(amount)).toBe(false);
  });

  it('handles whole and other decimal steps', () => {
    expect([10, 15, 7].map((n) => isDecimalMultipleOf(n, 5))).toEqual([true, true, false]);
    expect([0.5, 1.25, 1.2].map((n) => isDecimalMultipleOf(n, 0.25))).toEqual([true, true, false]);
  });

  it('reads a step its decimals as written, and refuses a step that is not positive', () => {
    expect([0.01, 5, 1e-7, 0.25].map(decimalsOf)).toEqual([2, 0, 7, 2]);
    expect(() => decimalsOf(0)).toThrow('multipleOf must be a positive number, got 0');
    expect(() => decimalsOf(-0.01)).toThrow();
  });
});
