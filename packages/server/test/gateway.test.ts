import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant, postEntry } from '../src/db/ledger.js';
import {
  canTransition,
  type GatewayAction,
  refundsHeldAmount,
  TRAN_STATUSES,
  type TranStatus,
} from '../src/domain/fund-request-transitions.js';
import { gatewayAnswer, gatewayPayoutStatus } from '../src/domain/gateway-simulation.js';
import { fundRequestTransitions } from '../src/http/transition-table.js';
import { createPlayerWithBalance, walletPaise } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();

const CASES: OperationCase[] = [
  {
    operationId: 'gateway.requests',
    method: 'GET',
    url: '/v1/gateway/requests/PENDING?order_by=amount&per_page=5',
    bad: { url: '/v1/gateway/requests/LOST' },
    expectBody: (body) => expect((body.data as { pg_list: string[] }).pg_list.length).toBeGreaterThan(0),
  },
  {
    operationId: 'gateway.history',
    method: 'GET',
    url: '/v1/gateway/requests/history/SUCCESS?gateway=Razorpay',
    bad: { url: '/v1/gateway/requests/history/PENDING' },
  },
  { operationId: 'gateway.counts', method: 'GET', url: '/v1/gateway/requests-counts/', bad: null },
  {
    operationId: 'gateway.waitHold',
    method: 'POST',
    url: '/v1/gateway/request/handle/wait-hold',
    payload: (ids) => ({ request_ids: [ids.pending], status: 'HOLD', reason: 'Verification pending' }),
    bad: { payload: (ids) => ({ request_ids: [ids.pending], status: 'PENDING' }) },
  },
  {
    operationId: 'gateway.verify',
    method: 'POST',
    url: '/v1/gateway/request/verify',
    payload: (ids) => ({ request_ids: [ids.pending], approve: true }),
    bad: { payload: { request_ids: [], approve: true } },
  },
  {
    operationId: 'gateway.process',
    method: 'POST',
    url: '/v1/gateway/request/process',
    payload: (ids) => ({ request_ids: [ids.approved], gateway: 'Razorpay' }),
    bad: { payload: (ids) => ({ request_ids: [ids.approved] }) },
  },
  {
    operationId: 'gateway.reinitializeQueued',
    method: 'POST',
    url: '/v1/gateway/request/queued/reinitialize',
    payload: (ids) => ({ request_ids: [ids.queued] }),
    bad: { payload: { request_ids: ['one'] } },
  },
];

describe('gateway operations', () => {
  describeOperations(() => w, CASES);
});

const HELD = 40_000;
const START = 100_000;

/** A player holding ₹1,000.00 who asked to withdraw ₹400.00 (held), now in `status`. */
async function requestIn(
  db: Db,
  status: TranStatus,
  requestId?: number,
): Promise<{ requestId: number; userId: number }> {
  const userId = await createPlayerWithBalance(db, START);
  return db.transaction(async (tx) => {
    const [a] = await tx.query<{ account_id: number }>(
      `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
       VALUES ($1, 'HDFC Bank', 'Test Player', '50100012345678', 'HDFC0001234') RETURNING account_id`,
      [userId],
    );
    const [r] = await tx.query<{ request_id: number }>(
      `INSERT INTO fund_requests (request_id, user_id, account_id, amount_paise, tran_status)
       VALUES (coalesce($4, nextval('fund_requests_request_id_seq')), $1, $2, $3, $5) RETURNING request_id`,
      [userId, a?.account_id, HELD, requestId ?? null, status],
    );
    const id = Number(r?.request_id);
    const hold = await postEntry(tx, {
      userId,
      amountPaise: -HELD,
      transType: 'WITHDRAWAL',
      refType: 'fund_request',
      refId: id,
    });
    await tx.query('UPDATE fund_requests SET hold_entry_id = $2 WHERE request_id = $1', [id, hold.entryId]);
    if (refundsHeldAmount(status)) {
      const refund = await postEntry(tx, {
        userId,
        amountPaise: HELD,
        transType: 'WITHDRAWAL_REFUND',
        refType: 'fund_request',
        refId: id,
      });
      await tx.query('UPDATE fund_requests SET refund_entry_id = $2 WHERE request_id = $1', [
        id,
        refund.entryId,
      ]);
    }
    return { requestId: id, userId };
  });
}

interface ActionCase {
  name: string;
  url: string;
  payload: (id: number) => Record<string, unknown>;
  /** The table's first edge for this action from `from`. */
  action: GatewayAction;
  to: (from: TranStatus, id: number) => TranStatus;
  /** Where an allowed move ends (after the simulated gateway's answer). */
  final: (from: TranStatus, id: number) => TranStatus;
}

