import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { createPlayerWithBalance, createTestApp, type TestApp, walletPaise } from './support/app.js';

/**
 * One regression per class of 5xx a hostile client found (issue 16); the fuzz suite (test/fuzz) covers
 * every operation. Each answer is a 4xx with the `{ error: true, msg }` envelope naming the field.
 */
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = await t.login('admin', 'Admin@123');
});
afterAll(async () => {
  await t.close();
});

async function refused(request: InjectOptions) {
  const res = await t.app.inject({ headers: auth, ...request });
  return { status: res.statusCode, body: res.json() as { error: unknown; msg: unknown } };
}

describe('1. integers the database cannot hold', () => {
  it('refuses an id past int4 in a path, naming it', async () => {
    const res = await refused({ method: 'GET', url: '/v1/users/market/2147483648' });
    expect(res).toEqual({ status: 400, body: { error: true, msg: 'path.user_id must be <= 2147483647' } });
  });

  it('refuses Infinity and 1e308 as ids in a path, a query and a body', async () => {
    for (const url of [
      '/v1/users/market/Infinity',
      '/v1/users/market/1e308',
      '/v1/users/details/?user_id=Infinity',
    ]) {
      const res = await refused({ method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(res.body.msg, url).toMatch(/user_id must be/);
    }
    const body = await refused({
      method: 'POST',
      url: '/v1/others/user-idea',
      payload: '{"user_id": 1e308, "idea": "x"}',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(body).toEqual({ status: 400, body: { error: true, msg: 'body.user_id must be <= 2147483647' } });
  });
});

describe('2. page numbers never reach the SQL text', () => {
  it('refuses page=99999999999999999999 and current_page=1e308 with a 400 naming the page', async () => {
    const chat = await refused({ method: 'GET', url: '/v1/support/chat/threads?page=99999999999999999999' });
    expect(chat).toEqual({ status: 400, body: { error: true, msg: 'query.page must be <= 2147483647' } });
    const sales = await refused({
      method: 'GET',
      url: '/v1/bids/game/reports/sales/market?current_page=1e308',
    });
    expect(sales).toEqual({
      status: 400,
      body: { error: true, msg: 'query.current_page must be <= 2147483647' },
    });
  });

  it('refuses page=Infinity instead of answering current_page null', async () => {
    const res = await refused({ method: 'GET', url: '/v1/users?page=Infinity' });
    expect(res).toEqual({ status: 400, body: { error: true, msg: 'query.page must be <= 2147483647' } });
  });

  it('answers the last page of a report with LIMIT and OFFSET bound as parameters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/support/chat/threads?page=2147483647',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination.current_page).toBe(2147483647);
  });
});

describe('3. NUL and lone surrogates in text', () => {
  it('refuses U+0000 in a search term, naming the field', async () => {
    const res = await refused({ method: 'GET', url: '/v1/users?search=a%00b' });
    expect(res).toEqual({
      status: 400,
      body: { error: true, msg: 'query.search must not contain a NUL character (U+0000)' },
    });
  });

  it('refuses U+0000 in the login username without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/admin/login',
      payload: { username: 'adm\u0000in', password: 'Admin@123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      msg: 'body.username must not contain a NUL character (U+0000)',
    });
  });

  it('refuses a lone surrogate in settings text and leaves the setting as it was', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/v1/others/app-setting/how-to-play',
      headers: auth,
    });
    const res = await refused({
      method: 'PUT',
      url: '/v1/others/app-setting/update-how-to-play',
      payload: '{"title": "How \\ud800 to play", "description": "x", "video": ""}',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(res).toEqual({
      status: 400,
      body: { error: true, msg: 'body.title must be valid Unicode text (it holds a lone surrogate)' },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/others/app-setting/how-to-play',
      headers: auth,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a NUL in an object key and nesting deeper than any request of the contract', async () => {
    const key = await refused({
      method: 'PUT',
      url: '/v1/others/app-setting/update-how-to-play',
      payload: '{"title": "t", "description": "x", "video": "", "a\\u0000": 1}',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(key).toEqual({
      status: 400,
      body: { error: true, msg: 'body has a key that must not contain a NUL character (U+0000)' },
    });
    const deep = await refused({
      method: 'PUT',
      url: '/v1/others/app-setting/update-how-to-play',
      payload: `{"title": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    expect(deep.body.msg).toMatch(/^body\.title\[0\].* is nested too deeply/);
  });
});

describe('4. dates outside a sane window', () => {
  it('refuses end_date=0001-01-01 with no start date, naming it', async () => {
    const res = await refused({
      method: 'GET',
      url: '/v1/bids/game/reports/over_all_profit_loss?end_date=0001-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^query\.end_date /);
  });
});

describe('5. money without a ceiling', () => {
  it('refuses amount 1e20 on a wallet adjustment, and no money moves', async () => {
    const userId = await createPlayerWithBalance(t.db, 10_000);
    const res = await refused({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      payload: { user_id: userId, amount: 1e20, type: 0, reason: 'fuzz' },
      headers: { ...auth, 'idempotency-key': 'hostile-money-1e20' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^body\.amount must be <= /);
    expect(await walletPaise(t.db, userId)).toBe(10_000);
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it('refuses amount 1e999 (Infinity once parsed) naming the amount', async () => {
    const res = await refused({
      method: 'POST',
      url: '/v1/users/fund/update-wallet-from-admin',
      payload: '{"user_id": 1, "amount": 1e999, "type": 0, "reason": "fuzz"}',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'hostile-money-inf' },
    });
    expect(res).toEqual({ status: 400, body: { error: true, msg: 'body.amount must be a finite number' } });
  });
});

describe('6. broken multipart bodies', () => {
  const banner = '/v1/others/app-setting/banners';
  const part = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nSale\r\n';
  it.each([
    ['no boundary', 'multipart/form-data', `${part}--b--\r\n`],
    ['a wrong boundary', 'multipart/form-data; boundary=other', `${part}--b--\r\n`],
    ['a truncated body', 'multipart/form-data; boundary=b', part.slice(0, 30)],
  ])('answers a multipart body with %s with a 400 envelope', async (_name, contentType, payload) => {
    const res = await refused({
      method: 'POST',
      url: banner,
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
    expect(res.body.msg).toEqual(expect.stringMatching(/^body /));
  });
});

describe("7. Fastify's own refusals are the envelope", () => {
  it('answers a bad percent-encoding with a 400 envelope', async () => {
    const res = await refused({ method: 'GET', url: '/v1/users/market/%zz' });
    expect(res).toEqual({
      status: 400,
      body: { error: true, msg: 'The URL is not valid: a percent-encoding in it is broken' },
    });
  });

  it('answers a path parameter over the router limit with a 414 envelope', async () => {
    const res = await refused({ method: 'GET', url: `/v1/users/market/${'1'.repeat(5000)}` });
    expect(res).toEqual({
      status: 414,
      body: { error: true, msg: 'A path parameter is longer than 100 characters' },
    });
  });

  it('answers a body too large with a 413 envelope and an unknown content type with a 415 envelope', async () => {
    const large = await refused({
      method: 'PUT',
      url: '/v1/others/app-setting/update-how-to-play',
      payload: JSON.stringify({ title: 'x'.repeat(2 << 20) }),
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(large).toEqual({ status: 413, body: { error: true, msg: 'The request body is too large' } });
    const xml = await refused({
      method: 'PUT',
      url: '/v1/others/app-setting/update-how-to-play',
      payload: '<title/>',
      headers: { ...auth, 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.error).toBe(true);
  });

  it('never serves the console for a /v1 path, even a very long one without a token', async () => {
    const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    const site = await createTestApp({ config: { consoleDir } });
    try {
      for (const [length, status] of [
        [200, 414],
        [5000, 414],
      ] as const) {
        const res = await site.app.inject({ method: 'GET', url: `/v1/users/market/${'7'.repeat(length)}` });
        expect(res.statusCode, `param of ${length}`).toBe(status);
        expect(res.json()).toEqual({ error: true, msg: 'A path parameter is longer than 100 characters' });
      }
      const unknown = await site.app.inject({ method: 'GET', url: '/v1/no/such/operation' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('answers a request line past the HTTP parser limit with a 431 envelope over a real socket', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write(`GET /v1/users/market/${'9'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: true,
      msg: 'The request line or its headers are too large',
    });
  });
});
