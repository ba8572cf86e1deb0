/** Employees, fingerprints and banners: 200 (validated), 401, 403, 400, and their rules. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from './support/app.js';
import { addStaff, describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';
import { multipartBody } from './support/multipart.js';

let dataDir: string;
const w = useAreaWorld(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'banners-'));
  return { players: false, app: { config: { dataDir } } };
});
const id = { clerk: 0, fingerprint: 0, fingerprint2: 0, banner: 0 };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

/** Text fields and one image file as a multipart/form-data body. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'image', value: file.data, filename: file.name, type: file.type },
  ]);
}

/** POSTs a banner upload, with `headers` (a login) besides the body's content type. */
function upload(body: ReturnType<typeof multipart>, headers?: Record<string, string>) {
  return w.t.app.inject({
    method: 'POST',
    url: '/v1/others/app-setting/banners',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

beforeAll(async () => {
  const t = w.t;
  id.clerk = await addStaff(t.db, {
    username: 'clerk',
    fullName: 'Clerk',
    password: 'Clerk@1234',
    permission: ['users'],
  });
  const fp = await t.db.query<{ fingerprint_id: number }>(
    `INSERT INTO fingerprints (employee_id, fingerprint_hash, user_agent, ip) VALUES ($1, 'a1', 'Firefox', '10.0.0.1'), ($1, 'b2', 'Chrome', null)
     RETURNING fingerprint_id`,
    [id.clerk],
  );
  id.fingerprint = fp[0]?.fingerprint_id ?? 0;
  id.fingerprint2 = fp[1]?.fingerprint_id ?? 0;
  const [banner] = await t.db.query<{ banner_id: number }>(
    `INSERT INTO banners (title, file_name, content_type, size_bytes) VALUES ('Old', 'missing.png', 'image/png', 10) RETURNING banner_id`,
  );
  id.banner = banner?.banner_id ?? 0;
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;

const CASES: OperationCase[] = [
  {
    operationId: 'employees.list',
    method: 'GET',
    url: '/v1/masters/employees?search=cler',
    bad: { url: '/v1/masters/employees?per_page=0' },
    expectBody: (b) =>
      expect((data(b).rows as Record<string, unknown>[]).map((r) => r.username)).toEqual(['clerk']),
  },
  {
    operationId: 'employees.create',
    method: 'POST',
    url: '/v1/masters/employees',
    payload: {
      username: 'ravi.k',
      full_name: 'Ravi K',
      password: 'Secret@123',
      permission: ['games.result', 'games.bids'],
    },
    bad: { payload: { username: 'Ravi K!', full_name: 'Ravi', password: 'short', permission: [] } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({
        username: 'ravi.k',
        is_admin: false,
        permission: ['games.result', 'games.bids'],
      }),
  },
  {
    operationId: 'employees.update',
    method: 'PUT',
    url: () => `/v1/masters/employees/${id.clerk}`,
    payload: { full_name: 'Clerk One', permission: ['users', 'dashboard'], is_admin: false },
    bad: { payload: { full_name: 'Clerk', permission: ['not.a.key'], is_admin: false } },
  },
  {
    operationId: 'employees.resetPassword',
    method: 'PUT',
    url: () => `/v1/masters/employees/${id.clerk}/password`,
    payload: { password: 'NewSecret@1' },
    bad: { payload: { password: 'short' } },
  },
  {
    operationId: 'employees.setStatus',
    method: 'PUT',
    url: () => `/v1/masters/employees/${id.clerk}/status`,
    payload: { is_active: true },
    bad: { payload: { is_active: 1 } },
  },
  {
    operationId: 'fingerprints.list',
    method: 'GET',
    url: '/v1/masters/fingerprints?status=PENDING',
    bad: { url: '/v1/masters/fingerprints?status=MAYBE' },
    expectBody: (b) => expect((data(b).rows as unknown[]).length).toBe(2),
  },
  {
    operationId: 'fingerprints.approve',
    method: 'PUT',
    url: () => `/v1/masters/fingerprints/${id.fingerprint}/approve`,
    bad: { url: '/v1/masters/fingerprints/x/approve' },
    expectBody: (b) => expect(data(b)).toMatchObject({ status: 'APPROVED', decided_by: 'admin' }),
  },
  {
    operationId: 'fingerprints.revoke',
    method: 'PUT',
    url: () => `/v1/masters/fingerprints/${id.fingerprint2}/revoke`,
    bad: { url: '/v1/masters/fingerprints/0/revoke' },
  },
  {
    operationId: 'fingerprints.setEnforcement',
    method: 'PUT',
    url: () => `/v1/masters/employees/${id.clerk}/fingerprint-enforcement`,
    payload: { enabled: true },
    bad: { payload: { enabled: 'on' } },
    expectBody: (b) => expect(data(b).fingerprint_enforced).toBe(true),
  },
  {
    operationId: 'appSettings.updateBanner',
    method: 'PUT',
    url: () => `/v1/others/app-setting/banners/${id.banner}`,
    payload: { title: 'Diwali offer', link: 'https://example.com/offer', sort_order: 2, is_active: true },
    bad: { payload: { title: 'Diwali', link: 'ftp://x', sort_order: 2, is_active: true } },
  },
  {
    operationId: 'appSettings.deleteBanner',
    method: 'DELETE',
    url: () => `/v1/others/app-setting/banners/${id.banner}`,
    bad: { url: '/v1/others/app-setting/banners/none' },
  },
];

describe('employee, fingerprint and banner operations', () => {
  describeOperations(() => w, CASES);

  for (const [operationId, url] of [
    ['employees.permissionKeys', '/v1/masters/permission-keys'],
    ['appSettings.listBanners', '/v1/others/app-setting/banners'],
  ] as const) {
    it(`${operationId}: answers 200 matching the contract, 401 without a token, 403 without the permission`, async () => {
      const ok = await w.t.app.inject({ method: 'GET', url, headers: w.admin });
      expect(ok.statusCode, ok.body).toBe(200);
      validateResponse(operationId, 200, ok.json());
      expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await w.t.app.inject({ method: 'GET', url, headers: w.outsider })).statusCode).toBe(403);
    });
  }
});

describe('staff rules', () => {
  it('labels permission keys with their sidebar group', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/v1/masters/permission-keys', headers: w.admin });
    const rows = res.json().data.rows as { key: string; label: string; group: string }[];
    expect(rows.find((r) => r.key === 'wallet.fundRequestHistory')).toEqual({
      key: 'wallet.fundRequestHistory',
      label: 'Fund request history',
      group: 'Wallet',
    });
    expect(rows.find((r) => r.key === 'dashboard')).toEqual({
      key: 'dashboard',
      label: 'Dashboard',
      group: '',
    });
  });

  it('refuses a taken username with 409', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/v1/masters/employees',
      payload: { username: 'clerk', full_name: 'Again', password: 'Secret@123', permission: [] },
      headers: w.admin,
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses to deactivate oneself, and deactivating a clerk ends their session', async () => {
    const [me] = await w.t.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM employees WHERE username = 'admin'",
    );
    const self = await w.t.app.inject({
      method: 'PUT',
      url: `/v1/masters/employees/${me?.employee_id}/status`,
      payload: { is_active: false },
      headers: w.admin,
    });
    expect(self.statusCode).toBe(409);
    const ravi = await w.t.login('ravi.k', 'Secret@123');
    const [r] = await w.t.db.query<{ employee_id: number }>(
      "SELECT employee_id FROM employees WHERE username = 'ravi.k'",
    );
    const off = await w.t.app.inject({
      method: 'PUT',
      url: `/v1/masters/employees/${r?.employee_id}/status`,
      payload: { is_active: false },
      headers: w.admin,
    });
    expect(off.statusCode).toBe(200);
    const after = await w.t.app.inject({
      method: 'GET',
      url: '/v1/bids/user/list?bid_date=2026-01-01&game_type=1',
      headers: ravi,
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses to approve an approved fingerprint with 409', async () => {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: `/v1/masters/fingerprints/${id.fingerprint}/approve`,
      headers: w.admin,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('banner upload', () => {
  it('stores a PNG under DATA_DIR/banners and serves it back', async () => {
    const body = multipart(
      { title: 'Welcome', link: 'https://example.com', sort_order: '1' },
      { name: 'w.png', type: 'image/png', data: PNG },
    );
    const res = await upload(body, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    validateResponse('appSettings.createBanner', 200, res.json());
    const banner = res.json().data as { banner_id: number; content_type: string; size_bytes: number };
    expect(banner).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length });
    expect(await readdir(join(dataDir, 'banners'))).toHaveLength(1);
    const image = await w.t.app.inject({
      method: 'GET',
      url: `/v1/others/app-setting/banners/${banner.banner_id}/image`,
      headers: w.admin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/v1/others/app-setting/banners/${banner.banner_id}/image`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a file that only claims to be an image', async () => {
    const body = multipart(
      { title: 'Fake' },
      { name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') },
    );
    const res = await upload(body, w.admin);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const body = multipart({ title: 'Big' }, { name: 'big.png', type: 'image/png', data: big });
    const res = await upload(body, w.admin);
    expect([400, 413]).toContain(res.statusCode);
    expect(await readdir(join(dataDir, 'banners'))).toHaveLength(1);
  });

  it('answers 401 and 403 for uploads too', async () => {
    const body = multipart({ title: 'x' }, { name: 'w.png', type: 'image/png', data: PNG });
    expect((await upload(body)).statusCode).toBe(401);
    const denied = await upload(body, w.outsider);
    expect(denied.statusCode).toBe(403);
  });
});
