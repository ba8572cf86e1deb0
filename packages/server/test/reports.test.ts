/** Reports and analysis: every operation (200 validated, 401, 403, 400) and figures checked against the ledger. */
import { beforeAll, describe, expect, it } from 'vitest';
import { paise } from '../src/db/money.js';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import { daysBefore, todayIst } from '../src/routes/date-range.js';
import { createPlayerWithBalance, validateResponse } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const START = '2026-03-01';
const END = '2026-03-03';
const RANGE = `start_date=${START}&end_date=${END}`;
const w = useAreaWorld();

beforeAll(async () => {
  const db = w.t.db;
  const market = await addProvider(db, 1, 'Report Market');
  const star = await addProvider(db, 2, 'Report Star');
  const users = [
    await createPlayerWithBalance(db, 900_000),
    await createPlayerWithBalance(db, 900_000),
    await createPlayerWithBalance(db, 900_000),
  ];
  for (const [day, date] of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05'].entries()) {
    for (const [i, userId] of users.entries()) {
      const m = { providerId: market, providerType: 1 as const, gameDate: date, userId };
      await placeBid(db, {
        ...m,
        session: 'Open',
        bidType: 'SINGLE_DIGIT_MARKET',
        digit: String((i + day) % 10),
        amountPaise: 1000 * (i + 1),
      });
      await placeBid(db, {
        ...m,
        session: null,
        bidType: 'JODI_MARKET',
        digit: `${i}${day}`,
        amountPaise: 500,
      });
      await placeBid(db, {
        providerId: star,
        providerType: 2,
        gameDate: date,
        userId,
        session: null,
        bidType: 'SINGLE_PANNA_STARLINE',
        digit: '128',
        amountPaise: 200,
      });
    }
    const open = await saveResult(db, {
      providerId: market,
      providerType: 1,
      gameDate: date,
      session: 'Open',
      panna: '128',
      employeeId: null,
    });
    await declareResult(db, { resultId: open, employeeId: null });
    const close = await saveResult(db, {
      providerId: market,
      providerType: 1,
      gameDate: date,
      session: 'Close',
      panna: '137',
      employeeId: null,
    });
    await declareResult(db, { resultId: close, employeeId: null });
    const slot = await saveResult(db, {
      providerId: star,
      providerType: 2,
      gameDate: date,
      panna: '128',
      employeeId: null,
    });
    await declareResult(db, { resultId: slot, employeeId: null });
    if (day === 1) {
      await revertResult(db, { resultId: slot, employeeId: null, reason: 'test' });
    }
  }
}, 120_000);

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;

