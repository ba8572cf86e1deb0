import { OPERATIONS } from '@backoffice/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import {
  closedPort,
  conforming,
  type FakeHost,
  failure,
  ISSUED,
  on,
  rows,
  startFakeHost,
} from './support/fake-host.js';
import { rowOf, runJson, runSmoke } from './support/run-smoke.js';

const READS = Object.entries(OPERATIONS)
  .filter(([, meta]) => meta.method === 'get')
  .map(([id]) => id);

let host: FakeHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('a healthy host', () => {
  it('exits 0 and lists every GET operation of the contract, ids taken from earlier answers', async () => {
    host = await startFakeHost();
    const { code, report } = await runJson(host.baseUrl);
    expect(code).toBe(EXIT.healthy);
    expect(report.checks.map((r) => r.operation)).toEqual(['auth.login', ...READS]);
    expect(report.checks.every((r) => r.result === 'ok')).toBe(true);
    expect(rowOf(report, 'users.list')).toMatchObject({ status: 200, result: 'ok', reason: null });
    const paths = host.requests.map((r) => r.path);
    expect(paths).toContain('/users/market/7');
    expect(paths).toContain('/users/wallet/userbrief/7');
    expect(paths).toContain('/support/chat/threads/11/messages');
    expect(paths).toContain('/others/app-setting/banners/5/image');
    const winners = host.requests.find((r) => r.path === '/bids/game-result/winners/market');
    expect(winners?.query.get('provider_id')).toBe('3');
    expect(host.requests.find((r) => r.path === '/users/accounts/history')?.query.get('account_id')).toBe(
      '13',
    );
    // The search: the first two digits of the phone the users answer gave (9876543210).
    expect(host.requests.find((r) => r.path === '/users/accounts/search')?.query.get('search')).toBe('98');
    expect(host.requests.find((r) => r.path === '/users')?.query.get('per_page')).toBe('2');
  });

  it('sends the login token on every call and logs out at the end', async () => {
    host = await startFakeHost();
    await runJson(host.baseUrl, ['--only', 'users']);
    const calls = host.requests.filter((r) => r.path !== '/auth/admin/login');
    expect(calls.every((r) => r.authorization === 'Bearer t0k3n')).toBe(true);
    expect(host.requests.at(-1)?.path).toBe('/auth/admin/logout');
  });
});

