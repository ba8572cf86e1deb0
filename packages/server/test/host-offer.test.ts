/**
 * What this host offers: GET /v1/capabilities, and the switches that make the reference server stand in
 * for a host that offers less (V1_OFFER) or serves operations on other paths (V1_REMAP).
 */
import { SPEC_OPERATIONS } from '@backoffice/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string>) {
  const { offer, remap } = loadConfig(env);
  t = await createTestApp({ config: { offer, remap } });
  return { app: t.app, headers: await t.login('admin', 'Admin@123') };
}

describe('GET /v1/capabilities', () => {
  it('lists every operation the reference server serves, its contract version and behaviours', async () => {
    const { app, headers } = await start({});
    const res = await app.inject({ method: 'GET', url: '/v1/capabilities', headers });
    expect(res.statusCode).toBe(200);
    validateResponse('host.capabilities', res.statusCode, res.json());
    const data = res.json().data;
    expect(data.contract_version).toBe('1.0.0');
    expect(data.operations).toContain('employees.list');
    expect(data.operations).toContain('host.capabilities');
    expect(data.operations).toHaveLength(t?.contract.operations.length ?? -1);
    expect(data.parameters).toEqual({
      'gateway.process': ['If-Match'],
      'gateway.reinitializeQueued': ['If-Match'],
      'gateway.requests': ['amount_over'],
      'gateway.verify': ['If-Match'],
      'gateway.waitHold': ['If-Match'],
      'users.list': ['balance_over'],
    });
    expect(data.behaviours).toEqual({
      approval_policies: true,
      second_factor: true,
      integrity_checks: true,
      live_events: true,
    });
  });

  it('answers a session that must enrol a second factor first (the console learns the offer before enrolling)', async () => {
    const { app, headers } = await start({});
    const created = await app.inject({
      method: 'POST',
      url: '/v1/masters/employees',
      headers,
      payload: {
        username: 'enrol.first',
        full_name: 'Enrol First',
        password: 'Enrol@12345',
        permission: ['users'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.employee_id;
    const required = await app.inject({
      method: 'PUT',
      url: `/v1/masters/employees/${id}/second-factor-required`,
      headers,
      payload: { required: true },
    });
    expect(required.statusCode, required.body).toBe(200);
    const member = await t?.login('enrol.first', 'Enrol@12345');
    expect((await app.inject({ method: 'GET', url: '/v1/users', headers: member })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/v1/capabilities', headers: member })).statusCode).toBe(
      200,
    );
  });

  it('asks for a signed-in staff member', async () => {
    const { app } = await start({});
    expect((await app.inject({ method: 'GET', url: '/v1/capabilities' })).statusCode).toBe(401);
  });
});

describe('V1_OFFER', () => {
  it('spec: every designed operation answers 404, capabilities included; spec calls still answer', async () => {
    const { app, headers } = await start({ V1_OFFER: 'spec' });
    expect(SPEC_OPERATIONS).toContain('users.list');
    for (const url of ['/v1/capabilities', '/v1/masters/employees', '/v1/masters/audit-log']) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/v1/users?stage=REGISTERED', headers })).statusCode).toBe(
      200,
    );
  });

  it('a list: capabilities names exactly the listed operations, behaviours follow them', async () => {
    const { app, headers } = await start({ V1_OFFER: 'spec,host.capabilities,approvals.policies' });
    const res = await app.inject({ method: 'GET', url: '/v1/capabilities', headers });
    const data = res.json().data;
    expect([...data.operations].sort()).toEqual(
      [...SPEC_OPERATIONS, 'host.capabilities', 'approvals.policies'].sort(),
    );
    expect(data.behaviours).toMatchObject({
      approval_policies: true,
      second_factor: false,
      integrity_checks: false,
      live_events: false,
    });
    expect((await app.inject({ method: 'GET', url: '/v1/masters/employees', headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/live/events', headers })).statusCode).toBe(404);
  });

  it('an unknown operation id stops the start naming it', () => {
    expect(() => loadConfig({ V1_OFFER: 'spec,staff.list' })).toThrow(
      'V1_OFFER: operation map entry "staff.list": no operation of the contract has this id',
    );
  });
});

describe('V1_REMAP', () => {
  const map = {
    'employees.list': { method: 'GET', path: '/admin/staff' },
    'news.list': { method: 'POST', path: '/content/news/search' },
  };

  it('serves the mapped operations on their new method and path, and not on the contract’s', async () => {
    const { app, headers } = await start({ V1_REMAP: JSON.stringify(map) });
    const staff = await app.inject({ method: 'GET', url: '/v1/admin/staff?per_page=5', headers });
    expect(staff.statusCode).toBe(200);
    validateResponse('employees.list', staff.statusCode, staff.json());
    expect(staff.json().data.rows.map((r: { username: string }) => r.username)).toContain('admin');
    const news = await app.inject({ method: 'POST', url: '/v1/content/news/search', headers });
    expect(news.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/masters/employees', headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/news', headers })).statusCode).toBe(404);
  });

  it('a faulty entry stops the start naming it', () => {
    expect(() =>
      loadConfig({ V1_REMAP: JSON.stringify({ 'employees.update': { method: 'PUT', path: '/staff' } }) }),
    ).toThrow(/V1_REMAP: operation map entry "employees.update": path parameters must be exactly/);
    expect(() => loadConfig({ V1_REMAP: '{not json' })).toThrow('V1_REMAP must be a JSON object');
  });
});
