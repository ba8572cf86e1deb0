/**
 * The database goes away and comes back (PostgreSQL leg only: scripts/test.mjs POSTGRES_ONLY). The server
 * reaches its database through a TCP proxy the test cuts and restores, and the test kills every backend of
 * the database during traffic. While it is away every request answers 503 with the envelope and a
 * Retry-After (never 500), /readyz says not ready, and the server serves again once it is back, without a
 * restart; no acknowledged keyed credit is lost or applied twice, and an unacknowledged one applies once
 * when sent again. A statement waiting on a lock past the lock deadline answers 503 too.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster } from '../scripts/pg-cluster.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { DATABASE_BUSY_MSG, DATABASE_UNAVAILABLE_MSG } from '../src/http/api-refusals.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance, validateResponse, walletPaise } from './support/app.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
const name = `bo_outage_${randomBytes(5).toString('hex')}`;
const dbUrl = (port: string) => {
  const url = new URL(serverUrl);
  url.port = port;
  url.pathname = `/${name}`;
  return url.toString();
};

let admin: pg.Client;
let direct: Db;
let proxy: TcpProxy;
let served: Db;
let app: FastifyInstance;
let base: string;
let auth: Record<string, string>;

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

const credit = (userId: number, key: string, amount = 10) =>
  call(
    'POST',
    '/v1/users/fund/update-wallet-from-admin',
    { ...auth, 'idempotency-key': key },
    { user_id: userId, amount, type: 0, reason: `outage ${key}` },
  );

const creditsOf = async (userId: number) =>
  (
    await direct.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND trans_type = 'ADMIN_CREDIT'`,
      [userId],
    )
  )[0]?.n;

/** Polls until the server serves a read again; how long it took. */
async function servesAgain(limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await call('GET', '/v1/auth/admin/me', auth);
    if (res.status === 200) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > limitMs)
      throw new Error(`not serving ${limitMs} ms after the database came back`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  direct = openPostgres(dbUrl(serverUrl.port || '5432'));
  await migrate(direct);
  await seedStaff(direct);
  proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  served = openPostgres(dbUrl(String(proxy.port)), {
    deadlines: { connectMs: 1000, statementMs: 10_000, lockMs: 500 },
  });
  const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
  app = buildApp({ db: served, config, contract: loadContract(), handlers, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await call('POST', '/v1/auth/admin/login', {}, { username: 'admin', password: 'Admin@123' });
  const body = JSON.parse(login.text) as { token: string; x_api_key: string };
  auth = { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await served?.close().catch(() => undefined);
  await proxy?.close();
  await direct?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
});

describe('the database goes away and comes back', () => {
  it('answers 503 with the envelope and Retry-After while it is unreachable, then serves again by itself', async () => {
    const userId = await createPlayerWithBalance(direct, 100_000);
    await proxy.cut();
    for (const [method, path, body] of [
      ['GET', '/v1/auth/admin/me', undefined],
      ['GET', '/v1/users/wallet/users-list?page=1&per_page=10', undefined],
      ['POST', '/v1/auth/admin/login', { username: 'admin', password: 'Admin@123' }],
    ] as const) {
      const res = await call(method, path, method === 'POST' ? {} : auth, body);
      expect(res.status, path).toBe(503);
      expect(res.retryAfter, path).toBe('5');
      expect(JSON.parse(res.text), path).toEqual({ error: true, msg: DATABASE_UNAVAILABLE_MSG });
      // The contract declares the 503 on every operation.
      validateResponse(
        path.includes('login') ? 'auth.login' : path.includes('me') ? 'auth.me' : 'wallet.users',
        503,
        JSON.parse(res.text),
      );
    }
    const unacknowledged = await credit(userId, 'outage-cut');
    expect(unacknowledged.status).toBe(503);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);

    await proxy.restore();
    expect(await servesAgain(5000)).toBeLessThanOrEqual(5000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The credit refused while away applies once when sent again, and replays after.
    const applied = await credit(userId, 'outage-cut');
    expect(applied.status).toBe(200);
    expect(await credit(userId, 'outage-cut')).toEqual(applied);
    expect(await creditsOf(userId)).toBe(1);
    expect(await walletPaise(direct, userId)).toBe(100_000 + 1000);
  }, 60_000);

  it('never answers 500 while every backend is killed during traffic; each credit is in the ledger once', async () => {
    const userId = await createPlayerWithBalance(direct, 0);
    const keys = Array.from({ length: 24 }, (_, i) => `outage-kill-${i}`);
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const statuses: number[] = [];
    const outcome = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 4) {
      const batch = keys.slice(i, i + 4);
      const replies = await Promise.all([
        ...batch.map((key) => credit(userId, key)),
        call('GET', '/v1/users/wallet/users-list?page=1&per_page=10', auth),
        call('GET', `/v1/users/wallet/userbrief/${userId}`, auth),
      ]);
      replies.forEach((reply, j) => {
        statuses.push(reply.status);
        const key = batch[j];
        if (key) outcome.set(key, reply.status);
      });
    }
    killing = false;
    await killer;
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await servesAgain(5000);
    // Sent again with its key, every credit ends applied, once: an acknowledged one replays.
    for (const key of keys) expect((await credit(userId, key)).status).toBe(200);
    expect(await creditsOf(userId)).toBe(keys.length);
    expect(await walletPaise(direct, userId)).toBe(keys.length * 1000);
    expect(await checkLedgerInvariant(direct)).toEqual([]);
  }, 120_000);

  it('gives up on a row lock held too long at the lock deadline: 503, and applies once the lock is gone', async () => {
    const userId = await createPlayerWithBalance(direct, 50_000);
    const holder = new pg.Client({ connectionString: dbUrl(serverUrl.port || '5432') });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
      const stuck = await credit(userId, 'outage-lock');
      expect(stuck.status).toBe(503);
      expect(stuck.retryAfter).toBe('2');
      expect(JSON.parse(stuck.text)).toEqual({ error: true, msg: DATABASE_BUSY_MSG });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await credit(userId, 'outage-lock')).status).toBe(200);
    expect(await creditsOf(userId)).toBe(1);
  }, 60_000);

  it('rides through `pg_ctl restart -m fast` of its own cluster during keyed credits: 200 or 503, then each once', async () => {
    const cluster = await startPgCluster();
    const db = openPostgres(cluster.url(), {
      deadlines: { connectMs: 1000, statementMs: 10_000, lockMs: 500 },
    });
    const own = await (async () => {
      await migrate(db);
      await seedStaff(db);
      const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
      const server = buildApp({ db, config, contract: loadContract(), handlers, logger: false });
      await server.listen({ host: '127.0.0.1', port: 0 });
      return server;
    })();
    try {
      const url = `http://127.0.0.1:${(own.server.address() as AddressInfo).port}/v1`;
      const send = async (path: string, headers: Record<string, string>, body?: unknown) => {
        const res = await fetch(`${url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(20_000),
        });
        return { status: res.status, text: await res.text() };
      };
      const login = JSON.parse(
        (await send('/auth/admin/login', {}, { username: 'admin', password: 'Admin@123' })).text,
      ) as { token: string; x_api_key: string };
      const headers = { authorization: `Bearer ${login.token}`, 'x-api-key': login.x_api_key };
      const userId = await createPlayerWithBalance(db, 0);
      const creditOwn = (key: string) =>
        send(
          '/users/fund/update-wallet-from-admin',
          { ...headers, 'idempotency-key': key },
          { user_id: userId, amount: 10, type: 0, reason: `restart ${key}` },
        );
      const keys: string[] = [];
      const statuses: number[] = [];
      let restarted = false;
      const restarting = cluster.restart().finally(() => {
        restarted = true;
      });
      // Credits one after another for as long as the restart lasts, and a few after.
      for (let i = 0; !restarted || i < 5; i++) {
        keys.push(`restart-${i}`);
        statuses.push((await creditOwn(`restart-${i}`)).status);
      }
      await restarting;
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses, 'no credit met the restart').toContain(503);
      const back = Date.now();
      while ((await send('/auth/admin/me', headers)).status !== 200) {
        if (Date.now() - back > 5000) throw new Error('not serving 5 s after the restart');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const key of keys) expect((await creditOwn(key)).status).toBe(200);
      expect(await walletPaise(db, userId)).toBe(keys.length * 1000);
      expect(await checkLedgerInvariant(db)).toEqual([]);
    } finally {
      await own.close();
      await db.close().catch(() => undefined);
      cluster.stop();
    }
  }, 120_000);
});
