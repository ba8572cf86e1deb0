/**
 * The reports agree with each other on the demo data, through the SDK against the reference server:
 * the figures owners and finance read every morning come from different queries, so each equality
 * below is one that a wrong join, a missed refund or a dropped row would break.
 */
import { type BackofficeClient, createBackofficeClient, createMemorySession } from '@backoffice/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReferenceServer, sharedReferenceServer } from './support/reference-server.js';

let server: ReferenceServer;
let client: BackofficeClient;

/** Money compared in paise: rupees on the wire have at most 2 decimals. */
const paise = (rupees: number) => Math.round(rupees * 100);
const sumPaise = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((n, row) => n + paise(pick(row)), 0);

/** The last 30 business days (IST) up to today: the demo data spread bids, deposits and adjustments over 60. */
function lastDays(days: number): { startDate: string; endDate: string } {
  const today = new Date(Date.now() + 330 * 60_000);
  const start = new Date(today.getTime() - days * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: today.toISOString().slice(0, 10) };
}
const RANGE = lastDays(30);

beforeAll(async () => {
  server = await sharedReferenceServer();
  client = createBackofficeClient({ baseUrl: server.baseUrl, session: createMemorySession() });
  await client.auth.login({ username: 'admin', password: 'Admin@123' });
}, 300_000);

describe('report agreement on the demo data', () => {
  it('overall P/L = market sales profit + starline sales profit + jackpot sales profit', async () => {
    const overall = await client.reports.overallProfitLoss({ ...RANGE, perPage: 1 });
    const sales = await Promise.all(
      (['market', 'starline', 'jackpot'] as const).map((type) =>
        client.reports.sales({ type, ...RANGE, perPage: 1 }),
      ),
    );
    for (const family of sales) expect(paise(family.totals.bid)).toBeGreaterThan(0);
    const salesBid = sumPaise(sales, (s) => s.totals.bid);
    const salesWin = sumPaise(sales, (s) => s.totals.win);
    const salesProfit = sumPaise(sales, (s) => s.totals.profit);
    expect(
      { totalBid: paise(overall.totals.totalBid), totalWin: paise(overall.totals.totalWin) },
      'overall bid and win = the sums of the three sales reports',
    ).toEqual({
      totalBid: salesBid,
      totalWin: salesWin,
    });
    expect(paise(overall.totals.pnl), 'overall P/L = sum of the three sales profits').toBe(salesProfit);
    // The P/L-per-day chart draws the same money.
    expect(
      sumPaise(overall.byDate, (d) => d.pnl),
      'sum of P/L per day = overall P/L',
    ).toBe(paise(overall.totals.pnl));
  });

  it("PG report: overall totals = the sum of its by-date rows = the sum of each day's gateways", async () => {
    const overall = await client.reports.pgOverall(RANGE);
    const byDate = await client.reports.pgByDate(RANGE);
    expect(byDate.rows.length).toBeGreaterThan(1);
    expect(paise(overall.totals.deposit)).toBeGreaterThan(0);
    expect(paise(overall.totals.withdrawal)).toBeGreaterThan(0);
    expect(
      sumPaise(byDate.rows, (r) => r.deposit),
      'PG deposits: overall = sum of by-date rows',
    ).toBe(paise(overall.totals.deposit));
    expect(
      sumPaise(byDate.rows, (r) => r.withdrawal),
      'PG withdrawals: overall = sum of by-date rows',
    ).toBe(paise(overall.totals.withdrawal));
    for (const day of byDate.rows) {
      expect(
        sumPaise(day.byGateway, (g) => g.deposit),
        `${day.date}: deposits = sum of its gateways`,
      ).toBe(paise(day.deposit));
      expect(
        sumPaise(day.byGateway, (g) => g.withdrawal),
        `${day.date}: withdrawals = sum of its gateways`,
      ).toBe(paise(day.withdrawal));
    }
  });

  it('admin fund report: overall = the sum per admin (credits, debits, counts)', async () => {
    const overall = await client.reports.adminFundOverall(RANGE);
    const byAdmin = await client.reports.adminFundByAdmin(RANGE);
    const line = (type: 'credit' | 'debit') => overall.rows.find((r) => r.tranType === type);
    expect(paise(line('credit')?.amount ?? 0)).toBeGreaterThan(0);
    expect(
      sumPaise(byAdmin.rows, (r) => r.credit),
      'admin credits: overall = sum per admin',
    ).toBe(paise(line('credit')?.amount ?? 0));
    expect(
      sumPaise(byAdmin.rows, (r) => r.debit),
      'admin debits: overall = sum per admin',
    ).toBe(paise(line('debit')?.amount ?? 0));
    expect(
      byAdmin.rows.reduce((n, r) => n + r.count, 0),
      'admin adjustments: overall count = sum per admin',
    ).toBe((line('credit')?.count ?? 0) + (line('debit')?.count ?? 0));
  });
});