describe('a faulty host', () => {
  it('fails the row that answered 500 with the spec text and exits 1', async () => {
    host = await startFakeHost({ routes: [on('GET', '/users/accounts/count', failure(500, 'db down'))] });
    const { code, report } = await runJson(host.baseUrl);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'wallet.accountsCount')).toMatchObject({
      status: 500,
      result: 'failed',
      reason: 'Internal Server Error',
    });
    expect(report.summary.failed).toBe(1);
    expect(report.healthy).toBe(false);
  });

  it('fails the row whose answer is not JSON', async () => {
    const garbage = {
      kind: 'raw',
      status: 200,
      body: '<html>oops',
      contentType: 'application/json',
    } as const;
    host = await startFakeHost({ routes: [on('GET', '/users/today-registered', garbage)] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'users.todayRegistered')).toMatchObject({
      status: 200,
      result: 'failed',
      reason: 'Invalid response format from server',
    });
  });

  it('fails a call that hangs past --timeout, and the run still ends', async () => {
    host = await startFakeHost({ routes: [on('GET', '/users/none-balance-user', { kind: 'hang' })] });
    const started = Date.now();
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users', '--timeout', '300']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'users.noneBalance')).toMatchObject({
      status: null,
      result: 'failed',
      reason: 'No response from server (no answer within 300 ms)',
    });
    expect(rowOf(report, 'users.noneBalance').latencyMs).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails only the row answered 401; every later call and the logout keep the token', async () => {
    host = await startFakeHost({
      routes: [on('GET', '/users/zero-balance-user', failure(401, 'token revoked'))],
    });
    const { code, report } = await runJson(host.baseUrl, ['--concurrency', '1']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'users.zeroBalance')).toMatchObject({
      status: 401,
      result: 'failed',
      reason: 'Invalid credentials',
    });
    const others = report.checks.filter((row) => row.operation !== 'users.zeroBalance');
    expect(others.filter((row) => row.result !== 'ok')).toEqual([]);
    expect(others.map((row) => row.operation)).toContain('wallet.users');
    const zeroBalance = host.requests.findIndex((r) => r.path === '/users/zero-balance-user');
    expect(host.requests.length - zeroBalance).toBeGreaterThan(10);
    expect(host.requests.at(-1)).toMatchObject({
      path: '/auth/admin/logout',
      authorization: `Bearer ${ISSUED.token}`,
    });
  });

  it('answers 401 to a call without the issued token, as a real host does', async () => {
    host = await startFakeHost();
    const response = await fetch(`${host.baseUrl}/users`);
    expect(response.status).toBe(401);
  });

  it('fails an answer without its data', async () => {
    const empty = { kind: 'json', status: 200, body: { error: false, msg: 'OK' } } as const;
    host = await startFakeHost({ routes: [on('GET', '/auth/admin/me', empty)] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'auth']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'auth.me')).toMatchObject({ result: 'failed', reason: 'No data received' });
  });

  it('fails a list whose answer breaks v1.yaml, naming the first schema error', async () => {
    const hollow = { kind: 'json', status: 200, body: { error: false, msg: '', data: {} } } as const;
    host = await startFakeHost({ routes: [on('GET', '/users', hollow)] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'users.list')).toMatchObject({
      status: 200,
      result: 'failed',
      reason: "does not match v1.yaml: data must have required property 'rows'",
    });
    expect(rowOf(report, 'users.noneBalance').result).toBe('ok');
  });

  it('checks money to the paisa: 0.07, 19.99 and 99999999.99 pass; 0.075 and 1.00001 fail', async () => {
    const amount = (value: number) => on('GET', '/users/wallet/all-transactions', rows([{ amount: value }]));
    const checked = async (value: number) => {
      await host?.close();
      host = await startFakeHost({ routes: [amount(value)] });
      return rowOf((await runJson(host.baseUrl, ['--only', 'wallet'])).report, 'wallet.allTransactions');
    };
    for (const value of [0.07, 19.99, 99999999.99])
      expect((await checked(value)).result, String(value)).toBe('ok');
    // 1.00001: within a float tolerance of a multiple of 0.01, but a fifth decimal all the same.
    for (const value of [0.075, 1.00001])
      expect(await checked(value), String(value)).toMatchObject({
        result: 'failed',
        reason: 'does not match v1.yaml: data.rows[0].amount must be multiple of 0.01',
      });
  });

  it('fails an event stream that is not text/event-stream, and passes one that is', async () => {
    host = await startFakeHost();
    const good = await runJson(host.baseUrl, ['--only', 'chat']);
    expect(rowOf(good.report, 'chat.events')).toMatchObject({ status: 200, result: 'ok' });
    await host.close();
    host = await startFakeHost({
      routes: [on('GET', '/support/chat/events', { kind: 'stream', contentType: 'text/plain' })],
    });
    const bad = await runJson(host.baseUrl, ['--only', 'chat']);
    expect(rowOf(bad.report, 'chat.events')).toMatchObject({
      result: 'failed',
      reason: 'Invalid response format from server',
    });
    expect(bad.code).toBe(EXIT.checkFailed);
  });

  it('fails calls slower than --fail-slow', async () => {
    host = await startFakeHost({ routes: [on('GET', '/auth/admin/me', conforming(250))] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'auth', '--fail-slow', '100']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'auth.me').reason).toMatch(/^slow: \d+ ms > --fail-slow 100 ms$/);
  });
});

