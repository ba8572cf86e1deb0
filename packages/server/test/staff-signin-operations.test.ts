/** The sign-in operations of issue 27 like every other: 200 (validated), 401, 403, 400. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from './support/app.js';
import {
  addStaff,
  describeOperations,
  inject,
  type OperationCase,
  useAreaWorld,
} from './support/area-checks.js';

const w = useAreaWorld({ players: false });
const id = { clerk: 0, session: 0 };

beforeAll(async () => {
  id.clerk = await addStaff(w.t.db, {
    username: 'clerk',
    fullName: 'Clerk',
    password: 'Clerk@1234',
    permission: ['users'],
  });
}, 60_000);

/** A fresh session of the clerk for each case that ends one. */
async function clerkSession(): Promise<number> {
  await w.t.login('clerk', 'Clerk@1234');
  const [row] = await w.t.db.query<{ token_id: unknown }>(
    'SELECT token_id FROM staff_tokens WHERE employee_id = $1 AND revoked_at IS NULL ORDER BY token_id DESC LIMIT 1',
    [id.clerk],
  );
  return Number(row?.token_id);
}

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;

const CASES: OperationCase[] = [
  {
    operationId: 'employees.sessions',
    method: 'GET',
    url: () => `/v1/masters/employees/${id.clerk}/sessions`,
    bad: { url: '/v1/masters/employees/0/sessions' },
  },
  {
    operationId: 'employees.endSession',
    method: 'POST',
    url: () => `/v1/masters/employees/${id.clerk}/sessions/${id.session}/end`,
    bad: { url: () => `/v1/masters/employees/${id.clerk}/sessions/x/end` },
  },
  {
    operationId: 'employees.endSessions',
    method: 'POST',
    url: () => `/v1/masters/employees/${id.clerk}/sessions/end-all`,
    bad: { url: '/v1/masters/employees/-1/sessions/end-all' },
    expectBody: (b) => expect(typeof data(b).ended).toBe('number'),
  },
  {
    operationId: 'employees.unlockSignIn',
    method: 'POST',
    url: () => `/v1/masters/employees/${id.clerk}/unlock-sign-in`,
    bad: { url: '/v1/masters/employees/abc/unlock-sign-in' },
  },
  {
    operationId: 'employees.setSecondFactorRequired',
    method: 'PUT',
    url: () => `/v1/masters/employees/${id.clerk}/second-factor-required`,
    payload: { required: false },
    bad: { payload: { required: 'yes' } },
    expectBody: (b) => expect(data(b).second_factor_required).toBe(false),
  },
  {
    operationId: 'employees.resetSecondFactor',
    method: 'POST',
    url: () => `/v1/masters/employees/${id.clerk}/second-factor/reset`,
    bad: { url: '/v1/masters/employees/0/second-factor/reset' },
  },
  {
    operationId: 'employees.signInPolicy',
    method: 'GET',
    url: '/v1/masters/sign-in-policy',
    bad: null,
    expectBody: (b) => expect(data(b).money_or_result_keys).toContain('wallet.adjustBalance'),
  },
  {
    operationId: 'employees.setSignInPolicy',
    method: 'PUT',
    url: '/v1/masters/sign-in-policy',
    payload: { second_factor_for_money_keys: false },
    bad: { payload: { second_factor_for_money_keys: 1 } },
  },
];

describe('employees: sign-in operations', () => {
  beforeAll(async () => {
    id.session = await clerkSession();
  });
  describeOperations(() => w, CASES);
});

/** The caller's own operations: open to any signed-in staff member (x-permission []), so no 403 case. */
const OWN: (OperationCase & { payloadOk?: boolean })[] = [
  { operationId: 'auth.secondFactor', method: 'GET', url: '/v1/auth/admin/second-factor', bad: null },
  {
    operationId: 'auth.startSecondFactor',
    method: 'POST',
    url: '/v1/auth/admin/second-factor/setup',
    bad: null,
  },
  {
    operationId: 'auth.confirmSecondFactor',
    method: 'POST',
    url: '/v1/auth/admin/second-factor/confirm',
    payload: { otp_code: '12345' },
    bad: { payload: { otp_code: '12345' } },
  },
  { operationId: 'auth.sessions', method: 'GET', url: '/v1/auth/admin/sessions', bad: null },
  {
    operationId: 'auth.endOtherSessions',
    method: 'POST',
    url: '/v1/auth/admin/sessions/end-others',
    bad: null,
  },
  {
    operationId: 'auth.endSession',
    method: 'POST',
    url: '/v1/auth/admin/sessions/0/end',
    bad: { url: '/v1/auth/admin/sessions/0/end' },
  },
];

describe("a staff member's own sign-in operations", () => {
  it.each(OWN.map((c) => [c.operationId, c] as const))('%s answers 401 without a token', async (_id, c) => {
    const res = await inject(w, c);
    expect(res.statusCode).toBe(401);
    validateResponse(c.operationId, 401, res.json());
  });

  it.each(OWN.filter((c) => c.bad).map((c) => [c.operationId, c] as const))(
    '%s answers 400 on a bad parameter or body',
    async (_id, c) => {
      const res = await inject(
        w,
        { ...c, url: c.bad?.url ?? c.url, payload: c.bad?.payload ?? c.payload },
        w.outsider,
      );
      expect(res.statusCode, res.body).toBe(400);
      validateResponse(c.operationId, 400, res.json());
    },
  );

  it.each(OWN.filter((c) => !c.bad).map((c) => [c.operationId, c] as const))(
    '%s answers 200 matching the contract to a staff member holding no key for it',
    async (_id, c) => {
      const res = await inject(w, c, w.outsider);
      expect(res.statusCode, res.body).toBe(200);
      validateResponse(c.operationId, 200, res.json());
    },
  );
});
