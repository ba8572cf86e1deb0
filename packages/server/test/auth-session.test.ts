import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handler } from '../src/http/handler.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';

const employeesList: Handler = async (ctx) => ({ data: { staff: ctx.staff?.username } });
const chatEvents: Handler = async () => ({ raw: true, contentType: 'text/event-stream', body: ': ping\n\n' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ handlers: { 'employees.list': employeesList, 'chat.events': chatEvents } });
});
afterAll(async () => {
  await t?.close();
});

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers });

describe('tokens on every non-public operation', () => {
  it('answers 401 Invalid credentials without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, msg: 'Invalid credentials' });
    validateResponse('auth.me', 401, res.json());
  });

  it('answers 401 for an unknown token and for a token with the wrong x-api-key', async () => {
    const headers = await t.login('admin', 'Admin@123');
    expect((await me({ ...headers, authorization: 'Bearer not-a-token' })).json()).toEqual({
      error: true,
      msg: 'Invalid credentials',
    });
    const wrongKey = await me({ ...headers, 'x-api-key': 'wrong' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().token_expired).toBeUndefined();
    expect((await me({ authorization: headers.authorization ?? '' })).statusCode).toBe(401);
  });

  it('returns the signed-in staff member from auth.me', async () => {
    const res = await me(await t.login('viewer', 'Viewer@123'));
    expect(res.statusCode).toBe(200);
    validateResponse('auth.me', 200, res.json());
    expect(res.json().data).toMatchObject({
      username: 'viewer',
      is_admin: false,
      permission: ['dashboard', 'users', 'wallet.viewWallet'],
    });
  });

  it('expires a token left idle past TOKEN_IDLE_MINUTES with token_expired', async () => {
    const headers = await t.login('viewer', 'Viewer@123');
    t.clock.advance(29 * 60_000);
    expect((await me(headers)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000); // 29 idle minutes since the last use: still live
    expect((await me(headers)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: true,
      msg: 'Session expired. Please log in again.',
      token_expired: true,
    });
    validateResponse('auth.me', 401, res.json());
  });

  it('expires a busy token at TOKEN_MAX_HOURS', async () => {
    const headers = await t.login('viewer', 'Viewer@123');
    for (let hour = 0; hour < 12; hour++) {
      t.clock.advance(20 * 60_000);
      expect((await me(headers)).statusCode).toBe(200);
      t.clock.advance(20 * 60_000);
      expect((await me(headers)).statusCode).toBe(200);
      t.clock.advance(20 * 60_000);
      if (hour < 11) expect((await me(headers)).statusCode).toBe(200);
    }
    expect((await me(headers)).json().token_expired).toBe(true);
  });

  it('revokes the token on logout', async () => {
    const headers = await t.login('admin', 'Admin@123');
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/admin/logout', headers });
    expect(out.statusCode).toBe(200);
    validateResponse('auth.logout', 200, out.json());
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: true, msg: 'Invalid credentials' });
  });

  it('never takes the token from the query string, not even on the event stream', async () => {
    const headers = await t.login('admin', 'Admin@123');
    const token = headers.authorization?.replace('Bearer ', '') ?? '';
    const query = `access_token=${encodeURIComponent(token)}&api_key=${encodeURIComponent(headers['x-api-key'] ?? '')}`;
    const stream = await t.app.inject({ method: 'GET', url: `/v1/support/chat/events?${query}` });
    expect(stream.statusCode).toBe(401);
    expect(stream.json()).toEqual({ error: true, msg: 'Invalid credentials' });
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/admin/me?${query}` })).statusCode).toBe(401);
  });

  it('refuses a deactivated employee’s live token', async () => {
    const headers = await t.login('viewer', 'Viewer@123');
    await t.db.query(`UPDATE employees SET is_active = false WHERE username = 'viewer'`);
    expect((await me(headers)).statusCode).toBe(401);
    await t.db.query(`UPDATE employees SET is_active = true WHERE username = 'viewer'`);
  });
});

describe('x-permission', () => {
  it('answers 403 Unauthorized access. to the viewer on an operation it lacks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/masters/employees',
      headers: await t.login('viewer', 'Viewer@123'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, msg: 'Unauthorized access.' });
    validateResponse('employees.list', 403, res.json());
  });

  it('lets an admin through every key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/masters/employees',
      headers: await t.login('admin', 'Admin@123'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, msg: 'Success', data: { staff: 'admin' } });
  });

  it('lets a non-admin holding the key through', async () => {
    await t.db.query(
      `UPDATE employees SET permission = array_append(permission, 'masters.manageEmployee') WHERE username = 'viewer'`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/masters/employees',
      headers: await t.login('viewer', 'Viewer@123'),
    });
    expect(res.statusCode).toBe(200);
  });
});