const ACTIONS: ActionCase[] = [
  ...(['WAITING', 'HOLD'] as const).map((to) => ({
    name: `wait-hold to ${to}`,
    url: '/v1/gateway/request/handle/wait-hold',
    payload: (id: number) => ({ request_ids: [id], status: to, reason: 'Checking' }),
    action: 'waitHold' as const,
    to: () => to,
    final: () => to,
  })),
  ...([true, false] as const).map((approve) => ({
    name: approve ? 'verify (approve)' : 'verify (decline)',
    url: '/v1/gateway/request/verify',
    payload: (id: number) => ({ request_ids: [id], approve }),
    action: 'verify' as const,
    // Approving a request stuck in PROCESSING asks the gateway how its payout ended.
    to: (from: TranStatus, id: number) =>
      approve ? (from === 'PROCESSING' ? gatewayPayoutStatus(id) : 'APPROVED') : 'DECLINED',
    final: (from: TranStatus, id: number) =>
      approve ? (from === 'PROCESSING' ? gatewayPayoutStatus(id) : 'APPROVED') : 'DECLINED',
  })),
  {
    name: 'process',
    url: '/v1/gateway/request/process',
    payload: (id) => ({ request_ids: [id], gateway: 'Cashfree' }),
    action: 'process',
    to: () => 'PROCESSING',
    final: (_from, id) => gatewayAnswer(id, false),
  },
  {
    name: 'reinitialize queued',
    url: '/v1/gateway/request/queued/reinitialize',
    payload: (id) => ({ request_ids: [id] }),
    action: 'reinitializeQueued',
    to: () => 'PROCESSING',
    final: (_from, id) => gatewayAnswer(id, true),
  },
];

async function statusOf(requestId: number): Promise<{ tran_status: string; refund_entry_id: number | null }> {
  const [row] = await w.t.db.query<{ tran_status: string; refund_entry_id: number | null }>(
    'SELECT tran_status, refund_entry_id FROM fund_requests WHERE request_id = $1',
    [requestId],
  );
  if (!row) throw new Error(`no request ${requestId}`);
  return row;
}

const balanceOf = (userId: number) => walletPaise(w.t.db, userId);

async function refundCount(requestId: number): Promise<number> {
  const [row] = await w.t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_entries WHERE trans_type = 'WITHDRAWAL_REFUND' AND ref_id = $1",
    [requestId],
  );
  return Number(row?.n);
}

