import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { AppMetrics } from '../src/http/metrics.js';
import { createPlayerWithBalance, createTestApp, type TestApp } from './support/app.js';
import { openEventStream } from './support/event-stream.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const TOKEN = 'scrape-token-0123456789';
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in Prometheus text, e.g. `name{a="b"}`; undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { metrics: { token: TOKEN, host: '127.0.0.1', port: undefined } } });
    admin = await t.login('admin', 'Admin@123');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function scrape(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: scrapeHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  }

  it('is off unless a token or a port is configured', async () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, host: '127.0.0.1', port: undefined });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    const off = await createTestApp({ withoutStaff: true });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a scrape without the token, or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ error: true, msg: 'Invalid credentials' });
    }
  });

  it('counts requests by operation and status, and the database time behind them', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers: admin });
    await t.app.inject({ method: 'GET', url: '/v1/auth/admin/me' });
    await t.app.inject({ method: 'GET', url: '/v1/no/such/operation', headers: admin });
    const text = await scrape();
    const count = (operation: string, status: number) =>
      sample(
        text,
        `backoffice_http_request_duration_seconds_count{operation="${operation}",status="${status}"}`,
      );
    expect(count('auth.me', 200)).toBe(1);
    expect(count('auth.me', 401)).toBe(1);
    expect(count('auth.login', 200)).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect(
      sample(text, 'backoffice_db_query_duration_seconds_count{in_transaction="false"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'backoffice_db_transaction_wait_seconds_count')).toBeGreaterThan(0);
    expect(
      sample(text, 'backoffice_db_transaction_duration_seconds_count{outcome="commit"}'),
    ).toBeGreaterThan(0);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('counts login failures and lockouts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/admin/login',
        payload: { username: 'viewer', password: 'wrong-password' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const text = await scrape();
    expect(sample(text, 'backoffice_login_failures_total')).toBe(5);
    expect(sample(text, 'backoffice_login_lockouts_total')).toBe(1);
  });

  it('counts an Idempotency-Key replay once, not the first request', async () => {
    const userId = await createPlayerWithBalance(t.db, 10_000);
    const adjust = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/fund/update-wallet-from-admin',
        headers: { ...admin, 'idempotency-key': 'metrics-replay-1' },
        payload: { user_id: userId, amount: 5, type: 0, reason: 'metrics test' },
      });
    expect((await adjust()).statusCode).toBe(200);
    expect((await adjust()).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'backoffice_idempotency_replays_total{operation="wallet.adjust"}')).toBe(1);
  });

  it('times a declare and counts the bids it settled', async () => {
    const providerId = await addProvider(t.db, 1, 'Metrics Market');
    const gameDate = '2026-03-01';
    for (const digit of ['0', '1']) {
      await placeBid(t.db, {
        providerId,
        providerType: 1,
        gameDate,
        userId: await createPlayerWithBalance(t.db, 100_000),
        session: 'Open',
        bidType: 'SINGLE_DIGIT_MARKET',
        digit,
        amountPaise: 1000,
      });
    }
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/v1${url}`, headers: admin, payload });
    const saved = await post('/results/game-result/save', {
      provider_id: providerId,
      provider_type: 1,
      game_date: gameDate,
      session: 'Open',
      panna: '370',
    });
    const resultId = saved.json().data.result.result_id;
    expect((await post('/results/game-result/declared', { result_id: resultId })).statusCode).toBe(200);
    expect((await post('/results/game-result/declared', { result_id: resultId })).statusCode).toBe(409);
    const text = await scrape();
    const declares = (outcome: string) =>
      sample(text, `backoffice_settlement_duration_seconds_count{action="declare",outcome="${outcome}"}`);
    expect(declares('ok')).toBe(1);
    expect(declares('refused')).toBe(1);
    expect(sample(text, 'backoffice_settled_bids_total{outcome="won"}')).toBe(1);
    expect(sample(text, 'backoffice_settled_bids_total{outcome="lost"}')).toBe(1);
  });

  it('keeps the number of open event streams', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const open = async () => sample(await scrape(), 'backoffice_event_streams_open{operation="chat.events"}');
    const stream = await openEventStream(`http://127.0.0.1:${port}/v1/support/chat/events`, admin);
    await stream.readUntil('event: unread');
    expect(await open()).toBe(1);
    stream.close();
    await expect.poll(open).toBe(0);
  });
});

describe('/metrics on a listener of its own', () => {
  it('answers there, without the token when none is set, and not on the main listener', async () => {
    const t = await createTestApp({
      withoutStaff: true,
      config: { metrics: { token: undefined, host: '127.0.0.1', port: 0 } },
    });
    try {
      const address = t.app.metricsAddress?.();
      expect(address?.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE backoffice_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${address?.port}/v1/auth/admin/me`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('keeps each app in a registry of its own', async () => {
    const a = new AppMetrics();
    const b = new AppMetrics();
    a.loginFailed();
    expect(sample(await a.registry.metrics(), 'backoffice_login_failures_total')).toBe(1);
    expect(sample(await b.registry.metrics(), 'backoffice_login_failures_total')).toBe(0);
  });
});
