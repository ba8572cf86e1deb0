/**
 * Staff sign-in that attackers cannot turn against staff (issue 27): a lock aimed from elsewhere leaves a
 * known browser able to sign in, the TOTP second factor, the policy for money keys, and sessions ended
 * from "Your sessions" or by an admin, noticed on the next call by any instance.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEVICE_COOKIE } from '../src/domain/device-cookie.js';
import { TOO_MANY_ATTEMPTS } from '../src/domain/login-throttle.js';
import {
  ENROL_FIRST,
  SECOND_FACTOR_NEEDED,
  TOO_MANY_CODES,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from '../src/domain/second-factor.js';
import { handlers } from '../src/routes/index.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addStaff } from './support/area-checks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  username: string;
  password: string;
  ip: string;
  device?: string;
  fingerprint?: string;
  otp?: string;
  recovery?: string;
}

function login(a: Attempt) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/admin/login',
    remoteAddress: a.ip,
    ...(a.device ? { cookies: { [DEVICE_COOKIE]: a.device } } : {}),
    payload: {
      username: a.username,
      password: a.password,
      ...(a.fingerprint ? { fingerprint_hash: a.fingerprint } : {}),
      ...(a.otp ? { otp_code: a.otp } : {}),
      ...(a.recovery ? { recovery_code: a.recovery } : {}),
    },
  });
}

type Reply = Awaited<ReturnType<typeof login>>;

const deviceOf = (res: Reply) => res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
const authOf = (res: Reply) => {
  const body = res.json() as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
};
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** The code an authenticator app shows at the server's clock, `stepsAgo` steps earlier. */
const codeAt = (secret: string, stepsAgo = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) - 30 * stepsAgo });

async function staff(username: string, permission: string[]) {
  const id = await addStaff(t.db, { username, fullName: username, password: 'Staff@1234', permission });
  return { id, username, password: 'Staff@1234' };
}