const CASES: OperationCase[] = [
  {
    operationId: 'reports.overallProfitLoss',
    method: 'GET',
    url: `/v1/bids/game/reports/over_all_profit_loss?${RANGE}`,
    bad: { url: '/v1/bids/game/reports/over_all_profit_loss?order_by=age' },
    expectBody: (b) => expect((data(b).rows as unknown[]).length).toBe(3),
  },
  {
    operationId: 'reports.sales',
    method: 'GET',
    url: `/v1/bids/game/reports/sales/starline?${RANGE}`,
    bad: { url: '/v1/bids/game/reports/sales/starline?per_page=0' },
    expectBody: (b) => expect(data(b).totals).toEqual({ bid: 18, win: 2 * 3 * 300, profit: 18 - 1800 }),
  },
  {
    operationId: 'reports.providerList',
    method: 'GET',
    url: '/v1/bids/game/reports/provider-list/market',
    bad: { url: '/v1/bids/game/reports/provider-list/cards' },
    expectBody: (b) =>
      expect(data(b).rows).toEqual([expect.objectContaining({ provider_name: 'Report Market' })]),
  },
  {
    operationId: 'analysis.game',
    method: 'GET',
    url: `/v1/bids/game/analysis/market?${RANGE}`,
    bad: { url: '/v1/bids/game/analysis/market?order_by=luck' },
    expectBody: (b) =>
      expect((data(b).rows as Record<string, unknown>[])[0]).toMatchObject({ bid_count: 18, players: 3 }),
  },
  {
    operationId: 'analysis.user',
    method: 'GET',
    url: `/v1/bids/user/analysis/top-bidders?${RANGE}`,
    bad: { url: '/v1/bids/user/analysis/top-sleepers' },
    expectBody: (b) => expect((data(b).rows as unknown[]).length).toBe(3),
  },
  {
    operationId: 'analysis.bank',
    method: 'GET',
    url: '/v1/users/analysis/bank?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/analysis/bank?order=sideways' },
  },
  {
    operationId: 'reports.userDeposit',
    method: 'GET',
    url: '/v1/users/reports/user_deposit/overall?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/user_deposit/overall?order_by=phone' },
  },
  {
    operationId: 'reports.pgOverall',
    method: 'GET',
    url: '/v1/users/reports/pg/overall?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/pg/overall?start_date=tomorrow' },
  },
  {
    operationId: 'reports.pgByDate',
    method: 'GET',
    url: '/v1/users/reports/pg/by_date?start_date=2020-01-01&end_date=2030-12-31&type=DEPOSIT',
    bad: { url: '/v1/users/reports/pg/by_date?type=REFUND' },
  },
  {
    operationId: 'reports.pgByDateByGateway',
    method: 'GET',
    url: '/v1/users/reports/pg/by_date/by_pg?date=2026-01-01',
    bad: { url: '/v1/users/reports/pg/by_date/by_pg' },
  },
  {
    operationId: 'reports.pgTransactions',
    method: 'GET',
    url: '/v1/users/reports/pg/transactions?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/pg/transactions?admin=0' },
  },
  {
    operationId: 'reports.adminFundOverall',
    method: 'GET',
    url: '/v1/users/reports/admin_fund/overall?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/admin_fund/overall?tran_type=both' },
  },
  {
    operationId: 'reports.adminFundByDate',
    method: 'GET',
    url: '/v1/users/reports/admin_fund/by_date?start_date=2020-01-01&end_date=2030-12-31&tran_type=credit',
    bad: { url: '/v1/users/reports/admin_fund/by_date?created_by=x' },
  },
  {
    operationId: 'reports.adminFundByAdmin',
    method: 'GET',
    url: '/v1/users/reports/admin_fund/by_admin?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/admin_fund/by_admin?end_date=never' },
  },
  {
    operationId: 'reports.adminFundTransactions',
    method: 'GET',
    url: '/v1/users/reports/admin_fund/admin/transactions?start_date=2020-01-01&end_date=2030-12-31',
    bad: { url: '/v1/users/reports/admin_fund/admin/transactions?per_page=100000' },
  },
];

describe('reports and analysis operations', () => {
  // reports.admins takes no parameter that could be bad: its checks are in 'report figures'.
  describeOperations(() => w, CASES);
});

