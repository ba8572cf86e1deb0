import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/db/employees.js';
import { postEntry } from '../src/db/ledger.js';
import { paise, rupeesToPaise } from '../src/db/money.js';
import { conflict, type Handler } from '../src/http/handler.js';
import { KEY_REUSED } from '../src/http/idempotency.js';
import { createPlayerWithBalance, createTestApp, type TestApp } from './support/app.js';

interface AdjustBody {
  user_id: number;
  amount: number;
  type: number;
  reason: string;
}

/** A stand-in money mover for wallet.adjust (the real one, routes/wallet-adjust.ts, is tested at the end). */
const adjust: Handler = async (ctx) => {
  const body = ctx.body as AdjustBody;
  const amountPaise = rupeesToPaise(body.amount) * (body.type === 0 ? 1 : -1);
  const moved = ctx.db.transaction(async (tx) => {
    const entry = await postEntry(tx, {
      userId: body.user_id,
      amountPaise,
      transType: amountPaise > 0 ? 'ADMIN_CREDIT' : 'ADMIN_DEBIT',
      note: body.reason,
      createdBy: ctx.staff?.employeeId ?? null,
    });
    return {
      msg: 'Adjusted',
      data: {
        user_id: body.user_id,
        balance: entry.balanceAfterPaise / 100,
        entry_id: entry.entryId,
        amount: body.amount,
        type: body.type,
      },
    };
  });
  // A handler that turns every failure into its own answer.
  const reply =
    body.reason === WRAPS_ERRORS
      ? await moved.catch(() => {
          throw conflict('Could not adjust the wallet');
        })
      : await moved;
  // A failure after the handler's own transaction: with a key, that transaction is part of the key's.
  if (body.reason === FAILS_AFTER_MOVING) throw conflict('Failed after moving the money');
  return reply;
};

const FAILS_AFTER_MOVING = 'Fails after moving money';
const WRAPS_ERRORS = 'Wraps every error';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ handlers: { 'wallet.adjust': adjust } });
  admin = await t.login('admin', 'Admin@123');
});
afterAll(async () => {
  await t?.close();
});

function send(headers: Record<string, string>, key: string | undefined, body: AdjustBody) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/users/fund/update-wallet-from-admin',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: body,
  });
}

async function entriesOf(userId: number): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await t.db.query<{ balance_paise: unknown }>(
    'SELECT balance_paise FROM wallets WHERE user_id = $1',
    [userId],
  );
  return paise(row?.balance_paise);
}