describe('every transition of the table', () => {
  // Fixed ids, so that each case knows the simulated gateway's answer when it is named.
  let nextRequestId = 7_000_001;
  for (const a of ACTIONS) {
    for (const from of TRAN_STATUSES) {
      const id = nextRequestId++;
      const to = a.to(from, id);
      const allowed = canTransition(fundRequestTransitions(), a.action, from, to);
      it(`${a.name} from ${from} ${allowed ? `moves to ${a.final(from, id)}` : 'is refused with 409'}`, async () => {
        const { requestId, userId } = await requestIn(w.t.db, from, id);
        const before = await balanceOf(userId);
        const res = await w.t.app.inject({
          method: 'POST',
          url: a.url,
          headers: w.admin,
          payload: a.payload(requestId),
        });
        if (!allowed) {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({
            error: true,
            msg: `Request #${requestId} cannot move from ${from} to ${to}`,
          });
          expect((await statusOf(requestId)).tran_status).toBe(from);
          expect(await balanceOf(userId)).toBe(before);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const final = a.final(from, requestId);
        expect(res.json().data).toMatchObject({
          updated: [{ request_id: requestId, tran_status: final }],
          failed: [],
        });
        expect((await statusOf(requestId)).tran_status).toBe(final);
        if (refundsHeldAmount(final)) {
          expect(await balanceOf(userId)).toBe(START);
          expect(await refundCount(requestId)).toBe(1);
        } else {
          expect(await balanceOf(userId)).toBe(START - HELD);
          expect(await refundCount(requestId)).toBe(0);
        }
      });
    }
  }
});

describe('gateway behaviour', () => {
  it('answers the simulated gateway by request id: SUCCESS, QUEUED, FAILED (money back)', async () => {
    const ok = await requestIn(w.t.db, 'APPROVED', 9_000_001);
    const queued = await requestIn(w.t.db, 'APPROVED', 9_000_003);
    const failed = await requestIn(w.t.db, 'APPROVED', 9_000_007);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/gateway/request/process',
      headers: w.admin,
      payload: { request_ids: [ok.requestId, queued.requestId, failed.requestId], gateway: 'PayU' },
    });
    const byId = Object.fromEntries(
      res
        .json()
        .data.updated.map((r: { request_id: number; tran_status: string; gateway: string }) => [
          r.request_id,
          `${r.tran_status}/${r.gateway}`,
        ]),
    );
    expect(byId).toEqual({ 9000001: 'SUCCESS/PayU', 9000003: 'QUEUED/PayU', 9000007: 'FAILED/PayU' });
    expect(await balanceOf(failed.userId)).toBe(START);
    expect(await balanceOf(ok.userId)).toBe(START - HELD);

    const retry = await w.t.app.inject({
      method: 'POST',
      url: '/v1/gateway/request/queued/reinitialize',
      headers: w.admin,
      payload: { request_ids: [queued.requestId] },
    });
    expect(retry.json().data.updated[0].tran_status).toBe('SUCCESS');
  });

  it('settles requests stuck in PROCESSING by the gateway on verify: SUCCESS, or FAILED with the money back once', async () => {
    const paid = await requestIn(w.t.db, 'PROCESSING', 9_000_011);
    const failed = await requestIn(w.t.db, 'PROCESSING', 9_000_017);
    const verify = (approve: boolean, ids: number[]) =>
      w.t.app.inject({
        method: 'POST',
        url: '/v1/gateway/request/verify',
        headers: w.admin,
        payload: { request_ids: ids, approve },
      });
    const res = await verify(true, [paid.requestId, failed.requestId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.updated.map((r: { request_id: number; tran_status: string }) => [r.request_id, r.tran_status]),
    ).toEqual([
      [paid.requestId, 'SUCCESS'],
      [failed.requestId, 'FAILED'],
    ]);
    expect(await balanceOf(paid.userId)).toBe(START - HELD);
    expect(await balanceOf(failed.userId)).toBe(START);

    const again = await verify(true, [paid.requestId, failed.requestId]);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(failed.userId)).toBe(START);
    expect(await refundCount(failed.requestId)).toBe(1);
    const [audit] = await w.t.db.query(
      "SELECT before, after FROM audit_log WHERE entity = 'fund_request' AND entity_id = $1",
      [String(failed.requestId)],
    );
    expect(audit).toMatchObject({ before: { tran_status: 'PROCESSING' }, after: { tran_status: 'FAILED' } });

    const stuck = await requestIn(w.t.db, 'PROCESSING');
    const declined = await verify(false, [stuck.requestId]);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().msg).toBe(`Request #${stuck.requestId} cannot move from PROCESSING to DECLINED`);
    expect(await balanceOf(stuck.userId)).toBe(START - HELD);
  });

  it('moves the seeded PROCESSING requests on verify', async () => {
    const seeded = await w.t.db.query<{ request_id: number }>(
      "SELECT request_id FROM fund_requests WHERE tran_status = 'PROCESSING' ORDER BY request_id LIMIT 20",
    );
    expect(seeded.length).toBeGreaterThan(0);
    const ids = seeded.map((r) => Number(r.request_id));
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/gateway/request/verify',
      headers: w.admin,
      payload: { request_ids: ids, approve: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.failed).toEqual([]);
    expect(
      res.json().data.updated.map((r: { request_id: number; tran_status: string }) => r.tran_status),
    ).toEqual(ids.map(gatewayPayoutStatus));
    expect(await checkLedgerInvariant(w.t.db)).toEqual([]);
  });

  it('returns a declined withdrawal exactly once, however often it is declined', async () => {
    const { requestId, userId } = await requestIn(w.t.db, 'PENDING');
    const decline = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/v1/gateway/request/verify',
        headers: w.admin,
        payload: { request_ids: [requestId], approve: false, reason: 'KYC not completed' },
      });
    const replies = await Promise.all([decline(), decline(), decline()]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(userId)).toBe(START);
    expect(await refundCount(requestId)).toBe(1);
    const row = await statusOf(requestId);
    expect(row.refund_entry_id).not.toBeNull();
    const audit = await w.t.db.query(
      "SELECT before, after, reason FROM audit_log WHERE entity = 'fund_request' AND entity_id = $1",
      [String(requestId)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      reason: 'KYC not completed',
      before: { tran_status: 'PENDING' },
      after: { tran_status: 'DECLINED' },
    });
  });

  it('moves what it can in a batch and reports the rest in failed', async () => {
    const pending = await requestIn(w.t.db, 'PENDING');
    const done = await requestIn(w.t.db, 'SUCCESS');
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/gateway/request/handle/wait-hold',
      headers: w.admin,
      payload: { request_ids: [pending.requestId, done.requestId, 88_888_888], status: 'WAITING' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated.map((r: { request_id: number }) => r.request_id)).toEqual([
      pending.requestId,
    ]);
    expect(res.json().data.failed).toEqual([
      { request_id: done.requestId, msg: `Request #${done.requestId} cannot move from SUCCESS to WAITING` },
      { request_id: 88_888_888, msg: 'Request #88888888 not found' },
    ]);
  });

  it('answers 404 when no request exists', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/gateway/request/verify',
      headers: w.admin,
      payload: { request_ids: [77_777_777], approve: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts requests by status from the table', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/v1/gateway/requests-counts/',
      headers: w.admin,
    });
    const rows = await w.t.db.query<{ s: string; n: number }>(
      'SELECT tran_status AS s, count(*)::int AS n FROM fund_requests GROUP BY 1',
    );
    for (const r of rows) expect(res.json().data[r.s.toLowerCase()]).toBe(r.n);
  });

  it('keeps every wallet equal to the sum of its entries', async () => {
    expect(await checkLedgerInvariant(w.t.db)).toEqual([]);
  });
});
