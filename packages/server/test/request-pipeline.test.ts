import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Handler, RequestContext, UploadedFile } from '../src/http/handler.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { type FormPart, multipartBody } from './support/multipart.js';

let seen: RequestContext | undefined;
/** The context the last handler call received (a function, so TypeScript does not narrow it). */
const lastSeen = (): RequestContext | undefined => seen;
const record: Handler = async (ctx) => {
  seen = ctx;
  return {
    msg: 'Listed',
    data: { rows: [], pagination: { per_page: 0, current_page: 1, total_page: 0, total_count: 0 } },
  };
};
const boom: Handler = async () => {
  throw new Error('database on fire');
};
const csv: Handler = async () => ({
  raw: true,
  contentType: 'text/csv; charset=utf-8',
  body: 'a,b\n1,2\n',
  headers: { 'content-disposition': 'attachment; filename="x.csv"' },
});

let t: TestApp;
let admin: Record<string, string>;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(consoleDir, 'app.js'), 'console.log(1)');
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'assets', 'main-abc123.js'), 'console.log(2)');
  writeFileSync(join(consoleDir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(2)'));
  t = await createTestApp({
    config: { consoleDir },
    handlers: {
      'users.list': record,
      'wallet.adjust': record,
      'appSettings.createBanner': record,
      'wallet.userBrief': record,
      'news.list': boom,
      'reports.pgExport': csv,
    },
  });
  admin = await t.login('admin', 'Admin@123');
});
afterAll(async () => {
  await t?.close();
});

const ADJUST = '/v1/users/fund/update-wallet-from-admin';
const BANNERS = '/v1/others/app-setting/banners';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
/** POSTs as admin; `headers` are added to the login's. */
const postTo = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...admin, ...headers }, payload });

describe('validation before the handler', () => {
  it('names a query parameter over its maximum', async () => {
    const res = await get('/v1/users?per_page=501');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg: 'query.per_page must be <= 500' });
    validateResponse('users.list', 400, res.json());
  });

  it('names an enum value that is not allowed', async () => {
    const res = await get('/v1/users?stage=GONE');
    expect(res.json().msg).toBe(
      'query.stage must be one of: REGISTERED, UNREGISTERED, UNVERIFIED, BLOCKED, BANNED',
    );
  });

  it('names a body field out of range, a missing one and an unknown one', async () => {
    const post = (payload: object) => postTo(ADJUST, payload);
    expect((await post({ user_id: 1, amount: 0, type: 0, reason: 'x' })).json()).toEqual({
      error: true,
      msg: 'body.amount must be > 0',
    });
    expect((await post({ user_id: 1, amount: 5, type: 0 })).json().msg).toBe('body.reason is required');
    expect((await post({ user_id: 1, amount: 5, type: 0, reason: 'x', extra: 1 })).json().msg).toBe(
      'body.extra is not allowed',
    );
    expect((await post({ user_id: '1', amount: 5, type: 0, reason: 'x' })).json().msg).toBe(
      'body.user_id must be integer',
    );
    expect(seen).toBeUndefined();
  });

  it('names a bad path parameter', async () => {
    const res = await get('/v1/users/wallet/userbrief/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('path.user_id must be integer');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await postTo(ADJUST, '{"user_id":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
  });

  it('hands the handler coerced, defaulted, declared-only query values', async () => {
    const res = await get('/v1/users?per_page=25&search=&unknown=1');
    expect(res.statusCode).toBe(200);
    expect(seen?.query).toEqual({
      stage: 'REGISTERED',
      page: 1,
      per_page: 25,
      order_by: 'created_at',
      order: 'desc',
    });
    expect(seen?.staff?.username).toBe('admin');
    expect(seen?.operationId).toBe('users.list');
  });
});

describe('replies', () => {
  it('wraps a handler result as { error: false, msg, data }', async () => {
    const res = await get('/v1/users');
    expect(res.json()).toEqual({
      error: false,
      msg: 'Listed',
      data: { rows: [], pagination: { per_page: 0, current_page: 1, total_page: 0, total_count: 0 } },
    });
  });

  it('passes a RawReply through with its content type and headers', async () => {
    const res = await get('/v1/users/reports/export/pg?start_date=2024-01-01&end_date=2024-01-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('x.csv');
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('answers 500 Internal Server Error for an unexpected failure, without its details', async () => {
    const res = await get('/v1/others/app-setting/news');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: true, msg: 'Internal Server Error' });
    validateResponse('news.list', 500, res.json());
  });

  it('answers 501 naming an operation that has no handler yet', async () => {
    const bare = buildApp({ db: t.db, config: t.config, contract: t.contract, handlers: {}, logger: false });
    const res = await bare.inject({ method: 'DELETE', url: '/v1/games/provider/1', headers: admin });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: true, msg: 'Not implemented: providers.delete' });
    await bare.close();
  });

  it('answers 404 with the spec msg for an unknown /v1 path, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/v1/no/such/path' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: true,
        msg: 'Sorry! The data you are looking for could not be found',
      });
    }
  });

  it('accepts a trailing slash either way', async () => {
    expect((await get('/v1/users/')).statusCode).toBe(200);
  });
});

describe('multipart bodies', () => {
  const postForm = (parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return postTo(BANNERS, payload, headers);
  };

  it('hands text fields coerced and the file as { filename, mimetype, data, size }', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    seen = undefined;
    const res = await postForm([
      { name: 'title', value: 'Diwali' },
      { name: 'sort_order', value: '3' },
      { name: 'image', value: png, filename: 'b.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = lastSeen()?.body as { title: string; sort_order: number; image: UploadedFile };
    expect(body.title).toBe('Diwali');
    expect(body.sort_order).toBe(3);
    expect(body.image).toMatchObject({ filename: 'b.png', mimetype: 'image/png', size: png.length });
    expect(body.image.data.equals(png)).toBe(true);
  });

  it('names a missing multipart field', async () => {
    const res = await postForm([{ name: 'title', value: 'No image' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('body.image is required');
  });

  it('refuses a file over 2 MB with 413', async () => {
    const res = await postForm([
      { name: 'title', value: 'Big' },
      { name: 'image', value: Buffer.alloc(2 * 1024 * 1024 + 1), filename: 'big.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(true);
  });
});

describe('outside /v1', () => {
  it('serves the console runtime configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toEqual({ apiBaseUrl: '/v1' });
  });

  it("serves the console folder's own config.json when it has one, read on every request", async () => {
    const file = join(consoleDir, 'config.json');
    const map = { 'users.list': { method: 'GET', path: '/staff-side/players' } };
    writeFileSync(file, JSON.stringify({ apiBaseUrl: '/v1', operationMap: map }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.json()).toEqual({ apiBaseUrl: '/v1', operationMap: map });
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      rmSync(file);
    }
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({
      apiBaseUrl: '/v1',
    });
  });

  it('serves the built console and falls back to index.html for client routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    const page = await t.app.inject({ method: 'GET', url: '/users/registered?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>console</title>');
    expect((await t.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed file to browsers that accept gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(2)');
  });
});
