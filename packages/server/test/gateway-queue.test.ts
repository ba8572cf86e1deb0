/**
 * The approval queue's approver facts and risk hints, the one transition table shared with the
 * contract, and an account's history across the players who hold it.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { FUND_REQUEST_TRANSITIONS } from '../../sdk/src/generated/transitions.js';
import type { Db } from '../src/db/db.js';
import { riskHints } from '../src/db/gateway-queue.js';
import { postEntry } from '../src/db/ledger.js';
import { defaultContractPath } from '../src/http/contract.js';
import { fundRequestTransitions } from '../src/http/transition-table.js';
import { createPlayerWithBalance } from './support/app.js';
import { useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();

let nextAccount = 70_000_000_000;

/** A bank account of `userId`; `number` reuses another player's account number (same IFSC). */
async function accountOf(db: Db, userId: number, number = String(nextAccount++)): Promise<number> {
  const [a] = await db.query<{ account_id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
     VALUES ($1, 'SBI', 'Queue Holder', $2, 'SBIN0009999') RETURNING account_id`,
    [userId, number],
  );
  return Number(a?.account_id);
}

async function deposit(db: Db, userId: number, paise: number): Promise<void> {
  await db.query(
    `INSERT INTO deposits (user_id, amount_paise, gateway, reference, tran_status) VALUES ($1, $2, 'Razorpay', 'ref', 'SUCCESS')`,
    [userId, paise],
  );
}

/** A withdrawal request of `paise` held from the wallet, in `status`. */
async function request(db: Db, userId: number, accountId: number, paise: number, status = 'PENDING') {
  return db.transaction(async (tx) => {
    const [r] = await tx.query<{ request_id: number }>(
      `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status, created_at)
       VALUES ($1, $2, $3, $4, now() - interval '1 hour' * $5) RETURNING request_id`,
      [userId, accountId, paise, status, status === 'SUCCESS' ? 48 : 0],
    );
    const id = Number(r?.request_id);
    await postEntry(tx, {
      userId,
      amountPaise: -paise,
      transType: 'WITHDRAWAL',
      refType: 'fund_request',
      refId: id,
    });
    return id;
  });
}

async function queueRow(userId: number) {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/v1/gateway/requests/PENDING?search=${userId}`,
    headers: w.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows.find((r: { user_id: number }) => r.user_id === userId);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the approval queue', () => {
  it('flags a first withdrawal larger than all deposits, with the balance and deposits beside it', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 500_000);
    await deposit(w.t.db, userId, 20_000);
    await request(w.t.db, userId, await accountOf(w.t.db, userId), 30_000);
    expect(await queueRow(userId)).toMatchObject({
      amount: 300,
      wallet_balance: 4700,
      deposits_total: 200,
      paid_withdrawals: 0,
      account_players: 0,
      risk_hints: ['FIRST_WITHDRAWAL', 'LARGE_VS_DEPOSITS'],
    });
  });

  it('gives no hint to a player paid before, within their deposits, on an account of their own', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 500_000);
    await deposit(w.t.db, userId, 200_000);
    const account = await accountOf(w.t.db, userId);
    await request(w.t.db, userId, account, 10_000, 'SUCCESS');
    await request(w.t.db, userId, account, 50_000);
    expect(await queueRow(userId)).toMatchObject({
      amount: 500,
      deposits_total: 2000,
      paid_withdrawals: 1,
      account_players: 0,
      risk_hints: [],
    });
  });

  it('flags an account number and IFSC that another player holds too', async () => {
    const first = await createPlayerWithBalance(w.t.db, 100_000);
    const second = await createPlayerWithBalance(w.t.db, 100_000);
    const number = String(nextAccount++);
    await request(w.t.db, first, await accountOf(w.t.db, first, number), 1_000);
    await request(w.t.db, second, await accountOf(w.t.db, second, number), 1_000);
    for (const userId of [first, second]) {
      const row = await queueRow(userId);
      expect(row.account_players).toBe(1);
      expect(row.risk_hints).toContain('SHARED_ACCOUNT');
    }
  });

  it('reads a page of ten with its facts in one page query, not one per row', async () => {
    const spy = vi.spyOn(w.t.db, 'query');
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/v1/gateway/requests/PENDING?per_page=10',
      headers: w.admin,
    });
    expect(res.json().data.rows).toHaveLength(10);
    const lists = spy.mock.calls.filter(([sql]) => String(sql).includes('fund_requests'));
    // the count, the page (with the facts joined) and the gateway names
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists.length).toBeLessThanOrEqual(3);
  });

  it('lists only requests over amount_over, in the status asked for', async () => {
    const userId = await createPlayerWithBalance(w.t.db, 10_000_000);
    const account = await accountOf(w.t.db, userId);
    const big = await request(w.t.db, userId, account, 2_500_001);
    const even = await request(w.t.db, userId, account, 2_500_000);
    const paid = await request(w.t.db, userId, account, 3_000_000, 'SUCCESS');
    const [truth] = await w.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fund_requests WHERE tran_status = 'PENDING' AND amount_paise > 2500000",
    );
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/v1/gateway/requests/PENDING?amount_over=25000&per_page=500&order_by=amount&order=desc',
      headers: w.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows, pagination } = res.json().data;
    const ids = rows.map((r: { request_id: number }) => r.request_id);
    expect(ids).toContain(big);
    expect(ids).not.toContain(even);
    expect(ids).not.toContain(paid);
    for (const r of rows) expect(r.amount).toBeGreaterThan(25000);
    expect(pagination.total_count).toBe(truth?.n);
  });

  it('refuses an amount_over that is not an amount, naming the parameter', async () => {
    for (const [value, msg] of [
      ['-5', 'query.amount_over must be >= 0'],
      ['25000.001', 'query.amount_over must be a multiple of 0.01'],
      ['big', 'query.amount_over must be number'],
    ]) {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/v1/gateway/requests/PENDING?amount_over=${value}`,
        headers: w.admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg });
    }
  });

  it('names the hints by their rules', () => {
    const base = { amountPaise: 100, depositsPaise: 100, paidWithdrawals: 2, accountPlayers: 0 };
    expect(riskHints(base)).toEqual([]);
    expect(riskHints({ ...base, amountPaise: 101 })).toEqual(['LARGE_VS_DEPOSITS']);
    expect(riskHints({ ...base, paidWithdrawals: 0, accountPlayers: 3 })).toEqual([
      'FIRST_WITHDRAWAL',
      'SHARED_ACCOUNT',
    ]);
  });
});

describe('the transition table', () => {
  it("is the contract's x-transitions, edge for edge", () => {
    const doc = parse(readFileSync(defaultContractPath(), 'utf8'));
    const groups: { action: string; from: string[]; to: string[] }[] =
      doc.components.schemas.TranStatus['x-transitions'];
    const edges = groups.flatMap((g) =>
      g.from.flatMap((from) => g.to.map((to) => ({ action: g.action, from, to }))),
    );
    expect([...fundRequestTransitions()]).toEqual(edges);
    // and the SDK's generated copy, which the console gates its actions with
    expect([...FUND_REQUEST_TRANSITIONS]).toEqual(edges);
    expect(edges).toContainEqual({ action: 'process', from: 'APPROVED', to: 'PROCESSING' });
  });
});

describe('account history', () => {
  it('lists every withdrawal paid to the number and IFSC, and every player who holds it', async () => {
    const first = await createPlayerWithBalance(w.t.db, 100_000);
    const second = await createPlayerWithBalance(w.t.db, 100_000);
    const number = String(nextAccount++);
    const firstAccount = await accountOf(w.t.db, first, number);
    const secondAccount = await accountOf(w.t.db, second, number);
    const a = await request(w.t.db, first, firstAccount, 1_000);
    const b = await request(w.t.db, second, secondAccount, 2_000);
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/v1/users/accounts/history?account_id=${firstAccount}`,
      headers: w.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.holders.map((h: { user_id: number }) => h.user_id)).toEqual([first, second]);
    expect(data.rows.map((r: { request_id: number; user_id: number }) => [r.request_id, r.user_id])).toEqual([
      [b, second],
      [a, first],
    ]);
    expect(data.rows[0]).toMatchObject({ full_name: 'Test Player', amount: 20 });
  });

  it('finds the account by number and shows each player who holds it', async () => {
    const first = await createPlayerWithBalance(w.t.db, 0);
    const second = await createPlayerWithBalance(w.t.db, 0);
    const number = String(nextAccount++);
    await accountOf(w.t.db, first, number);
    await accountOf(w.t.db, second, number);
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/v1/users/accounts/search?search=${number}`,
      headers: w.admin,
    });
    expect(
      res
        .json()
        .data.rows.map((r: { user_id: number }) => r.user_id)
        .sort(),
    ).toEqual([first, second].sort());
  });
});
