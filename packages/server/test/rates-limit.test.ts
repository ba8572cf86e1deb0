/** The rate limits: v1.yaml's maxima and the domain's MAX_RATE_PART are one limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_PART } from '../src/domain/rates.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(async () => {
  await t.close();
});

const update = (winAmount: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/games/rates/1',
    headers: admin,
    payload: { rows: [{ bid_type: 'FULL_SANGAM_MARKET', bid_amount: 10, win_amount: winAmount }] },
  });

describe('rate win_amount limit', () => {
  it('is MAX_RATE_PART in v1.yaml, and bid_amount is never looser', () => {
    const schema = t.contract.document.components?.schemas as Record<string, unknown>;
    const row = (schema.RatesUpdateRequest as { properties: { rows: { items: { properties: unknown } } } })
      .properties.rows.items.properties as Record<string, { maximum: number }>;
    expect(row.win_amount?.maximum).toBe(MAX_RATE_PART);
    expect(row.bid_amount?.maximum).toBeLessThanOrEqual(MAX_RATE_PART);
  });

  it('accepts win_amount MAX_RATE_PART', async () => {
    const res = await update(MAX_RATE_PART);
    expect(res.statusCode, res.body).toBe(200);
    validateResponse('rates.update', 200, res.json());
  });

  it('answers 400 naming win_amount for one more', async () => {
    const res = await update(MAX_RATE_PART + 1);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().msg)).toMatch(/win_amount/);
  });
});
