/** The rates table names each bid type as the console does: both read the SDK's one table of labels. */
import { BID_TYPE_LABELS } from '@backoffice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_TYPES_BY_PROVIDER_TYPE } from '../src/domain/bid-types.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(async () => {
  await t.close();
});

describe('rate labels', () => {
  it.each([1, 2, 3] as const)("labels provider type %i's bid types with the SDK's labels", async (type) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/games/rates/${type}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { bid_type: keyof typeof BID_TYPE_LABELS; label: string }[];
    expect(rows.map((row) => row.bid_type).sort()).toEqual([...BID_TYPES_BY_PROVIDER_TYPE[type]].sort());
    for (const row of rows) expect(row.label, row.bid_type).toBe(BID_TYPE_LABELS[row.bid_type]);
  });
});