describe('report figures', () => {
  async function ledgerSums() {
    const [row] = await w.t.db.query<{ staked: unknown; refunded: unknown; won: unknown }>(
      `SELECT
         (SELECT -coalesce(sum(l.amount_paise), 0) FROM bids b JOIN ledger_entries l ON l.entry_id = b.bid_entry_id
           WHERE b.game_date BETWEEN $1 AND $2) AS staked,
         (SELECT coalesce(sum(l.amount_paise), 0) FROM ledger_entries l JOIN bids b ON l.ref_type = 'bid' AND l.ref_id = b.bid_id
           WHERE l.trans_type = 'BID_REFUND' AND b.game_date BETWEEN $1 AND $2) AS refunded,
         (SELECT coalesce(sum(l.amount_paise), 0) FROM ledger_entries l JOIN bids b ON l.ref_type = 'bid' AND l.ref_id = b.bid_id
           WHERE l.trans_type IN ('WIN', 'WIN_REVERSAL') AND b.game_date BETWEEN $1 AND $2) AS won`,
      [START, END],
    );
    return { bid: paise(row?.staked) - paise(row?.refunded), win: paise(row?.won) };
  }

  it('overall profit/loss totals equal a direct sum over the ledger', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/v1/bids/game/reports/over_all_profit_loss?${RANGE}&per_page=1`,
      headers: w.admin,
    });
    const totals = res.json().data.totals as { total_bid: number; total_win: number; pnl: number };
    const ledger = await ledgerSums();
    expect(ledger.win).toBeGreaterThan(0);
    expect(Math.round(totals.total_bid * 100)).toBe(ledger.bid);
    expect(Math.round(totals.total_win * 100)).toBe(ledger.win);
    expect(Math.round(totals.pnl * 100)).toBe(ledger.bid - ledger.win);
    expect(res.json().data.pagination).toMatchObject({ total_count: 3, total_page: 3 });
  });

  it('game analysis across the three families adds up to the same ledger sums', async () => {
    let bid = 0;
    let win = 0;
    for (const type of ['market', 'starline', 'jackpot']) {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/v1/bids/game/analysis/${type}?${RANGE}`,
        headers: w.admin,
      });
      for (const row of res.json().data.rows as { total_bid: number; total_win: number }[]) {
        bid += Math.round(row.total_bid * 100);
        win += Math.round(row.total_win * 100);
      }
    }
    expect({ bid, win }).toEqual(await ledgerSums());
  });

  it('admins lists every staff member, and answers 401 and 403 like every operation', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/v1/others/admins', headers: w.admin });
    expect(res.statusCode).toBe(200);
    validateResponse('reports.admins', 200, res.json());
    expect((await w.t.app.inject({ method: 'GET', url: '/v1/others/admins' })).statusCode).toBe(401);
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/v1/others/admins', headers: w.outsider })).statusCode,
    ).toBe(403);
    expect((res.json().data.rows as { username: string }[]).map((r) => r.username)).toContain('admin');
  });

  it('exports the PG transactions as CSV with the header line', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/v1/users/reports/export/pg?start_date=2020-01-01&end_date=2030-12-31',
      headers: w.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.split('\n')[0]).toBe(
      'tran_id,user_id,full_name,payment_gateway,type,amount,status,reference,created_at',
    );
  });

  it('top-gainers lists only players who won more than they staked, biggest gain first', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/v1/bids/user/analysis/top-gainers?${RANGE}`,
      headers: w.admin,
    });
    const rows = res.json().data.rows as { bid_pnl: number }[];
    expect(rows.every((r) => r.bid_pnl < 0)).toBe(true);
    expect([...rows].sort((a, b) => a.bid_pnl - b.bid_pnl)).toEqual(rows);
  });
});

describe('CSV exports: the whole filter, in the list order, named by the range', () => {
  const EXPORTS = [
    {
      operationId: 'reports.overallProfitLossExport',
      url: `/v1/bids/game/reports/export/over_all_profit_loss?${RANGE}&order_by=pnl`,
      list: `/v1/bids/game/reports/over_all_profit_loss?${RANGE}&order_by=pnl&per_page=500`,
      file: `overall-pl-${START}-${END}.csv`,
      header: 'user_id,full_name,phone,total_bid,total_win,pnl',
      bad: '/v1/bids/game/reports/export/over_all_profit_loss?order_by=age',
    },
    {
      operationId: 'reports.salesExport',
      url: `/v1/bids/game/reports/export/sales/market?${RANGE}`,
      list: `/v1/bids/game/reports/sales/market?${RANGE}&per_page=500`,
      file: `market-sales-${START}-${END}.csv`,
      header: 'provider_id,provider_name,user_id,player_name,bid,win,profit',
      bad: '/v1/bids/game/reports/export/sales/cards',
    },
    {
      operationId: 'analysis.userExport',
      url: `/v1/bids/user/analysis/export/top-bidders?${RANGE}`,
      list: `/v1/bids/user/analysis/top-bidders?${RANGE}&per_page=500`,
      file: `user-analysis-top-bidders-${START}-${END}.csv`,
      header: 'user_id,full_name,phone,bid_count,total_bid,total_win,bid_pnl',
      bad: '/v1/bids/user/analysis/export/top-sleepers',
    },
    {
      operationId: 'reports.userDepositExport',
      url: '/v1/users/reports/export/user_deposit?start_date=2020-01-01&end_date=2030-12-31',
      list: '/v1/users/reports/user_deposit/overall?start_date=2020-01-01&end_date=2030-12-31&per_page=500',
      file: 'user-deposit-2020-01-01-2030-12-31.csv',
      header: 'user_id,full_name,phone,deposit_count,total_deposit,last_deposit_at',
      bad: '/v1/users/reports/export/user_deposit?order_by=phone',
    },
  ];

  for (const e of EXPORTS) {
    it(`${e.operationId}: every row of the list, as CSV named ${e.file}`, async () => {
      const res = await w.t.app.inject({ method: 'GET', url: e.url, headers: w.admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${e.file}"`);
      const [header, ...lines] = res.body.trimEnd().split('\n');
      expect(header).toBe(e.header);
      // The list, paged through, is what the one export query must equal.
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const url = `${e.list}&current_page=${page}`;
        const data = (await w.t.app.inject({ method: 'GET', url, headers: w.admin })).json().data;
        rows.push(...data.rows);
        if (page >= data.pagination.total_page) break;
      }
      expect(lines.length).toBeGreaterThan(0);
      const keys = e.header.split(',');
      // Same rows in the same order; money with 2 decimals.
      const moneyKeys = new Set([
        'total_bid',
        'total_win',
        'pnl',
        'bid',
        'win',
        'profit',
        'bid_pnl',
        'total_deposit',
      ]);
      const expected = rows.map((row) =>
        keys
          .map((k) =>
            moneyKeys.has(k) ? (row[k] as number).toFixed(2) : row[k] === null ? '' : String(row[k]),
          )
          .join(','),
      );
      expect(lines).toEqual(expected);
    });

    it(`${e.operationId}: 401 without a token, 403 without the key, 400 on a bad parameter`, async () => {
      expect((await w.t.app.inject({ method: 'GET', url: e.url })).statusCode).toBe(401);
      expect((await w.t.app.inject({ method: 'GET', url: e.url, headers: w.outsider })).statusCode).toBe(403);
      const bad = await w.t.app.inject({ method: 'GET', url: e.bad, headers: w.admin });
      expect(bad.statusCode).toBe(400);
      validateResponse(e.operationId, 400, bad.json());
    });
  }
});