describe('the login', () => {
  it('exits 3 when nothing listens on the port', async () => {
    const port = await closedPort();
    const { code, report } = await runJson(`http://127.0.0.1:${port}/v1`);
    expect(code).toBe(EXIT.unreachable);
    expect(report.checks).toEqual([
      expect.objectContaining({
        operation: 'auth.login',
        status: null,
        result: 'failed',
        reason: 'No response from server (ECONNREFUSED)',
      }),
    ]);
  });

  it('exits 3 when the login hangs past --timeout', async () => {
    host = await startFakeHost({ routes: [on('POST', '/auth/admin/login', { kind: 'hang' })] });
    const { code, report } = await runJson(host.baseUrl, ['--timeout', '300']);
    expect(code).toBe(EXIT.unreachable);
    expect(rowOf(report, 'auth.login').reason).toBe('No response from server (no answer within 300 ms)');
  });

  it("exits 2 with the server's msg when the login is refused, or 'Login failed' without one", async () => {
    host = await startFakeHost({
      routes: [on('POST', '/auth/admin/login', failure(401, 'Invalid username or password'))],
    });
    const refused = await runJson(host.baseUrl);
    expect(refused.code).toBe(EXIT.usageOrLogin);
    expect(rowOf(refused.report, 'auth.login')).toMatchObject({
      status: 401,
      reason: 'Invalid username or password',
    });
    expect(host.requests).toHaveLength(1);
    await host.close();
    host = await startFakeHost({ routes: [on('POST', '/auth/admin/login', failure(401))] });
    const bare = await runJson(host.baseUrl);
    expect(bare.code).toBe(EXIT.usageOrLogin);
    expect(rowOf(bare.report, 'auth.login').reason).toBe('Login failed');
  });

  it('exits 2 when the login answer is not JSON', async () => {
    const page = { kind: 'raw', status: 200, body: '<html>', contentType: 'text/html' } as const;
    host = await startFakeHost({ routes: [on('POST', '/auth/admin/login', page)] });
    const { code, report } = await runJson(host.baseUrl);
    expect(code).toBe(EXIT.usageOrLogin);
    expect(rowOf(report, 'auth.login').reason).toBe('Invalid response format from server');
  });
});

describe('what the account may call', () => {
  it('skips operations with the permission that is missing and still exits 0', async () => {
    host = await startFakeHost({ permission: ['dashboard', 'users', 'wallet.viewWallet'] });
    const { code, report } = await runJson(host.baseUrl);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, 'wallet.timings')).toMatchObject({
      result: 'skipped',
      reason: 'needs wallet.fundRequestTiming',
      status: null,
    });
    expect(rowOf(report, 'results.list')).toMatchObject({
      result: 'skipped',
      reason: 'needs one of games.result, starline.result, jackpot.result',
    });
    expect(rowOf(report, 'users.list').result).toBe('ok');
    expect(host.requests.some((r) => r.path === '/users/fund/timings')).toBe(false);
  });

  it("skips a row whose id no earlier answer gave: 'no user to test with'", async () => {
    host = await startFakeHost({
      routes: [on('GET', '/users', rows([])), on('GET', '/users/wallet/users-list', rows([]))],
    });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users,wallet']);
    expect(code).toBe(EXIT.healthy);
    for (const operation of [
      'users.details',
      'users.getMarkets',
      'wallet.userBrief',
      'wallet.searchAccount',
    ]) {
      expect(rowOf(report, operation)).toMatchObject({ result: 'skipped', reason: 'no user to test with' });
    }
    expect(rowOf(report, 'wallet.accountHistory').reason).toBe('no bank account to test with');
  });
});

describe('the table', () => {
  it('prints one row per check and a one-line summary', async () => {
    host = await startFakeHost({ routes: [on('GET', '/auth/admin/me', failure(500))] });
    const { code, stdout } = await runSmoke(['--base-url', host.baseUrl, '--only', 'auth'], {
      BACKOFFICE_USERNAME: 'admin',
      BACKOFFICE_PASSWORD: 'Admin@123',
    });
    expect(code).toBe(EXIT.checkFailed);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^OPERATION\s+STATUS\s+LATENCY\s+RESULT$/);
    expect(lines[1]).toMatch(/^auth\.login\s+200\s+\d+ ms\s+ok$/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^auth\.me\s+500\s+\d+ ms\s+failed: Internal Server Error$/),
    );
    expect(lines.at(-1)).toMatch(
      /^4 checks: 3 ok, 1 failed, 0 skipped in \d+\.\d\d s; http:\/\/127\.0\.0\.1:\d+\/v1 as admin: UNHEALTHY \(exit 1\)$/,
    );
  });
});
