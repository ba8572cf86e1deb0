/** Running in production: the probes outside /v1 and the security headers on every answer. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { migrationFiles } from '../src/db/migrate.js';
import { helmetHeaders } from '../src/http/security-headers.js';
import { handlers } from '../src/routes/index.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'production-console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  t = await createTestApp({ config: { consoleDir } });
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** An app on a database that fails (or never answers) every query. */
function appOnBrokenDb(query: () => Promise<never>) {
  const db: Db = {
    sendsAhead: false,
    oneAtATime: true,
    query,
    send: query,
    exec: query,
    transaction: query,
    close: async () => {},
  };
  return buildApp({ db, config: { ...loadConfig({}), consoleDir: '' }, handlers, logger: false });
}

describe('health probes, outside /v1 and its auth', () => {
  it('GET /healthz answers 200 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 with every migration of the build applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: migrationFiles().length });
  });

  it('GET /readyz answers 503 naming the migration that is not applied', async () => {
    const last = migrationFiles().at(-1);
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: `migrations not applied: ${last}` });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
  });

  it('liveness does not touch the database; readiness answers 503 when the database fails', async () => {
    const app = appOnBrokenDb(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    // The driver's message (a host, a port) goes to the log, not to whoever asks.
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database unavailable' });
    await app.close();
  });

  it('GET /readyz answers 503 when the database does not answer in time', async () => {
    const app = appOnBrokenDb(() => new Promise<never>(() => {}));
    await app.ready();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'database unavailable' });
    await app.close();
  }, 10_000);
});

describe('security headers on the console and the API', () => {
  const pages = [
    ['the console at /', '/'],
    ['a console route served by index.html', '/users?stage=BLOCKED'],
    ['a /v1 answer', '/v1/auth/admin/me'],
    ['the JSON 404', '/v1/no-such-thing'],
    ['the liveness probe', '/healthz'],
  ];

  it.each(pages)('%s carries a strict CSP, nosniff, a referrer policy and no framing', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(pages)("%s carries helmet's other headers, the same on every answer", async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url });
    for (const [name, value] of helmetHeaders().set) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
      expect(again.headers[name.toLowerCase()], name).toBe(value);
    }
  });
});

describe('closing the server', () => {
  it('ends open chat event streams, so app.close() finishes instead of waiting for them', async () => {
    const app = buildApp({
      db: t.db,
      config: { ...t.config, consoleDir: '' },
      handlers,
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const auth = await t.login('admin', 'Admin@123');
    const res = await fetch(`${address}/v1/support/chat/events`, {
      headers: { authorization: String(auth.authorization), 'x-api-key': String(auth['x-api-key']) },
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('event: unread');
    const closed = app.close().then(() => 'closed');
    const late = new Promise((done) => setTimeout(() => done('still open after 5 s'), 5000));
    expect(await Promise.race([closed, late])).toBe('closed');
    // The stream ended rather than being cut.
    let rest = await reader?.read();
    while (rest && !rest.done) rest = await reader?.read();
    expect(rest?.done).toBe(true);
  }, 20_000);
});