describe("the spec's defaults: overall P/L and sales 15 days back, pages of 15 and 25", () => {
  it('without dates, counts bids of today and 15 days back, not 16; pages of 15 (P/L) and 25 (sales)', async () => {
    const db = w.t.db;
    const jackpot = await addProvider(db, 3, 'Default Range Jackpot');
    const userId = await createPlayerWithBalance(db, 100_000);
    const today = todayIst();
    for (const [back, amountPaise] of [
      [0, 100],
      [15, 1000],
      [16, 10_000],
    ] as const) {
      await placeBid(db, {
        providerId: jackpot,
        providerType: 3,
        gameDate: daysBefore(today, back),
        userId,
        session: null,
        bidType: 'LEFT_DIGIT_JACKPOT',
        digit: '1',
        amountPaise,
      });
    }
    const sales = await w.t.app.inject({
      method: 'GET',
      url: `/v1/bids/game/reports/sales/jackpot?provider_id=${jackpot}`,
      headers: w.admin,
    });
    expect(sales.json().data.totals.bid).toBe(11);
    expect(sales.json().data.pagination.per_page).toBe(25);
    const pl = await w.t.app.inject({
      method: 'GET',
      url: `/v1/bids/game/reports/over_all_profit_loss?search=${encodeURIComponent(await phoneOf(userId))}`,
      headers: w.admin,
    });
    expect(pl.json().data.totals.total_bid).toBe(11);
    expect(pl.json().data.pagination.per_page).toBe(15);
    expect(pl.json().data.by_date.map((d: { date: string }) => d.date)).toEqual([
      daysBefore(today, 15),
      today,
    ]);
  });
});

async function phoneOf(userId: number): Promise<string> {
  const [row] = await w.t.db.query<{ phone: string }>('SELECT phone FROM players WHERE user_id = $1', [
    userId,
  ]);
  return String(row?.phone);
}