describe('a lock an outsider cannot aim', () => {
  it.each([5, 50])(
    '%i wrong passwords from another address leave the staff member able to sign in from a browser they used before',
    async (guesses) => {
      const member = await staff(`aimed${guesses}`, ['dashboard']);
      const home = await login({ ...member, ip: '10.1.0.1' });
      expect(home.statusCode).toBe(200);
      const device = deviceOf(home);
      expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(home.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);

      const attacker = `10.66.0.${guesses}`;
      const replies: number[] = [];
      for (let i = 0; i < guesses; i++)
        replies.push((await login({ ...member, password: `guess-${i}`, ip: attacker })).statusCode);
      expect(replies.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(replies.slice(5).every((s) => s === 429)).toBe(true);

      // The attacking address is still refused, even with the right password.
      const fromAttacker = await login({ ...member, ip: attacker });
      expect(fromAttacker.statusCode).toBe(429);
      expect(fromAttacker.json()).toEqual({ error: true, msg: TOO_MANY_ATTEMPTS });
      // An unknown browser elsewhere meets the username's lock...
      expect((await login({ ...member, ip: '10.1.0.2' })).statusCode).toBe(429);
      // ...the browser they signed in from before does not, from any address.
      const again = await login({ ...member, ip: '10.1.0.3', device });
      expect(again.statusCode).toBe(200);
      validateResponse('auth.login', 200, again.json());
      expect(deviceOf(again)).toBe(device);
    },
  );

  it('treats an APPROVED fingerprint as a known browser, a PENDING one as unknown', async () => {
    const member = await staff('fingerprinted', ['dashboard']);
    await login({ ...member, ip: '10.2.0.1', fingerprint: 'c'.repeat(64) });
    await login({ ...member, ip: '10.2.0.1', fingerprint: 'd'.repeat(64) });
    await t.db.query(
      `UPDATE fingerprints SET status = 'APPROVED' WHERE employee_id = $1 AND fingerprint_hash = $2`,
      [member.id, 'c'.repeat(64)],
    );
    for (let i = 0; i < 5; i++) await login({ ...member, password: 'x', ip: '10.66.1.1' });
    expect((await login({ ...member, ip: '10.2.0.2', fingerprint: 'd'.repeat(64) })).statusCode).toBe(429);
    expect((await login({ ...member, ip: '10.2.0.2', fingerprint: 'c'.repeat(64) })).statusCode).toBe(200);
  });

  it("locks a known browser on its own five failures, not on anyone else's", async () => {
    const member = await staff('clumsy', ['dashboard']);
    const device = deviceOf(await login({ ...member, ip: '10.3.0.1' }));
    for (let i = 0; i < 5; i++)
      expect((await login({ ...member, password: 'typo', ip: '10.3.0.1', device })).statusCode).toBe(401);
    expect((await login({ ...member, ip: '10.3.0.1', device })).statusCode).toBe(429);
    // An unknown browser is judged by the username's failures from unknown browsers: none.
    expect((await login({ ...member, ip: '10.3.0.9' })).statusCode).toBe(200);
  });

  it("lets an admin unlock an employee's sign-in, audited", async () => {
    const member = await staff('unlockme', ['dashboard']);
    for (let i = 0; i < 5; i++) await login({ ...member, password: 'x', ip: '10.66.2.1' });
    expect((await login({ ...member, ip: '10.4.0.1' })).statusCode).toBe(429);
    const admin = await t.login('admin', 'Admin@123');
    const res = await call('POST', `/masters/employees/${member.id}/unlock-sign-in`, admin);
    expect(res.statusCode).toBe(200);
    validateResponse('employees.unlockSignIn', 200, res.json());
    expect((await login({ ...member, ip: '10.4.0.1' })).statusCode).toBe(200);
    // The address lock stays: unlocking an employee does not open the attacking address.
    expect((await login({ ...member, ip: '10.66.2.1' })).statusCode).toBe(429);
    const [audit] = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'employee' AND entity_id = $1 ORDER BY audit_id DESC LIMIT 1`,
      [String(member.id)],
    );
    expect(audit?.action).toBe('employees.unlockSignIn');
  });
});

/** Enrols a TOTP second factor for the signed-in `auth`; returns the secret and the recovery codes. */
async function enrol(auth: Record<string, string>) {
  const setup = await call('POST', '/auth/admin/second-factor/setup', auth);
  expect(setup.statusCode, setup.body).toBe(200);
  validateResponse('auth.startSecondFactor', 200, setup.json());
  const { secret, otpauth_url, qr_image } = setup.json().data;
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_image).toMatch(/^data:image\/png;base64,/);
  const wrong = await call('POST', '/auth/admin/second-factor/confirm', auth, { otp_code: '000000' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ error: true, msg: { otp_code: WRONG_CODE } });
  const confirmed = await call('POST', '/auth/admin/second-factor/confirm', auth, {
    otp_code: await codeAt(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  validateResponse('auth.confirmSecondFactor', 200, confirmed.json());
  return { secret: secret as string, codes: confirmed.json().data.recovery_codes as string[] };
}

describe('the TOTP second factor', () => {
  it('signs in with password + a valid code; refuses a missing, reused or stale code; a recovery code works once', async () => {
    const member = await staff('totp', ['dashboard']);
    const ip = '10.5.0.1';
    const { secret, codes } = await enrol(authOf(await login({ ...member, ip })));
    expect(codes).toHaveLength(10);
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes WHERE employee_id = $1',
      [member.id],
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const missing = await login({ ...member, ip });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: true, msg: SECOND_FACTOR_NEEDED, second_factor_required: true });
    validateResponse('auth.login', 401, missing.json());

    t.clock.advance(30_000);
    const code = await codeAt(secret);
    const first = await login({ ...member, ip, otp: code });
    expect(first.statusCode, first.body).toBe(200);
    const reused = await login({ ...member, ip, otp: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ msg: WRONG_CODE, second_factor_required: true });

    t.clock.advance(30_000);
    expect((await login({ ...member, ip, otp: await codeAt(secret, 2) })).statusCode).toBe(401);
    expect((await login({ ...member, ip, otp: await codeAt(secret) })).statusCode).toBe(200);

    const recovery = codes[3] ?? '';
    expect((await login({ ...member, ip, recovery: recovery.toUpperCase() })).statusCode).toBe(200);
    const again = await login({ ...member, ip, recovery });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ msg: WRONG_RECOVERY_CODE });

    const status = await call('GET', '/auth/admin/second-factor', authOf(first));
    validateResponse('auth.secondFactor', 200, status.json());
    expect(status.json().data).toMatchObject({ enrolled: true, recovery_codes_left: 9 });
  });

  it('refuses codes for 15 minutes after five wrong ones, however right the next', async () => {
    const member = await staff('codeguess', ['dashboard']);
    const ip = '10.5.1.1';
    const { secret } = await enrol(authOf(await login({ ...member, ip })));
    t.clock.advance(30_000);
    // The enrolment's wrong code counted as one.
    const wrong = String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await login({ ...member, ip, otp: wrong })).statusCode).toBe(401);
    const locked = await login({ ...member, ip, otp: await codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ msg: TOO_MANY_CODES });
    t.clock.advance(16 * 60_000);
    expect((await login({ ...member, ip, otp: await codeAt(secret) })).statusCode).toBe(200);
  });

  it('keeps the demo logins working without a second factor', async () => {
    expect(
      (await login({ username: 'viewer', password: 'Viewer@123', ip: '10.5.2.1' })).json(),
    ).toMatchObject({
      second_factor_enrolment_required: false,
    });
  });
});

describe('the policy for money and result keys', () => {
  it('forces holders of money keys to enrol before anything else, and leaves others alone', async () => {
    const cashier = await staff('cashier', ['wallet.viewWallet', 'wallet.adjustBalance']);
    const reader = await staff('reader', ['dashboard']);
    const admin = await t.login('admin', 'Admin@123');
    const on = await call('PUT', '/masters/sign-in-policy', admin, { second_factor_for_money_keys: true });
    expect(on.statusCode).toBe(200);
    validateResponse('employees.setSignInPolicy', 200, on.json());
    try {
      const res = await login({ ...cashier, ip: '10.6.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().second_factor_enrolment_required).toBe(true);
      const auth = authOf(res);
      const refused = await call('GET', '/users/wallet/all-transactions', auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: true, msg: ENROL_FIRST });
      const me = await call('GET', '/auth/admin/me', auth);
      expect(me.json().data.second_factor_enrolment_required).toBe(true);
      const status = await call('GET', '/auth/admin/second-factor', auth);
      expect(status.json().data).toMatchObject({ enrolled: false, required: true, required_by_admin: false });

      const { secret } = await enrol(auth);
      expect((await call('GET', '/auth/admin/me', auth)).json().data.second_factor_enrolment_required).toBe(
        false,
      );
      t.clock.advance(30_000);
      expect((await login({ ...cashier, ip: '10.6.0.1' })).statusCode).toBe(401);
      expect((await login({ ...cashier, ip: '10.6.0.1', otp: await codeAt(secret) })).statusCode).toBe(200);

      const plain = await login({ ...reader, ip: '10.6.0.2' });
      expect(plain.json().second_factor_enrolment_required).toBe(false);
    } finally {
      await call('PUT', '/masters/sign-in-policy', admin, { second_factor_for_money_keys: false });
    }
  });

  it("requires a second factor of one employee by an admin's switch, and resets it for a lost phone", async () => {
    const member = await staff('required', ['dashboard']);
    const admin = await t.login('admin', 'Admin@123');
    const set = await call('PUT', `/masters/employees/${member.id}/second-factor-required`, admin, {
      required: true,
    });
    expect(set.json().data).toMatchObject({ second_factor_required: true, second_factor_enrolled: false });
    const res = await login({ ...member, ip: '10.6.1.1' });
    expect(res.json().second_factor_enrolment_required).toBe(true);
    await enrol(authOf(res));
    const reset = await call('POST', `/masters/employees/${member.id}/second-factor/reset`, admin);
    expect(reset.json().data).toMatchObject({ second_factor_enrolled: false });
    expect((await login({ ...member, ip: '10.6.1.1' })).json().second_factor_enrolment_required).toBe(true);
  });
});

describe('sessions staff can see and end', () => {
  it("lists a staff member's live sessions with this one marked, and ends one and all others, audited", async () => {
    const member = await staff('sessions', ['dashboard']);
    const a = authOf(await login({ ...member, ip: '10.7.0.1' }));
    const b = authOf(await login({ ...member, ip: '10.7.0.2' }));
    const c = authOf(await login({ ...member, ip: '10.7.0.3' }));
    const listed = await call('GET', '/auth/admin/sessions', a);
    validateResponse('auth.sessions', 200, listed.json());
    const rows = listed.json().data.rows as { session_id: number; ip: string; current: boolean }[];
    expect(rows.map((r) => r.ip).sort()).toEqual(['10.7.0.1', '10.7.0.2', '10.7.0.3']);
    expect(rows.filter((r) => r.current).map((r) => r.ip)).toEqual(['10.7.0.1']);

    const own = rows.find((r) => r.current)?.session_id;
    expect((await call('POST', `/auth/admin/sessions/${own}/end`, a)).statusCode).toBe(409);
    const bId = rows.find((r) => r.ip === '10.7.0.2')?.session_id;
    const ended = await call('POST', `/auth/admin/sessions/${bId}/end`, a);
    expect(ended.statusCode).toBe(200);
    validateResponse('auth.endSession', 200, ended.json());
    const next = await call('GET', '/auth/admin/me', b);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      error: true,
      msg: 'Session expired. Please log in again.',
      token_expired: true,
    });

    const others = await call('POST', '/auth/admin/sessions/end-others', a);
    expect(others.json()).toMatchObject({ data: { ended: 1 } });
    expect((await call('GET', '/auth/admin/me', c)).statusCode).toBe(401);
    expect((await call('GET', '/auth/admin/me', a)).statusCode).toBe(200);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE employee_id = $1 ORDER BY audit_id`,
      [member.id],
    );
    expect(audit.map((r) => r.action)).toEqual(['auth.endSession', 'auth.endOtherSessions']);
  });

  it("lets an admin see and end an employee's sessions; the next call is 401 on any instance", async () => {
    const member = await staff('revoked', ['dashboard']);
    const session = authOf(await login({ ...member, ip: '10.7.1.1' }));
    const spare = authOf(await login({ ...member, ip: '10.7.1.2' }));
    // A second server instance on the same database.
    const other = buildApp({ db: t.db, config: t.config, contract: t.contract, handlers, logger: false });
    await other.ready();
    try {
      const onOther = (headers: Record<string, string>) =>
        other.inject({ method: 'GET', url: '/v1/auth/admin/me', headers });
      expect((await onOther(session)).statusCode).toBe(200);
      const admin = await t.login('admin', 'Admin@123');
      const listed = await call('GET', `/masters/employees/${member.id}/sessions`, admin);
      validateResponse('employees.sessions', 200, listed.json());
      const row = (listed.json().data.rows as { session_id: number; ip: string; current: boolean }[]).find(
        (r) => r.ip === '10.7.1.1',
      );
      expect(row?.current).toBe(false);
      const ended = await call(
        'POST',
        `/masters/employees/${member.id}/sessions/${row?.session_id}/end`,
        admin,
      );
      expect(ended.statusCode).toBe(200);
      expect((await onOther(session)).statusCode).toBe(401);
      expect((await onOther(spare)).statusCode).toBe(200);
      const all = await call('POST', `/masters/employees/${member.id}/sessions/end-all`, admin);
      expect(all.json()).toMatchObject({ data: { ended: 1 } });
      expect((await onOther(spare)).json()).toMatchObject({ token_expired: true });
      const audit = await t.db.query<{ action: string; entity_id: string }>(
        `SELECT action, entity_id FROM audit_log WHERE action LIKE 'employees.endSession%' ORDER BY audit_id`,
      );
      expect(audit).toEqual([
        { action: 'employees.endSession', entity_id: String(member.id) },
        { action: 'employees.endSessions', entity_id: String(member.id) },
      ]);
    } finally {
      await other.close();
    }
  });

  it('still answers Invalid credentials to a token signed out by its own Logout', async () => {
    const auth = await t.login('viewer', 'Viewer@123');
    await call('POST', '/auth/admin/logout', auth);
    expect((await call('GET', '/auth/admin/me', auth)).json()).toEqual({
      error: true,
      msg: 'Invalid credentials',
    });
  });
});

describe('the audit trail of sign-in changes', () => {
  it('lists the policy change and the employee changes on contract', async () => {
    const admin = await t.login('admin', 'Admin@123');
    const res = await call('GET', '/masters/audit-log?entity=sign_in_policy', admin);
    expect(res.statusCode).toBe(200);
    validateResponse('audit.list', 200, res.json());
    expect(res.json().data.rows.length).toBeGreaterThan(0);
    const all = await call('GET', '/masters/audit-log?per_page=100', admin);
    validateResponse('audit.list', 200, all.json());
  });
});
