/**
 * Two people, one record: the withdrawal and approval rows carry a version, and a state change that names
 * (If-Match) a version someone else has moved past is refused with who, when and the state now.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastChangeOf } from '../src/db/live-outbox.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addStaff } from './support/area-checks.js';

let t: TestApp;
let admin: Record<string, string>;
let supervisor: Record<string, string>;
let maker: Record<string, string>;
let checker: Record<string, string>;
let makerId = 0;
let player = 0;
let account = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t.db, {
    username: 'supervisor',
    fullName: 'Shift Supervisor',
    password: 'Supervisor@123',
    permission: ['wallet.fundRequest', 'pg.paymentGateway'],
  });
  makerId = await addStaff(t.db, {
    username: 'maker',
    fullName: 'Wallet Maker',
    password: 'Maker@123',
    permission: ['wallet.adjustBalance'],
  });
  await addStaff(t.db, {
    username: 'checker',
    fullName: 'Withdrawal Checker',
    password: 'Checker@123',
    permission: ['approvals.withdrawal'],
  });
  checker = await t.login('checker', 'Checker@123');
  admin = await t.login('admin', 'Admin@123');
  supervisor = await t.login('supervisor', 'Supervisor@123');
  maker = await t.login('maker', 'Maker@123');
  player = await createPlayerWithBalance(t.db, 100_000);
  const [bank] = await t.db.query<{ account_id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
     VALUES ($1, 'SBI', 'Version Player', '1234567890', 'SBIN0000001') RETURNING account_id`,
    [player],
  );
  account = bank?.account_id ?? 0;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function newWithdrawal(): Promise<number> {
  const [row] = await t.db.query<{ request_id: number }>(
    `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status)
     VALUES ($1, $2, 50000, 'PENDING') RETURNING request_id`,
    [player, account],
  );
  return row?.request_id ?? 0;
}

const IST_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When the record's latest change was made, as the refusal says it (HH:MM in IST). */
async function changedAt(kind: 'withdrawal' | 'approval', id: number): Promise<string> {
  const change = await lastChangeOf(t.db, kind, String(id));
  return IST_TIME.format(new Date(change?.at ?? 0));
}

