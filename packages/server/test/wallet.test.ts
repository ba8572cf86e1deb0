import { describe, expect, it } from 'vitest';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { createPlayerWithBalance, validateResponse, walletPaise } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();

const CASES: OperationCase[] = [
  {
    operationId: 'wallet.users',
    method: 'GET',
    url: '/v1/users/wallet/users-list?current_page=1&order_by=balance&search=9',
    bad: { url: '/v1/users/wallet/users-list?order_by=phone' },
    expectBody: (body) =>
      expect((body.data as { pagination: { per_page: number } }).pagination.per_page).toBe(15),
  },
  {
    operationId: 'wallet.pgTransactions',
    method: 'GET',
    url: '/v1/users/wallet/pg-transactions?filter_by_deposit=SUCCESS&order=asc',
    bad: { url: '/v1/users/wallet/pg-transactions?filter_by_deposit=LOST' },
  },
  {
    operationId: 'wallet.bidsHistory',
    method: 'GET',
    url: '/v1/users/wallet/bids-history?filter_by_game=1&filter_by_bid_status=WON&order_by=amount',
    bad: { url: '/v1/users/wallet/bids-history?filter_by_game=9' },
  },
  {
    operationId: 'wallet.bidHistoryFilterParams',
    method: 'GET',
    url: '/v1/users/wallet/filter_params/bid-history',
    bad: null,
  },
  {
    operationId: 'wallet.withdrawTransactions',
    method: 'GET',
    url: '/v1/users/wallet/wd-transactions?tran_status=PENDING',
    bad: { url: '/v1/users/wallet/wd-transactions?tran_status=DONE' },
  },
  {
    operationId: 'wallet.allTransactions',
    method: 'GET',
    url: '/v1/users/wallet/all-transactions?filter_by_trans_type=DEPOSIT&order_by=amount',
    bad: { url: '/v1/users/wallet/all-transactions?filter_by_trans_type=GIFT' },
  },
  {
    operationId: 'wallet.userBrief',
    method: 'GET',
    url: (ids) => `/v1/users/wallet/userbrief/${ids.registered}`,
    bad: { url: '/v1/users/wallet/userbrief/abc' },
  },
  { operationId: 'wallet.accountsCount', method: 'GET', url: '/v1/users/accounts/count', bad: null },
  {
    operationId: 'wallet.adjust',
    method: 'POST',
    url: '/v1/users/fund/update-wallet-from-admin',
    payload: (ids) => ({ user_id: ids.registered, amount: 500, type: 0, reason: 'Bonus credit' }),
    bad: { payload: (ids) => ({ user_id: ids.registered, amount: -5, type: 0, reason: 'Bonus credit' }) },
    expectBody: (body) => expect(body.msg).toBe('₹500.00 credited successfully to wallet'),
  },
  {
    operationId: 'wallet.searchAccount',
    method: 'GET',
    url: '/v1/users/accounts/search?search=sbin',
    bad: { url: '/v1/users/accounts/search?search=s' },
    expectBody: (body) => {
      const rows = (body.data as { rows: { ifsc: string }[] }).rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows)
        expect(r.ifsc.startsWith('SBIN') || JSON.stringify(r).toLowerCase().includes('sbin')).toBe(true);
    },
  },
  {
    operationId: 'wallet.accountHistory',
    method: 'GET',
    url: (ids) => `/v1/users/accounts/history?account_id=${ids.account}`,
    bad: { url: '/v1/users/accounts/history' },
  },
  {
    operationId: 'wallet.withdrawHistory',
    method: 'GET',
    url: '/v1/users/fund/withdraw-history/DECLINED?per_page=5',
    bad: { url: '/v1/users/fund/withdraw-history/PENDING' },
    expectBody: (body) => {
      const rows = (body.data as { rows: { tran_status: string }[] }).rows;
      expect(rows.length).toBe(5);
      for (const r of rows) expect(r.tran_status).toBe('DECLINED');
    },
  },
  { operationId: 'wallet.timings', method: 'GET', url: '/v1/users/fund/timings', bad: null },
  {
    operationId: 'wallet.updateTiming',
    method: 'PUT',
    url: (ids) => `/v1/users/fund/timings/${ids.timing}`,
    payload: { open_time: '09:30', close_time: '20:00', is_active: true },
    bad: { payload: { open_time: '9:30', close_time: '20:00', is_active: true } },
    expectBody: (body) => expect(body.data).toMatchObject({ open_time: '09:30', close_time: '20:00' }),
  },
];

describe('wallet operations', () => {
  describeOperations(() => w, CASES);
});

function adjust(payload: Record<string, unknown>, key?: string) {
  const headers = key ? { ...w.admin, 'idempotency-key': key } : w.admin;
  return w.t.app.inject({ method: 'POST', url: '/v1/users/fund/update-wallet-from-admin', headers, payload });
}

const balanceOf = (userId: number) => walletPaise(w.t.db, userId);

