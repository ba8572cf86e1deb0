import { beforeAll, describe, expect, it } from 'vitest';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();
let today: string;
let weekAgo: string;
beforeAll(async () => {
  const [d] = await w.t.db.query<{ today: string; week_ago: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS today,
       to_char((now() AT TIME ZONE 'Asia/Kolkata')::date - 6, 'YYYY-MM-DD') AS week_ago`,
  );
  today = String(d?.today);
  weekAgo = String(d?.week_ago);
}, 60_000);

const RANGE = '?start_date=2026-01-01&end_date=2026-01-05';
const GRAPHS: [string, string][] = [
  ['dashboard.registrationGraph', '/v1/others/dashboard/registration-graph'],
  ['dashboard.otpGraph', '/v1/others/dashboard/otp-graph'],
  ['dashboard.graphs', '/v1/others/dashboard/graphs'],
  ['dashboard.activeVsBiddingGraph', '/v1/bids/user/dashboard/active-vs-bidding-graph'],
  ['dashboard.bidVsWinGraph', '/v1/bids/user/dashboard/bid-vs-win-graph'],
  ['dashboard.depositVsWithdrawGraph', '/v1/users/wallet/dashboard/deposit-vs-withdraw-graph'],
  ['dashboard.walletGraph', '/v1/users/wallet/dashboard/wallet-graph'],
];

const CASES: OperationCase[] = [
  {
    operationId: 'dashboard.counts',
    method: 'PUT',
    url: '/v1/others/dashboard/counts',
    payload: { start_date: '2026-01-01', end_date: '2026-01-05' },
    bad: { payload: { start_date: '2026-01-01' } },
  },
  ...GRAPHS.map(
    ([operationId, path]): OperationCase => ({
      operationId,
      method: 'GET',
      url: `${path}${RANGE}`,
      bad: { url: `${path}?start_date=01-01-2026&end_date=2026-01-05` },
      expectBody: (body) => expect((body.data as { series: unknown[] }).series).toHaveLength(5),
    }),
  ),
];

describe('dashboard operations', () => {
  describeOperations(() => w, CASES);
});

async function series(path: string, start: string, end: string) {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `${path}?start_date=${start}&end_date=${end}`,
    headers: w.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.series as Record<string, number | string>[];
}

async function scalar(sql: string): Promise<number> {
  const [row] = await w.t.db.query<{ v: unknown }>(sql);
  return Number(row?.v);
}

describe('dashboard behaviour', () => {
  it('draws one point per day of the range, oldest first, zero on empty days', async () => {
    const points = await series('/v1/others/dashboard/registration-graph', '2030-02-27', '2030-03-02');
    expect(points).toEqual([
      { date: '2030-02-27', count: 0 },
      { date: '2030-02-28', count: 0 },
      { date: '2030-03-01', count: 0 },
      { date: '2030-03-02', count: 0 },
    ]);
  });

  it('counts the registrations of each IST day from the players table', async () => {
    const points = await series('/v1/others/dashboard/registration-graph', weekAgo, today);
    expect(points).toHaveLength(7);
    const total = points.reduce((sum, p) => sum + Number(p.count), 0);
    expect(total).toBe(
      await scalar(
        `SELECT count(*) AS v FROM players WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date
         BETWEEN (now() AT TIME ZONE 'Asia/Kolkata')::date - 6 AND (now() AT TIME ZONE 'Asia/Kolkata')::date`,
      ),
    );
    expect(total).toBeGreaterThan(0);
  });

  it("ends the wallet graph on today's total of all wallets", async () => {
    const points = await series('/v1/users/wallet/dashboard/wallet-graph', weekAgo, today);
    const last = points.at(-1);
    expect(last?.balance).toBe((await scalar('SELECT sum(balance_paise) AS v FROM wallets')) / 100);
    const first = points[0];
    const previousEnd = Number(first?.balance) - Number(first?.credit) + Number(first?.debit);
    expect(previousEnd).toBeGreaterThanOrEqual(0);
  });

  it('adds up deposits per day to the counts for the same range', async () => {
    const points = await series('/v1/users/wallet/dashboard/deposit-vs-withdraw-graph', weekAgo, today);
    const res = await w.t.app.inject({
      method: 'PUT',
      url: '/v1/others/dashboard/counts',
      headers: w.admin,
      payload: { start_date: weekAgo, end_date: today },
    });
    const counts = res.json().data;
    const deposits = points.reduce((sum, p) => sum + Math.round(Number(p.deposit) * 100), 0);
    expect(Math.round(counts.total_deposit * 100)).toBe(deposits);
    expect(counts.total_users).toBe(await scalar('SELECT count(*) AS v FROM players'));
    expect(counts.pending_fund_requests).toBe(
      await scalar("SELECT count(*) AS v FROM fund_requests WHERE tran_status = 'PENDING'"),
    );
    expect(counts.active_users).toBeGreaterThan(0);
  });

  it('sums stakes and wins per game date, and counts bidding players', async () => {
    const [p] = await w.t.db.query<{ provider_id: number }>(
      "INSERT INTO providers (provider_type, provider_name) VALUES (1, 'Milan Day') RETURNING provider_id",
    );
    await w.t.db.query(
      `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise,
         win_amount_paise, bid_status)
       VALUES ($1, $3, 1, '2030-06-01', 'Open', 'SINGLE_DIGIT_MARKET', '5', 10000, 95000, 'WON'),
              ($1, $3, 1, '2030-06-01', 'Open', 'SINGLE_DIGIT_MARKET', '6', 5000, 0, 'LOST'),
              ($2, $3, 1, '2030-06-02', 'Open', 'SINGLE_DIGIT_MARKET', '7', 2000, 0, 'REFUNDED')`,
      [w.ids.registered, w.ids.registered2, p?.provider_id],
    );
    expect(await series('/v1/bids/user/dashboard/bid-vs-win-graph', '2030-06-01', '2030-06-02')).toEqual([
      { date: '2030-06-01', bid: 150, win: 950 },
      { date: '2030-06-02', bid: 0, win: 0 },
    ]);
    expect(
      await series('/v1/bids/user/dashboard/active-vs-bidding-graph', '2030-06-01', '2030-06-02'),
    ).toEqual([
      { date: '2030-06-01', active: 0, bidding: 1 },
      { date: '2030-06-02', active: 0, bidding: 1 },
    ]);
    const res = await w.t.app.inject({
      method: 'PUT',
      url: '/v1/others/dashboard/counts',
      headers: w.admin,
      payload: { start_date: '2030-06-01', end_date: '2030-06-02' },
    });
    expect(res.json().data).toMatchObject({ total_bid: 150, total_win: 950, profit: -800, bidding_users: 2 });
  });

  it('refuses an end date before the start date', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/v1/others/dashboard/otp-graph?start_date=2026-01-05&end_date=2026-01-01',
      headers: w.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg: 'end_date must not be before start_date' });
  });
});