describe('Idempotency-Key on money-moving POSTs', () => {
  it('moves money once when the same key is sent 50 times at once, and every reply is the first one', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    const body = { user_id: userId, amount: 500, type: 0, reason: 'Bonus' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => send(admin, 'key-fifty-at-once', body)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await entriesOf(userId)).toBe(1);
    expect(await balanceOf(userId)).toBe(50000);
  });

  it('replays the stored reply for a later repeat', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    const body = { user_id: userId, amount: 12.5, type: 0, reason: 'Bonus' };
    const first = await send(admin, 'key-replay-1', body);
    const again = await send(admin, 'key-replay-1', {
      reason: 'Bonus',
      type: 0,
      amount: 12.5,
      user_id: userId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await entriesOf(userId)).toBe(1);
  });

  it('replays the stored reply though the handler turns every error into its own', async () => {
    // The repeat's handler starts before its claim is answered (its statements go out behind the claim):
    // its first statement is refused, and the handler's own answer must not replace the stored reply.
    const userId = await createPlayerWithBalance(t.db, 500);
    const body = { user_id: userId, amount: 5, type: 1, reason: WRAPS_ERRORS };
    const first = await send(admin, 'key-wrapped-1', body);
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(userId)).toBe(0);
    const again = await send(admin, 'key-wrapped-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await entriesOf(userId)).toBe(2);
    expect(await balanceOf(userId)).toBe(0);
  });

  it('answers 409 when the key comes back with a different body', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    await send(admin, 'key-reused-1', { user_id: userId, amount: 10, type: 0, reason: 'Bonus' });
    const res = await send(admin, 'key-reused-1', { user_id: userId, amount: 11, type: 0, reason: 'Bonus' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, msg: KEY_REUSED });
    expect(await balanceOf(userId)).toBe(1000);
  });

  it('keeps keys per staff member', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    await createStaff(t.db, {
      username: 'cashier',
      fullName: 'Cashier',
      password: 'Cashier@123',
      isAdmin: false,
      permission: ['wallet.viewWallet', 'wallet.adjustBalance'],
    });
    const cashier = await t.login('cashier', 'Cashier@123');
    const body = { user_id: userId, amount: 1, type: 0, reason: 'Bonus' };
    await send(admin, 'key-per-staff', body);
    await send(cashier, 'key-per-staff', body);
    expect(await balanceOf(userId)).toBe(200);
  });

  it('releases the key when the handler fails, so a retry runs again', async () => {
    const userId = await createPlayerWithBalance(t.db, 100);
    const debit = { user_id: userId, amount: 5, type: 1, reason: 'Correction' };
    const refused = await send(admin, 'key-released', debit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: true, msg: 'Insufficient wallet balance' });
    await send(admin, undefined, { user_id: userId, amount: 10, type: 0, reason: 'Top up' });
    const retried = await send(admin, 'key-released', debit);
    expect(retried.statusCode).toBe(200);
    expect(await balanceOf(userId)).toBe(100 + 1000 - 500);
  });

  it('commits the money with the key or not at all: a failure after the handler committed moves nothing', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    const failing = { user_id: userId, amount: 7, type: 0, reason: FAILS_AFTER_MOVING };
    const refused = await send(admin, 'key-fails-late', failing);
    expect(refused.statusCode).toBe(409);
    expect(await entriesOf(userId)).toBe(0);
    expect(await balanceOf(userId)).toBe(0);
    const [key] = await t.db.query("SELECT 1 FROM idempotency_keys WHERE idem_key = 'key-fails-late'");
    expect(key).toBeUndefined();

    const applied = await send(admin, 'key-commits', { ...failing, reason: 'Bonus' });
    expect(applied.statusCode).toBe(200);
    const [stored] = await t.db.query<{ state: string; status_code: number }>(
      "SELECT state, status_code FROM idempotency_keys WHERE idem_key = 'key-commits'",
    );
    expect(stored).toEqual({ state: 'DONE', status_code: 200 });
    expect(await balanceOf(userId)).toBe(700);
  });

  it('runs every request without a key', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    const body = { user_id: userId, amount: 1, type: 0, reason: 'Bonus' };
    await send(admin, undefined, body);
    await send(admin, undefined, body);
    expect(await entriesOf(userId)).toBe(2);
  });

  it('names a key that is too short', async () => {
    const res = await send(admin, 'short', { user_id: 1, amount: 1, type: 0, reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('header.idempotency-key must NOT have fewer than 8 characters');
  });
});

describe('Idempotency-Key through the real wallet.adjust', () => {
  let real: TestApp;
  let realAdmin: Record<string, string>;
  beforeAll(async () => {
    real = await createTestApp();
    realAdmin = await real.login('admin', 'Admin@123');
  });
  afterAll(async () => {
    await real?.close();
  });

  const adjustWallet = (key: string, body: AdjustBody) =>
    real.app.inject({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      headers: { ...realAdmin, 'idempotency-key': key },
      payload: body,
    });

  async function ledgerOf(userId: number) {
    const [row] = await real.db.query<{ n: number; sum: unknown; balance: unknown }>(
      `SELECT count(*)::int AS n, coalesce(sum(l.amount_paise), 0) AS sum,
              (SELECT balance_paise FROM wallets WHERE user_id = $1) AS balance
       FROM ledger_entries l WHERE l.user_id = $1`,
      [userId],
    );
    return { entries: row?.n, sumPaise: paise(row?.sum), balancePaise: paise(row?.balance) };
  }

  it('moves money once for 50 concurrent requests with one key and body, all answered alike', async () => {
    const userId = await createPlayerWithBalance(real.db, 0);
    const body = { user_id: userId, amount: 19.99, type: 0, reason: 'Deposit not credited' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => adjustWallet('real-fifty-at-once', body)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies[0]?.json()).toMatchObject({
      msg: '₹19.99 credited successfully to wallet',
      data: { user_id: userId, amount: 19.99, balance: 19.99, type: 0 },
    });
    expect(await ledgerOf(userId)).toEqual({ entries: 1, sumPaise: 1999, balancePaise: 1999 });
    const audits = await real.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'wallet.adjust' AND entity_id = $1",
      [String(userId)],
    );
    expect(audits).toHaveLength(1);

    const other = await adjustWallet('real-fifty-at-once', { ...body, amount: 20 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: true, msg: KEY_REUSED });
    expect(await ledgerOf(userId)).toEqual({ entries: 1, sumPaise: 1999, balancePaise: 1999 });
  });
});
