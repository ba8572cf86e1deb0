/**
 * Report figures cross-checked against direct sums: sales against the bids and their ledger entries,
 * the admin fund report against ADMIN_CREDIT / ADMIN_DEBIT entries, zero-balance against wallets whose
 * ledger sum is 0, and the PG and user-deposit reports against the deposit rows and DEPOSIT entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPendingBids, refundBids } from '../src/db/bid-refunds.js';
import { postEntry } from '../src/db/ledger.js';
import { paise, paiseToRupees } from '../src/db/money.js';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import type { ProviderType } from '../src/domain/bid-types.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addEmployee, addProvider, type PlaceBid, placeBid } from './support/games-fixture.js';

const RANGE = 'start_date=2020-01-01&end_date=2030-12-31';
const GAME: Record<ProviderType, string> = { 1: 'market', 2: 'starline', 3: 'jackpot' };
let t: TestApp;
let admin: Record<string, string>;
let players: number[] = [];

async function get(operationId: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1${url}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  validateResponse(operationId, 200, res.json());
  return res.json().data;
}

const rupees = (v: unknown) => paiseToRupees(paise(v));

/** A gateway deposit as the player app records it: the row, and a DEPOSIT entry when it succeeded. */
async function deposit(userId: number, amountPaise: number, gateway: string, status: string) {
  await t.db.transaction(async (tx) => {
    const [row] = await tx.query<{ tran_id: unknown }>(
      `INSERT INTO deposits (user_id, amount_paise, gateway, reference, tran_status) VALUES ($1, $2, $3, $4, $5)
       RETURNING tran_id`,
      [userId, amountPaise, gateway, `pay_${userId}_${amountPaise}`, status],
    );
    if (status !== 'SUCCESS') return;
    await postEntry(tx, {
      userId,
      amountPaise,
      transType: 'DEPOSIT',
      refType: 'deposit',
      refId: Number(row?.tran_id),
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const db = t.db;
  for (let i = 0; i < 4; i++) players.push(await createPlayerWithBalance(db, 0));
  await createPlayerWithBalance(db, 0);
  await createPlayerWithBalance(db, 0);
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0] = players;
  for (const [userId, amount, gateway, status] of [
    [p0, 500_000, 'Razorpay', 'SUCCESS'],
    [p0, 250_000, 'Cashfree', 'SUCCESS'],
    [p1, 300_000, 'Razorpay', 'SUCCESS'],
    [p1, 99_999, 'Razorpay', 'FAILED'],
    [p2, 400_000, 'Cashfree', 'SUCCESS'],
    [p2, 12_345, 'Cashfree', 'PENDING'],
    [p3, 20_000, 'Razorpay', 'SUCCESS'],
  ] as const) {
    await deposit(userId, amount, gateway, status);
  }
  // Admin adjustments: through wallet.adjust by admin, and one by a second staff member.
  for (const [userId, amount, type] of [
    [p0, 1000.5, 0],
    [p1, 250, 1],
    [p2, 75.25, 0],
    [p3, 150, 1],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      headers: admin,
      payload: { user_id: userId, amount, type, reason: 'report check' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const cashier = await addEmployee(db, 'cashier');
  await db.transaction((tx) =>
    postEntry(tx, { userId: p1, amountPaise: 33_300, transType: 'ADMIN_CREDIT', createdBy: cashier }),
  );
  // Bids of every family, settled by declared results; one refunded bid and one reverted slot.
  const date = '2026-04-01';
  const market = await addProvider(db, 1, 'Cross Market');
  const market2 = await addProvider(db, 1, 'Other Market');
  const star = await addProvider(db, 2, 'Cross Star');
  const jackpot = await addProvider(db, 3, 'Cross Jackpot');
  const bid = (
    providerId: number,
    providerType: ProviderType,
    userId: number,
    b: Omit<PlaceBid, 'providerId' | 'providerType' | 'userId' | 'gameDate'>,
  ) => placeBid(db, { ...b, providerId, providerType, userId, gameDate: date });
  for (const [i, userId] of [p0, p1, p2].entries()) {
    await bid(market, 1, userId, {
      session: 'Open',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: String(6 + i),
      amountPaise: 1000 * (i + 1),
    });
    await bid(market, 1, userId, {
      session: null,
      bidType: 'JODI_MARKET',
      digit: `6${i}`,
      amountPaise: 500 + i,
    });
    await bid(market2, 1, userId, {
      session: 'Open',
      bidType: 'SINGLE_PANNA_MARKET',
      digit: '123',
      amountPaise: 333,
    });
    await bid(star, 2, userId, {
      session: null,
      bidType: 'SINGLE_DIGIT_STARLINE',
      digit: String(i),
      amountPaise: 700,
    });
    await bid(jackpot, 3, userId, {
      session: null,
      bidType: 'LEFT_DIGIT_JACKPOT',
      digit: String(i),
      amountPaise: 900,
    });
    await bid(jackpot, 3, userId, {
      session: null,
      bidType: 'JODI_JACKPOT',
      digit: `${i}5`,
      amountPaise: 100,
    });
  }
  const declare = async (providerId: number, providerType: ProviderType, more: object) => {
    const resultId = await saveResult(db, {
      providerId,
      providerType,
      gameDate: date,
      employeeId: null,
      ...more,
    });
    await declareResult(db, { resultId, employeeId: null });
    return resultId;
  };
  await declare(market, 1, { session: 'Open', panna: '123' });
  await declare(market, 1, { session: 'Close', panna: '190' });
  const starSlot = await declare(star, 2, { panna: '128' });
  await declare(jackpot, 3, { digit: '15' });
  await revertResult(db, { resultId: starSlot, employeeId: null, reason: 'wrong slot' });
  await declare(star, 2, { panna: '137' });
  await db.transaction(async (tx) => {
    const ids = await lockPendingBids(tx, 'b.provider_id = $1', [market2]);
    await refundBids(tx, {
      bidIds: ids.slice(0, 1),
      employeeId: null,
      reason: 'cancelled',
      action: 'bids.revertUser',
      entity: 'bid',
      entityId: ids[0] ?? 0,
    });
  });
  // Player 3 spends everything: zero balance with history.
  const [w3] = await db.query<{ b: unknown }>('SELECT balance_paise AS b FROM wallets WHERE user_id = $1', [
    p3,
  ]);
  await db.transaction((tx) =>
    postEntry(tx, { userId: p3, amountPaise: -paise(w3?.b), transType: 'WITHDRAWAL' }),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  players = [];
});

describe('sales reports equal direct sums per provider', () => {
  it.each([1, 2, 3] as const)('provider type %i: bid, win and profit per provider', async (providerType) => {
    const data = await get(
      'reports.sales',
      `/bids/game/reports/sales/${GAME[providerType]}?start_date=2026-04-01&end_date=2026-04-01&per_page=500`,
    );
    const report = new Map<number, { bid: number; win: number; profit: number }>();
    for (const r of data.rows as Array<{ provider_id: number; bid: number; win: number; profit: number }>) {
      const line = report.get(r.provider_id) ?? { bid: 0, win: 0, profit: 0 };
      report.set(r.provider_id, {
        bid: line.bid + r.bid,
        win: line.win + r.win,
        profit: line.profit + r.profit,
      });
    }
    // Stakes: the BID entry of each bid less its BID_REFUND; wins: WIN less WIN_REVERSAL entries of its bids.
    const direct = await t.db.query<{
      provider_id: number;
      bid: unknown;
      win: unknown;
      bid_rows: unknown;
      win_rows: unknown;
    }>(
      `SELECT b.provider_id,
              -sum(s.amount_paise) - coalesce(sum((SELECT sum(r.amount_paise) FROM ledger_entries r
                  WHERE r.ref_type = 'bid' AND r.ref_id = b.bid_id AND r.trans_type = 'BID_REFUND')), 0) AS bid,
              coalesce(sum((SELECT sum(w.amount_paise) FROM ledger_entries w
                  WHERE w.ref_type = 'bid' AND w.ref_id = b.bid_id AND w.trans_type IN ('WIN', 'WIN_REVERSAL'))), 0) AS win,
              sum(b.amount_paise) FILTER (WHERE b.bid_status <> 'REFUNDED') AS bid_rows,
              sum(b.win_amount_paise) AS win_rows
         FROM bids b JOIN ledger_entries s ON s.entry_id = b.bid_entry_id
        WHERE b.provider_type = $1 GROUP BY b.provider_id ORDER BY b.provider_id`,
      [providerType],
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(new Set(report.keys())).toEqual(new Set(direct.map((d) => d.provider_id)));
    for (const d of direct) {
      const line = report.get(d.provider_id);
      expect(rupees(d.bid)).toBe(rupees(d.bid_rows));
      expect(rupees(d.win)).toBe(rupees(d.win_rows));
      expect(line?.bid).toBeCloseTo(rupees(d.bid), 2);
      expect(line?.win).toBeCloseTo(rupees(d.win), 2);
      expect(line?.profit).toBeCloseTo(rupees(d.bid) - rupees(d.win), 2);
    }
    const sum = (k: 'bid' | 'win') => direct.reduce((n, d) => n + paise(d[k]), 0);
    expect(sum('win')).toBeGreaterThan(0);
    expect(data.totals).toEqual({
      bid: paiseToRupees(sum('bid')),
      win: paiseToRupees(sum('win')),
      profit: paiseToRupees(sum('bid') - sum('win')),
    });
  });
});

describe('admin fund report equals the ADMIN_CREDIT and ADMIN_DEBIT entries', () => {
  const ledger = async () => {
    const rows = await t.db.query<{ trans_type: string; created_by: number; n: unknown; amount: unknown }>(
      `SELECT trans_type, created_by, count(*) AS n, abs(sum(amount_paise)) AS amount FROM ledger_entries
        WHERE trans_type IN ('ADMIN_CREDIT', 'ADMIN_DEBIT') GROUP BY trans_type, created_by`,
    );
    return rows.map((r) => ({ ...r, n: Number(r.n), amount: paise(r.amount) }));
  };

  it('overall, by date and by admin', async () => {
    const entries = await ledger();
    const total = (type: string) => entries.filter((e) => e.trans_type === type);
    const amount = (type: string) => total(type).reduce((n, e) => n + e.amount, 0);
    const count = (type: string) => total(type).reduce((n, e) => n + e.n, 0);
    expect(count('ADMIN_CREDIT')).toBe(3);
    const overall = await get('reports.adminFundOverall', `/users/reports/admin_fund/overall?${RANGE}`);
    expect(overall.rows).toEqual([
      { tran_type: 'credit', count: count('ADMIN_CREDIT'), amount: paiseToRupees(amount('ADMIN_CREDIT')) },
      { tran_type: 'debit', count: count('ADMIN_DEBIT'), amount: paiseToRupees(amount('ADMIN_DEBIT')) },
    ]);
    const byDate = await get('reports.adminFundByDate', `/users/reports/admin_fund/by_date?${RANGE}`);
    const dates = byDate.rows as Array<{ credit: number; debit: number; count: number }>;
    expect(dates.reduce((n, r) => n + Math.round(r.credit * 100), 0)).toBe(amount('ADMIN_CREDIT'));
    expect(dates.reduce((n, r) => n + Math.round(r.debit * 100), 0)).toBe(amount('ADMIN_DEBIT'));
    expect(dates.reduce((n, r) => n + r.count, 0)).toBe(count('ADMIN_CREDIT') + count('ADMIN_DEBIT'));
    const byAdmin = await get('reports.adminFundByAdmin', `/users/reports/admin_fund/by_admin?${RANGE}`);
    for (const row of byAdmin.rows as Array<{
      employee_id: number;
      credit: number;
      debit: number;
      count: number;
    }>) {
      const mine = entries.filter((e) => e.created_by === row.employee_id);
      const of = (type: string) =>
        mine.filter((e) => e.trans_type === type).reduce((n, e) => n + e.amount, 0);
      expect(row).toMatchObject({
        credit: paiseToRupees(of('ADMIN_CREDIT')),
        debit: paiseToRupees(of('ADMIN_DEBIT')),
        count: mine.reduce((n, e) => n + e.n, 0),
      });
    }
    expect(byAdmin.rows).toHaveLength(2);
  });
});

describe('zero-balance report', () => {
  it('lists exactly the players whose ledger sums to 0', async () => {
    const data = await get('reports.zeroBalance', '/users/analysis/zero-balance-report?per_page=500');
    const zero = await t.db.query<{ user_id: number }>(
      `SELECT p.user_id FROM players p
        WHERE coalesce((SELECT sum(l.amount_paise) FROM ledger_entries l WHERE l.user_id = p.user_id), 0) = 0
        ORDER BY p.user_id`,
    );
    expect(zero.length).toBe(3);
    const listed = (data.rows as Array<{ user_id: number }>).map((r) => r.user_id).sort((a, b) => a - b);
    expect(listed).toEqual(zero.map((z) => z.user_id));
    expect(data.pagination.total_count).toBe(zero.length);
  });
});

describe('PG and user-deposit reports equal the deposit rows and the DEPOSIT entries', () => {
  const depositEntries = () =>
    t.db.query<{ user_id: number; gateway: string; n: unknown; amount: unknown; rows_amount: unknown }>(
      `SELECT l.user_id, d.gateway, count(*) AS n, sum(l.amount_paise) AS amount, sum(d.amount_paise) AS rows_amount
         FROM ledger_entries l JOIN deposits d ON l.ref_type = 'deposit' AND d.tran_id = l.ref_id
        WHERE l.trans_type = 'DEPOSIT' GROUP BY l.user_id, d.gateway`,
    );

  it('PG overall: per gateway and in total', async () => {
    const entries = await depositEntries();
    const [unmatched] = await t.db.query<{ n: unknown }>(
      `SELECT (SELECT count(*) FROM ledger_entries WHERE trans_type = 'DEPOSIT') -
              (SELECT count(*) FROM deposits WHERE tran_status = 'SUCCESS') AS n`,
    );
    expect(Number(unmatched?.n)).toBe(0);
    const data = await get('reports.pgOverall', `/users/reports/pg/overall?${RANGE}`);
    for (const gateway of ['Cashfree', 'Razorpay']) {
      const mine = entries.filter((e) => e.gateway === gateway);
      const row = (data.rows as Array<{ payment_gateway: string; type: string }>).find(
        (r) => r.payment_gateway === gateway && r.type === 'DEPOSIT',
      );
      expect(row).toMatchObject({
        count: mine.reduce((n, e) => n + Number(e.n), 0),
        amount: paiseToRupees(mine.reduce((n, e) => n + paise(e.amount), 0)),
      });
      expect(mine.reduce((n, e) => n + paise(e.rows_amount), 0)).toBe(
        mine.reduce((n, e) => n + paise(e.amount), 0),
      );
    }
    expect(data.totals.deposit).toBe(paiseToRupees(entries.reduce((n, e) => n + paise(e.amount), 0)));
    expect(data.totals.deposit).toBe(14_700);
  });

  it('user-deposit overall: per player and in total', async () => {
    const entries = await depositEntries();
    const data = await get(
      'reports.userDeposit',
      `/users/reports/user_deposit/overall?${RANGE}&per_page=500`,
    );
    const perUser = new Map<number, { n: number; amount: number }>();
    for (const e of entries) {
      const line = perUser.get(e.user_id) ?? { n: 0, amount: 0 };
      perUser.set(e.user_id, { n: line.n + Number(e.n), amount: line.amount + paise(e.amount) });
    }
    const rows = data.rows as Array<{ user_id: number; deposit_count: number; total_deposit: number }>;
    expect(rows).toHaveLength(perUser.size);
    for (const row of rows) {
      const line = perUser.get(row.user_id);
      expect(row).toMatchObject({ deposit_count: line?.n, total_deposit: paiseToRupees(line?.amount ?? -1) });
    }
    const all = [...perUser.values()];
    expect(data.totals).toEqual({
      users: perUser.size,
      deposit_count: all.reduce((n, l) => n + l.n, 0),
      total_deposit: paiseToRupees(all.reduce((n, l) => n + l.amount, 0)),
    });
  });
});

describe('totals and chart series cover the whole filter, not the page', () => {
  const DAY = 'start_date=2026-04-01&end_date=2026-04-01';
  const cents = (v: number) => Math.round(v * 100);
  const sumOf = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((n, r) => n + cents(pick(r)), 0);

  it('overall P/L: by_date adds up to totals on a one-row page', async () => {
    const data = await get(
      'reports.overallProfitLoss',
      `/bids/game/reports/over_all_profit_loss?${DAY}&per_page=1`,
    );
    expect(data.rows).toHaveLength(1);
    expect(data.by_date.map((d: { date: string }) => d.date)).toEqual(['2026-04-01']);
    type Day = { total_bid: number; total_win: number; pnl: number };
    expect(sumOf<Day>(data.by_date, (d) => d.total_bid)).toBe(cents(data.totals.total_bid));
    expect(sumOf<Day>(data.by_date, (d) => d.total_win)).toBe(cents(data.totals.total_win));
    expect(sumOf<Day>(data.by_date, (d) => d.pnl)).toBe(cents(data.totals.pnl));
  });

  it.each([1, 2, 3] as const)(
    'sales type %i: by_provider equals the rows grouped by provider',
    async (type) => {
      const url = `/bids/game/reports/sales/${GAME[type]}?${DAY}`;
      const page = await get('reports.sales', `${url}&per_page=1`);
      const all = await get('reports.sales', `${url}&per_page=500`);
      type Row = { provider_id: number; bid: number; win: number; profit: number };
      const grouped = new Map<number, { players: number; bid: number; win: number; profit: number }>();
      for (const r of all.rows as Row[]) {
        const g = grouped.get(r.provider_id) ?? { players: 0, bid: 0, win: 0, profit: 0 };
        grouped.set(r.provider_id, {
          players: g.players + 1,
          bid: g.bid + cents(r.bid),
          win: g.win + cents(r.win),
          profit: g.profit + cents(r.profit),
        });
      }
      const byProvider = (page.by_provider as Array<Row & { players: number }>).map((p) => [
        p.provider_id,
        { players: p.players, bid: cents(p.bid), win: cents(p.win), profit: cents(p.profit) },
      ]);
      expect(new Map(byProvider as Array<[number, object]>)).toEqual(grouped);
      expect(page.pagination.total_count).toBe(all.rows.length);
      expect(page.totals).toEqual(all.totals);
      expect(sumOf<Row>(page.by_provider, (p) => p.profit)).toBe(cents(page.totals.profit));
    },
  );

  it('game analysis: by_provider holds every provider and adds up to totals', async () => {
    const data = await get('analysis.game', `/bids/game/analysis/market?${DAY}&per_page=1`);
    expect(data.rows).toHaveLength(1);
    expect(data.by_provider.map((p: { provider_name: string }) => p.provider_name)).toEqual([
      'Cross Market',
      'Other Market',
    ]);
    expect(data.pagination.total_count).toBe(2);
    type Row = { total_bid: number; total_win: number; bid_pnl: number; bid_count: number };
    expect(sumOf<Row>(data.by_provider, (p) => p.total_bid)).toBe(cents(data.totals.total_bid));
    expect(sumOf<Row>(data.by_provider, (p) => p.bid_pnl)).toBe(cents(data.totals.bid_pnl));
    expect((data.by_provider as Row[]).reduce((n, p) => n + p.bid_count, 0)).toBe(data.totals.bid_count);
    // The same three players bid on both markets: distinct players, not a sum of the providers'.
    expect(data.totals.players).toBe(3);
  });

  it('user analysis: totals over every player of the type, not the page', async () => {
    const url = '/bids/user/analysis/top-bidders?start_date=2026-04-01&end_date=2026-04-01';
    const page = await get('analysis.user', `${url}&per_page=1`);
    const all = await get('analysis.user', `${url}&per_page=500`);
    type Row = { total_bid: number; total_win: number; bid_count: number };
    expect(page.totals).toMatchObject({ players: all.rows.length, bid_count: 17 });
    expect(cents(page.totals.total_bid)).toBe(sumOf<Row>(all.rows, (r) => r.total_bid));
    expect(cents(page.totals.total_win)).toBe(sumOf<Row>(all.rows, (r) => r.total_win));
  });

  it('PG by date: each day is the sum of its gateways, the totals the sum of the days; by_pg and transactions agree', async () => {
    const byDate = await get('reports.pgByDate', `/users/reports/pg/by_date?${RANGE}`);
    type Day = {
      date: string;
      payment_gateway: string;
      deposit: number;
      withdrawal: number;
      count: number;
      by_gateway: Day[];
    };
    for (const day of byDate.rows as Day[]) {
      expect(sumOf(day.by_gateway, (g) => g.deposit)).toBe(cents(day.deposit));
      expect(day.by_gateway.reduce((n, g) => n + g.count, 0)).toBe(day.count);
      const byPg = await get('reports.pgByDateByGateway', `/users/reports/pg/by_date/by_pg?date=${day.date}`);
      expect(byPg.totals).toEqual({ deposit: day.deposit, withdrawal: day.withdrawal, count: day.count });
      for (const g of day.by_gateway) {
        const tx = await get(
          'reports.pgTransactions',
          `/users/reports/pg/transactions?date=${day.date}&payment_gateway=${g.payment_gateway}&per_page=1`,
        );
        expect(tx.totals).toEqual({ deposit: g.deposit, withdrawal: g.withdrawal, count: g.count });
      }
    }
    expect(sumOf<Day>(byDate.rows, (d) => d.deposit)).toBe(cents(byDate.totals.deposit));
    expect(byDate.totals.deposit).toBe(14_700);
  });

  it('admin fund: the same totals on every level, and the transactions page of one row', async () => {
    const overall = await get('reports.adminFundOverall', `/users/reports/admin_fund/overall?${RANGE}`);
    expect(overall.totals).toEqual({ credit: 1000.5 + 75.25 + 333, debit: 400, count: 5 });
    for (const [id, path] of [
      ['reports.adminFundByDate', 'by_date?'],
      ['reports.adminFundByAdmin', 'by_admin?'],
      ['reports.adminFundTransactions', 'admin/transactions?per_page=1&'],
    ] as const) {
      const data = await get(id, `/users/reports/admin_fund/${path}${RANGE}`);
      expect(data.totals, id).toEqual(overall.totals);
    }
  });
});