describe('the admin wallet adjustment', () => {
  it('credits on type 0 through an ADMIN_CREDIT entry with the reason and the staff member, and audits it', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 10_000);
    const res = await adjust({ user_id: userId, amount: 1234.5, type: 0, reason: 'Deposit not credited' });
    expect(res.json()).toMatchObject({
      error: false,
      msg: '₹1,234.50 credited successfully to wallet',
      data: { user_id: userId, balance: 1334.5, amount: 1234.5, type: 0 },
    });
    expect(await balanceOf(userId)).toBe(133_450);
    const [entry] = await w.t.db.query<{
      trans_type: string;
      amount_paise: number;
      note: string;
      username: string;
    }>(
      `SELECT l.trans_type, l.amount_paise::int AS amount_paise, l.note, e.username FROM ledger_entries l
       JOIN employees e ON e.employee_id = l.created_by WHERE l.entry_id = $1`,
      [res.json().data.entry_id],
    );
    expect(entry).toEqual({
      trans_type: 'ADMIN_CREDIT',
      amount_paise: 123_450,
      note: 'Deposit not credited',
      username: 'admin',
    });
    const audit = await w.t.db.query(
      "SELECT reason, before, after FROM audit_log WHERE action = 'wallet.adjust' AND entity_id = $1",
      [String(userId)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Deposit not credited', before: { balance_paise: 10_000 } });
  });

  it('takes two-decimal amounts such as 19.99, 1.13 and 0.29 exactly, and names the field of a third decimal', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 0);
    for (const amount of [19.99, 1.13, 0.29]) {
      const res = await adjust({ user_id: userId, amount, type: 0, reason: 'Deposit not credited' });
      expect(res.statusCode, res.body).toBe(200);
      validateResponse('wallet.adjust', 200, res.json());
      expect(res.json().data.amount).toBe(amount);
    }
    expect(await balanceOf(userId)).toBe(1999 + 113 + 29);
    const debit = await adjust({ user_id: userId, amount: 21.41, type: 1, reason: 'Chargeback recovery' });
    expect(debit.json().data).toMatchObject({ amount: 21.41, balance: 0 });

    const refused = await adjust({ user_id: userId, amount: 0.001, type: 0, reason: 'Deposit not credited' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: true, msg: 'body.amount must be a multiple of 0.01' });
    expect(await balanceOf(userId)).toBe(0);
  });

  it('debits on any other type and shows it in all transactions as a negative amount', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 100_000);
    const res = await adjust({ user_id: userId, amount: 500, type: 7, reason: 'Chargeback recovery' });
    expect(res.json().msg).toBe('₹500.00 debited successfully from wallet');
    expect(await balanceOf(userId)).toBe(50_000);
    const list = await w.t.app.inject({
      method: 'GET',
      url: `/v1/users/wallet/all-transactions?user_id=${userId}`,
      headers: w.admin,
    });
    expect(list.json().data.rows[0]).toMatchObject({
      trans_type: 'ADMIN_DEBIT',
      amount: -500,
      balance_after: 500,
      note: 'Chargeback recovery',
      created_by: 'admin',
    });
  });

  it("refuses to overdraw with 409 'Insufficient wallet balance' and moves nothing", async () => {
    const userId = await createPlayerWithBalance(w.t.db, 9_999);
    const res = await adjust({ user_id: userId, amount: 100, type: 1, reason: 'Chargeback recovery' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, msg: 'Insufficient wallet balance' });
    expect(await balanceOf(userId)).toBe(9_999);
  });

  it('refuses the viewer (wallet.viewWallet only) with 403: adjusting needs wallet.adjustBalance', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 10_000);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      headers: await w.t.login('viewer', 'Viewer@123'),
      payload: { user_id: userId, amount: 100, type: 0, reason: 'Bonus credit' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, msg: 'Unauthorized access.' });
    expect(await balanceOf(userId)).toBe(10_000);
  });

  it('answers 404 for an unknown player', async () => {
    const res = await adjust({ user_id: 987654, amount: 1, type: 0, reason: 'Bonus credit' });
    expect(res.statusCode).toBe(404);
  });

  it('moves money once for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 0);
    const body = { user_id: userId, amount: 250, type: 0, reason: 'Referral reward' };
    const first = await adjust(body, 'adjust-key-0001');
    const second = await adjust(body, 'adjust-key-0001');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(userId)).toBe(25_000);
    const other = await adjust({ ...body, amount: 300 }, 'adjust-key-0001');
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(userId)).toBe(25_000);
  });

  it('keeps every wallet equal to the sum of its entries', async () => {
    expect(await checkLedgerInvariant(w.t.db)).toEqual([]);
  });
});

describe('wallet reads', () => {
  it("brings an account's withdrawals with the account beside them", async () => {
    // An account is its number and IFSC: its history counts the requests to every player's record of it.
    const [a] = await w.t.db.query<{ account_id: number; n: number }>(
      `SELECT min(f.account_id) AS account_id, count(*)::int AS n FROM fund_requests f
       JOIN bank_accounts b ON b.account_id = f.account_id
       GROUP BY b.account_number, b.ifsc ORDER BY count(*) DESC LIMIT 1`,
    );
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/v1/users/accounts/history?account_id=${a?.account_id}`,
      headers: w.admin,
    });
    expect(res.json().data.account.account_id).toBe(a?.account_id);
    expect(res.json().data.pagination.total_count).toBe(a?.n);
  });

  it('refuses a closing time before the opening time', async () => {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: `/v1/users/fund/timings/${w.ids.timing}`,
      headers: w.admin,
      payload: { open_time: '20:00', close_time: '09:00', is_active: true },
    });
    expect(res.statusCode).toBe(400);
  });

  it('counts accounts and balances from the tables', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/v1/users/accounts/count', headers: w.admin });
    const [row] = await w.t.db.query<{ users: number; total: number }>(
      'SELECT (SELECT count(*)::int FROM players) AS users, (SELECT sum(balance_paise)::int FROM wallets) AS total',
    );
    expect(res.json().data).toMatchObject({ users: row?.users, total_balance: Number(row?.total) / 100 });
  });
});
