/** Money on the wire is rupees with at most 2 decimals (`multipleOf: 0.01`), checked without float noise. */
import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../src/db/money.js';
import { createContractAjv } from '../src/http/ajv.js';
import { loadContract } from '../src/http/contract.js';

const money = createContractAjv(loadContract(), { coerce: false }).compile({
  $ref: '#/components/schemas/Money',
});

describe('Money validation', () => {
  it('accepts amounts whose float quotient by 0.01 is not exact (0.07, 19.99, 10242.14)', () => {
    for (const amount of [0.07, 19.99, 1.13, 0.29, 1234.56, 10242.14, 1, 0, -19.99, 99999999.99])
      expect(money(amount), String(amount)).toBe(true);
  });

  it('accepts every paise value from 0.00 to 100.00 and large amounts up to a thousand crore', () => {
    for (let p = 0; p <= 10_000; p += 1) expect(money(p / 100), String(p / 100)).toBe(true);
    for (const amount of [1234567890.12, 9999999999.99, 7654321098.07])
      expect(money(amount), String(amount)).toBe(true);
  });

  it('rejects a third decimal, and a fraction too small for a float tolerance to see', () => {
    for (const amount of [0.001, 19.995, 1.005, 1.00001, 1e-9, 1234567890.125])
      expect(money(amount), String(amount)).toBe(false);
  });

  it('keeps rupeesToPaise as exact as the contract', () => {
    expect([19.99, 1.13, 0.29, 1234567890.12].map(rupeesToPaise)).toEqual([1999, 113, 29, 123456789012]);
    for (const amount of [0.001, 1.00001]) expect(() => rupeesToPaise(amount)).toThrow();
  });
});
