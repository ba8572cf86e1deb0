import { describe, expect, it } from 'vitest';
import { validateResponse } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();

const CASES: OperationCase[] = [
  {
    operationId: 'manualFunds.list',
    method: 'GET',
    url: '/v1/others/manual-funds?search=credit&order_by=reasons&order=asc',
    bad: { url: '/v1/others/manual-funds?order_by=is_action' },
    expectBody: (body) => {
      const rows = (body.data as { rows: { reasons: string }[] }).rows;
      expect(rows.map((r) => r.reasons)).toEqual([
        'Bonus credit',
        'Deposit not credited',
        'Duplicate credit reversal',
      ]);
    },
  },
  {
    operationId: 'manualFunds.create',
    method: 'POST',
    url: '/v1/others/manual-funds',
    payload: { reasons: 'Cashback on losses' },
    bad: { payload: { reasons: '' } },
    expectBody: (body) => expect(body.data).toMatchObject({ reasons: 'Cashback on losses', is_action: true }),
  },
  {
    operationId: 'manualFunds.delete',
    method: 'DELETE',
    url: (ids) => `/v1/others/manual-funds/${ids.manualFund}`,
    bad: { url: '/v1/others/manual-funds/0' },
  },
  {
    operationId: 'manualFunds.updateStatus',
    method: 'PUT',
    url: (ids) => `/v1/others/manual-funds/update-status/${ids.manualFund - 1}`,
    payload: { is_action: false },
    bad: { payload: { is_action: 'no' } },
    expectBody: (body) => expect(body.data).toMatchObject({ is_action: false }),
  },
];

describe('manual fund operations', () => {
  describeOperations(() => w, CASES);
});

describe('manual fund behaviour', () => {
  it('refuses a reason that already exists, in any case, with 409', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/others/manual-funds',
      headers: w.admin,
      payload: { reasons: 'bonus CREDIT' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, msg: 'Manual fund reason already exists' });
  });

  it('answers an unknown id on delete with msg.manual_fund_id', async () => {
    const res = await w.t.app.inject({
      method: 'DELETE',
      url: '/v1/others/manual-funds/99999',
      headers: w.admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: { manual_fund_id: 'Manual fund reason not found' } });
    validateResponse('manualFunds.delete', 404, res.json());
  });

  it('deletes a reason for good and audits who did it', async () => {
    const created = await w.t.app.inject({
      method: 'POST',
      url: '/v1/others/manual-funds',
      headers: w.admin,
      payload: { reasons: 'Festival offer' },
    });
    const id = created.json().data.manual_fund_id;
    const res = await w.t.app.inject({
      method: 'DELETE',
      url: `/v1/others/manual-funds/${id}`,
      headers: w.admin,
    });
    expect(res.json()).toMatchObject({ error: false, data: null });
    const left = await w.t.db.query('SELECT 1 FROM manual_fund_reasons WHERE manual_fund_id = $1', [id]);
    expect(left).toEqual([]);
    const audit = await w.t.db.query<{ action: string; username: string }>(
      `SELECT a.action, e.username FROM audit_log a JOIN employees e ON e.employee_id = a.employee_id
       WHERE a.entity = 'manual_fund_reason' AND a.entity_id = $1 ORDER BY a.audit_id`,
      [String(id)],
    );
    expect(audit).toEqual([
      { action: 'manualFunds.create', username: 'admin' },
      { action: 'manualFunds.delete', username: 'admin' },
    ]);
  });

  it('lets the viewer (wallet.viewWallet) list the reasons but not change them', async () => {
    const viewer = await w.t.login('viewer', 'Viewer@123');
    const list = await w.t.app.inject({ method: 'GET', url: '/v1/others/manual-funds', headers: viewer });
    expect(list.statusCode).toBe(200);
    const create = await w.t.app.inject({
      method: 'POST',
      url: '/v1/others/manual-funds',
      headers: viewer,
      payload: { reasons: 'Not allowed' },
    });
    expect(create.statusCode).toBe(403);
  });
});
