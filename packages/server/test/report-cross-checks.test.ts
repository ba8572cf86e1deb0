/**
 * Report figures cross-checked against direct sums: sales against the bids and their ledger entries,
 * the admin fund report against ADMIN_CREDIT / ADMIN_DEBIT entries, zero-balance against wallets whose
 * ledger sum is 0, and the PG and user-deposit reports against the deposit rows and DEPOSIT entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPendingBids, refundBids } from '../src/db/bid-refunds.js';
import { paise, paiseToRupees } from '../src/db/money.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult, revertResult } from '../src/db/result-settlement.js';
import type { ProviderType } from '../src/domain/bid-types.js';
import { postEntry } from '../src/domain/ledger.js';
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
