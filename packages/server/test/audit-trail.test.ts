/** The audit trail (audit.list): its filters, its permission, its append-only rows; and the employee rules. */
import { describe, expect, it } from 'vitest';
import { createPlayerWithBalance, validateResponse } from './support/app.js';
import { addStaff, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld({ players: false });

interface AuditRow {
  audit_id: number;
  employee_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function auditList(query: string, headers = w.admin) {
  const res = await w.t.app.inject({ method: 'GET', url: `/v1/masters/audit-log?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('audit.list', 200, res.json());
  return res.json().data as {
    rows: AuditRow[];
    pagination: { total_count: number };
    actions: string[];
    employees: { employee_id: number; username: string }[];
  };
}

async function employeeId(username: string): Promise<number> {
  const [row] = await w.t.db.query<{ employee_id: number }>(
    'SELECT employee_id FROM employees WHERE username = $1',
    [username],
  );
  return Number(row?.employee_id);
}

const put = (url: string, payload: Record<string, unknown>, headers = w.admin) =>
  w.t.app.inject({ method: 'PUT', url: `/v1${url}`, payload, headers });

describe('audit.list', () => {
  it("shows a wallet credit in the player's history with who made it, the amount and the reason", async () => {
    const userId = await createPlayerWithBalance(w.t.db, 10_000);
    const credit = await w.t.app.inject({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      headers: { ...w.admin, 'idempotency-key': 'audit-credit-1' },
      payload: { user_id: userId, amount: 250, type: 0, reason: 'Deposit not credited' },
    });
    expect(credit.statusCode, credit.body).toBe(200);

    const { rows } = await auditList(`entity=player&entity_id=${userId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'wallet.adjust',
      entity: 'wallet',
      entity_id: String(userId),
      username: 'admin',
      reason: 'Deposit not credited',
      before: { balance_paise: 10_000 },
      after: { balance_paise: 35_000, amount_paise: 25_000 },
    });
    expect((await auditList(`entity=wallet&entity_id=${userId + 1000}`)).rows).toEqual([]);
  });

  it('filters by the staff member, the action, the record and the IST date range, newest first', async () => {
    const clerk = await addStaff(w.t.db, {
      username: 'audit.clerk',
      fullName: 'Audit Clerk',
      password: 'Clerk@1234',
      permission: ['masters.manageEmployee'],
    });
    const clerkHeaders = await w.t.login('audit.clerk', 'Clerk@1234');
    const target = await addStaff(w.t.db, {
      username: 'audit.target',
      fullName: 'Target',
      password: 'Target@1234',
      permission: ['users'],
    });
    expect(
      (
        await put(
          `/masters/employees/${target}`,
          { full_name: 'Target Two', permission: ['news'], is_admin: false },
          clerkHeaders,
        )
      ).statusCode,
    ).toBe(200);
    expect((await put(`/masters/employees/${target}/status`, { is_active: false }, w.admin)).statusCode).toBe(
      200,
    );

    const byClerk = await auditList(`employee_id=${clerk}`);
    expect(byClerk.rows.map((r) => r.action)).toEqual(['employees.update']);
    expect(byClerk.rows[0]).toMatchObject({
      username: 'audit.clerk',
      entity: 'employee',
      entity_id: String(target),
      before: { full_name: 'Target', permission: ['users'] },
      after: { full_name: 'Target Two', permission: ['news'] },
    });

    const history = await auditList(`entity=employee&entity_id=${target}`);
    expect(history.rows.map((r) => r.action)).toEqual(['employees.setStatus', 'employees.update']);
    const statusOnly = await auditList(`entity=employee&entity_id=${target}&action=employees.setStatus`);
    expect(statusOnly.rows.map((r) => r.after)).toEqual([{ is_active: false }]);
    const one = await auditList(`audit_id=${statusOnly.rows[0]?.audit_id}`);
    expect(one.rows).toEqual(statusOnly.rows);
    expect(history.actions).toEqual(expect.arrayContaining(['employees.setStatus', 'employees.update']));
    expect(history.employees).toEqual(
      expect.arrayContaining([
        { employee_id: clerk, username: 'audit.clerk' },
        { employee_id: await employeeId('admin'), username: 'admin' },
      ]),
    );

    // 2026-03-10 23:00 IST is 17:30 UTC; 2026-03-11 00:30 IST is still 2026-03-10 19:00 UTC.
    await w.t.db.query(
      `INSERT INTO audit_log (employee_id, action, entity, entity_id, created_at) VALUES
         (NULL, 'seed.test', 'provider', '77', '2026-03-10T17:30:00Z'),
         (NULL, 'seed.test', 'provider', '77', '2026-03-10T19:00:00Z')`,
    );
    const onTenth = await auditList('entity=provider&entity_id=77&start_date=2026-03-10&end_date=2026-03-10');
    expect(onTenth.rows.map((r) => r.employee_id)).toEqual([null]);
    const onEleventh = await auditList('entity=provider&entity_id=77&start_date=2026-03-11');
    expect(onEleventh.pagination.total_count).toBe(1);
    const paged = await auditList('entity=provider&entity_id=77&per_page=1&page=2');
    expect(paged.rows).toHaveLength(1);
    expect(paged.pagination.total_count).toBe(2);
  });

  it('answers 401 without a token, 403 to staff without masters.auditLog (even employee managers), 400 for a bad filter', async () => {
    const url = '/v1/masters/audit-log';
    expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url, headers: w.outsider })).statusCode).toBe(403);
    await addStaff(w.t.db, {
      username: 'audit.manager',
      fullName: 'Manager',
      password: 'Manager@1234',
      permission: ['masters.manageEmployee', 'masters.manageBrowserFingerprints'],
    });
    const manager = await w.t.login('audit.manager', 'Manager@1234');
    expect((await w.t.app.inject({ method: 'GET', url, headers: manager })).statusCode).toBe(403);
    const bad = await w.t.app.inject({ method: 'GET', url: `${url}?entity=nothing`, headers: w.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('gives masters.auditLog to the demo admin at login, not to the demo viewer', async () => {
    const login = async (username: string, password: string) =>
      (
        await w.t.app.inject({ method: 'POST', url: '/v1/auth/admin/login', payload: { username, password } })
      ).json().permission as string[];
    expect(await login('admin', 'Admin@123')).toContain('masters.auditLog');
    expect(await login('viewer', 'Viewer@123')).not.toContain('masters.auditLog');
  });

  it('keeps rows append-only: the contract has no other audit operation and the database refuses changes', async () => {
    const auditPaths = Object.entries(w.t.contract.document.paths ?? {}).filter(([path]) =>
      path.includes('audit'),
    );
    expect(auditPaths.map(([path, ops]) => [path, Object.keys(ops as object)])).toEqual([
      ['/masters/audit-log', ['get']],
    ]);
    await expect(w.t.db.query("UPDATE audit_log SET reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(w.t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    expect((await auditList('')).pagination.total_count).toBeGreaterThan(0);
  });
});

describe('provider changes in the audit trail', () => {
  it("lists a provider's creation and status change as its history", async () => {
    const created = await w.t.app.inject({
      method: 'POST',
      url: '/v1/games/provider',
      headers: w.admin,
      payload: { provider_type: 1, provider_name: 'Audit Bazar' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const providerId = created.json().data.provider_id as number;
    expect((await put(`/games/provider/update-status/${providerId}`, { is_active: false })).statusCode).toBe(
      200,
    );
    const { rows } = await auditList(`entity=provider&entity_id=${providerId}`);
    expect(rows.map((r) => [r.action, r.username, r.after])).toEqual([
      ['providers.updateStatus', 'admin', { is_active: false }],
      ['providers.create', 'admin', { provider_name: 'Audit Bazar', game_name: '', is_active: true }],
    ]);
  });
});

describe('employee rules', () => {
  it('filters the employee list by active or inactive', async () => {
    const id = await addStaff(w.t.db, {
      username: 'gone.staff',
      fullName: 'Gone',
      password: 'Gone@12345',
      permission: [],
    });
    await w.t.db.query('UPDATE employees SET is_active = false WHERE employee_id = $1', [id]);
    const list = async (query: string) =>
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/v1/masters/employees?per_page=100&${query}`,
          headers: w.admin,
        })
      ).json().data.rows as { username: string; is_active: boolean }[];
    expect((await list('is_active=false')).map((r) => r.username)).toContain('gone.staff');
    expect((await list('is_active=true')).map((r) => r.username)).not.toContain('gone.staff');
    expect((await list('is_active=true')).every((r) => r.is_active)).toBe(true);
  });

  it('refuses an initial or reset password without a letter and a digit, naming the field', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/masters/employees',
      headers: w.admin,
      payload: { username: 'weak.pass', full_name: 'Weak', password: '12345678', permission: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().msg)).toContain('password');
    const me = await employeeId('admin');
    expect((await put(`/masters/employees/${me}/password`, { password: 'abcdefgh' })).statusCode).toBe(400);
  });

  it('refuses to let the admin remove their own admin flag, and audits nothing for it', async () => {
    const me = await employeeId('admin');
    const before = (await auditList(`entity=employee&entity_id=${me}`)).pagination.total_count;
    const res = await put(`/masters/employees/${me}`, {
      full_name: 'Demo Admin',
      permission: [],
      is_admin: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('You cannot remove your own admin rights');
    expect((await auditList(`entity=employee&entity_id=${me}`)).pagination.total_count).toBe(before);
  });

  it('refuses to let an employee manager drop their own masters.manageEmployee or deactivate themselves', async () => {
    const id = await addStaff(w.t.db, {
      username: 'hr.lead',
      fullName: 'HR Lead',
      password: 'HrLead@1234',
      permission: ['masters.manageEmployee', 'users'],
    });
    const hr = await w.t.login('hr.lead', 'HrLead@1234');
    const drop = await put(
      `/masters/employees/${id}`,
      { full_name: 'HR Lead', permission: ['users'], is_admin: false },
      hr,
    );
    expect(drop.statusCode).toBe(409);
    expect(drop.json().msg).toBe('You cannot remove your own permission to manage employees');
    const keep = await put(
      `/masters/employees/${id}`,
      { full_name: 'HR Lead', permission: ['masters.manageEmployee'], is_admin: false },
      hr,
    );
    expect(keep.statusCode).toBe(200);
    const off = await put(`/masters/employees/${id}/status`, { is_active: false }, hr);
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe('You cannot deactivate your own account');
  });

  it("ends a deactivated employee's sessions and a reset password's other sessions, both audited", async () => {
    const id = await addStaff(w.t.db, {
      username: 'night.shift',
      fullName: 'Night',
      password: 'Night@12345',
      permission: ['users'],
    });
    const me = (headers: Record<string, string>) =>
      w.t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers }).then((r) => r.statusCode);
    const first = await w.t.login('night.shift', 'Night@12345');
    expect(await me(first)).toBe(200);
    expect((await put(`/masters/employees/${id}/password`, { password: 'Night@67890' })).statusCode).toBe(
      200,
    );
    expect(await me(first)).toBe(401);
    const second = await w.t.login('night.shift', 'Night@67890');
    expect((await put(`/masters/employees/${id}/status`, { is_active: false })).statusCode).toBe(200);
    expect(await me(second)).toBe(401);
    const actions = (await auditList(`entity=employee&entity_id=${id}`)).rows.map((r) => r.action);
    expect(actions).toEqual(['employees.setStatus', 'employees.resetPassword']);
  });
});