function move(
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  ifMatch?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/gateway/request/${url}`,
    headers: {
      ...headers,
      'idempotency-key': randomUUID(),
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload,
  });
}

describe('withdrawal requests', () => {
  it('list rows carry the version, which rises with each move', async () => {
    const id = await newWithdrawal();
    const rowOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/gateway/requests/PENDING', headers: admin });
      validateResponse('gateway.requests', res.statusCode, res.json());
      return (res.json().data.rows as { request_id: number; version: number }[]).find(
        (r) => r.request_id === id,
      );
    };
    expect((await rowOf())?.version).toBe(1);
    const held = await move('handle/wait-hold', supervisor, { request_ids: [id], status: 'WAITING' }, '"1"');
    expect(held.statusCode).toBe(200);
    expect(held.json().data.updated[0]).toMatchObject({ request_id: id, tran_status: 'WAITING', version: 2 });
  });

  it('refuses a move on a version someone else moved past, naming who, when and the state now', async () => {
    const id = await newWithdrawal();
    const first = await move('handle/wait-hold', supervisor, { request_ids: [id], status: 'HOLD' }, '"1"');
    expect(first.statusCode).toBe(200);
    const second = await move(
      'verify',
      admin,
      { request_ids: [id], approve: false, reason: 'Duplicate' },
      '"1"',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: true,
      msg: `Request #${id} was changed by supervisor at ${await changedAt('withdrawal', id)} (now HOLD)`,
    });
    validateResponse('gateway.verify', second.statusCode, second.json());
    const [row] = await t.db.query<{ tran_status: string }>(
      'SELECT tran_status FROM fund_requests WHERE request_id = $1',
      [id],
    );
    expect(row?.tran_status).toBe('HOLD');
    // The version seen now, or no If-Match at all (the state preconditions alone), goes through.
    const current = await move(
      'verify',
      admin,
      { request_ids: [id], approve: false, reason: 'Duplicate' },
      '"2"',
    );
    expect(current.statusCode).toBe(200);
    expect(current.json().data.updated[0]).toMatchObject({ tran_status: 'DECLINED', version: 3 });
  });

  it('checks each request of a batch against its own tag, moving the others', async () => {
    const [a, b] = [await newWithdrawal(), await newWithdrawal()];
    await move('handle/wait-hold', supervisor, { request_ids: [b], status: 'HOLD' });
    const res = await move('handle/wait-hold', admin, { request_ids: [a, b], status: 'WAITING' }, '"1", "1"');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated.map((r: { request_id: number }) => r.request_id)).toEqual([a]);
    expect(res.json().data.failed).toEqual([
      {
        request_id: b,
        msg: `Request #${b} was changed by supervisor at ${await changedAt('withdrawal', b)} (now HOLD)`,
      },
    ]);
    const mismatched = await move('handle/wait-hold', admin, { request_ids: [a, b], status: 'HOLD' }, '"2"');
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().msg).toBe('If-Match names one version per request, in the order of request_ids');
    const malformed = await move(
      'handle/wait-hold',
      admin,
      { request_ids: [a], status: 'HOLD' },
      'version 2',
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a guarded verify on a version moved past before holding it for a second person', async () => {
    const id = await newWithdrawal();
    await move('handle/wait-hold', supervisor, { request_ids: [id], status: 'HOLD' });
    await t.db.query(
      `INSERT INTO approval_policies (action, enabled) VALUES ('WITHDRAWAL', true)
       ON CONFLICT (action) DO UPDATE SET enabled = true, threshold_paise = NULL`,
    );
    try {
      const stale = await move('verify', admin, { request_ids: [id], approve: true }, '"1"');
      expect(stale.statusCode).toBe(409);
      expect(stale.json().msg).toBe(
        `Request #${id} was changed by supervisor at ${await changedAt('withdrawal', id)} (now HOLD)`,
      );
      const held = await t.db.query(
        `SELECT 1 FROM approval_requests WHERE entity = 'fund_request' AND entity_id = $1`,
        [String(id)],
      );
      expect(held).toEqual([]);
      const current = await move('verify', admin, { request_ids: [id], approve: true }, '"2"');
      expect(current.statusCode).toBe(202);
      // The checker's If-Match is the approval request's version; the withdrawal's own is not asked again.
      const approvalId = current.json().data.request_id;
      const approved = await t.app.inject({
        method: 'POST',
        url: `/v1/approvals/request/${approvalId}/approve`,
        headers: { ...checker, 'idempotency-key': randomUUID(), 'if-match': '"1"' },
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ state: 'APPROVED', version: 2 });
      const [row] = await t.db.query<{ tran_status: string }>(
        'SELECT tran_status FROM fund_requests WHERE request_id = $1',
        [id],
      );
      expect(row?.tran_status).toBe('APPROVED');
    } finally {
      await t.db.query(`UPDATE approval_policies SET enabled = false WHERE action = 'WITHDRAWAL'`);
    }
  });
});

describe('approval requests', () => {
  async function newApproval(): Promise<number> {
    const [row] = await t.db.query<{ request_id: number }>(
      `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, amount_paise, entity,
         entity_id, maker_id, expires_at)
       VALUES ('WALLET_CREDIT', 'wallet.adjust', '{}', '{}', 'Credit', 10000, 'wallet', $1, $2,
         now() + interval '1 hour')
       RETURNING request_id`,
      [String(player), makerId],
    );
    return row?.request_id ?? 0;
  }

  it('list rows carry the version, and a decision on a version moved past is refused with who, when and the state now', async () => {
    const id = await newApproval();
    const list = await t.app.inject({ method: 'GET', url: '/v1/approvals/requests', headers: admin });
    validateResponse('approvals.list', list.statusCode, list.json());
    const row = (list.json().data.rows as { request_id: number; version: number }[]).find(
      (r) => r.request_id === id,
    );
    expect(row?.version).toBe(1);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/request/${id}/reject`,
      headers: { ...admin, 'if-match': '"1"' },
      payload: { reason: 'Not this week' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'REJECTED', version: 2 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/request/${id}/cancel`,
      headers: { ...maker, 'if-match': '"1"' },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().msg).toBe(
      `Approval request #${id} was changed by admin at ${await changedAt('approval', id)} (now REJECTED)`,
    );
  });
});
