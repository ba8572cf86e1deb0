import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { tooManyRequests } from '../src/http/rate-limit.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';

const ME = '/v1/auth/admin/me';
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithBudgets(perStaff: number, perAddress: number): Promise<TestApp> {
  t = await createTestApp({ config: { rateLimit: { windowSeconds: 60, perStaff, perAddress } } });
  return t;
}

function expectRefused(res: LightMyRequestResponse, limit: number): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.headers['ratelimit-limit']).toBe(String(limit));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(Number(res.headers['ratelimit-reset'])).toBe(retryAfter);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ error: true, msg: tooManyRequests(retryAfter) });
  validateResponse('auth.me', 429, res.json());
}

describe('rate limits on /v1', () => {
  it('are generous by default and configurable from the environment', () => {
    expect(loadConfig({}).rateLimit).toEqual({ windowSeconds: 60, perStaff: 1200, perAddress: 600 });
    expect(
      loadConfig({
        RATE_LIMIT_WINDOW_SECONDS: '10',
        RATE_LIMIT_PER_STAFF: '50',
        RATE_LIMIT_PER_ADDRESS: '20',
      }).rateLimit,
    ).toEqual({ windowSeconds: 10, perStaff: 50, perAddress: 20 });
    expect(() => loadConfig({ RATE_LIMIT_PER_STAFF: '1.5' })).toThrow(/RATE_LIMIT_PER_STAFF/);
  });

  it('counts requests without an accepted token by address, then answers 429 with Retry-After', async () => {
    const { app } = await appWithBudgets(100, 3);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: ME });
      expect(res.statusCode).toBe(401);
      expect(res.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    expectRefused(await app.inject({ method: 'GET', url: ME }), 3);
    const madeUp = { authorization: 'Bearer invented', 'x-api-key': 'invented' };
    expectRefused(await app.inject({ method: 'GET', url: ME, headers: madeUp }), 3);
    expectRefused(await app.inject({ method: 'GET', url: '/v1/no/such/path' }), 3);

    const elsewhere = await app.inject({ method: 'GET', url: ME, remoteAddress: '10.1.2.3' });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('leaves the health probes alone', async () => {
    const { app } = await appWithBudgets(100, 1);
    await app.inject({ method: 'GET', url: ME });
    expect((await app.inject({ method: 'GET', url: ME })).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.headers['ratelimit-limit']).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });

  it("counts a signed-in staff member's requests on their own budget, wherever they come from", async () => {
    const test = await appWithBudgets(4, 3);
    const { app } = test;
    const headers = await test.login('admin', 'Admin@123'); // address: 1
    expect((await app.inject({ method: 'GET', url: ME, headers })).statusCode).toBe(200); // address: 2, now known
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'GET', url: ME, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('4');
    }
    expectRefused(await app.inject({ method: 'GET', url: ME, headers }), 4);
    expectRefused(await app.inject({ method: 'GET', url: ME, headers, remoteAddress: '10.9.9.9' }), 4);

    // The address still has budget of its own for everyone else at it.
    const anonymous = await app.inject({ method: 'GET', url: ME });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['ratelimit-limit']).toBe('3');
  });
});
