/** Money on the wire is rupees with at most 2 decimals (`multipleOf: 0.01`), checked without float noise. */
import { describe, expect, it } from 'vitest';
import { createContractAjv } from '../src/http/ajv.js';
import { loadContract } from '../src/http/contract.js';

const money = createContractAjv(loadContract(), { coerce: false }).compile({
  $ref: '#/components/schemas/Money',
});

describe('Money validation', () => {
  it('accepts amounts whose float quotient by 0.01 is not exact (0.07, 19.99, 10242.14)', () => {
    for (const amount of [0.07, 19.99, 10242.14, 1, 0, 99999999.99])
      expect(money(amount), String(amount)).toBe(true);
  });

  it('rejects a third decimal', () => {
    for (const amount of [0.001, 19.995, 1.005]) expect(money(amount), String(amount)).toBe(false);
  });
});
