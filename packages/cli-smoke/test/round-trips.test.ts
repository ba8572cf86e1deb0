import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { type FakeHost, failure, ok, on, rows, SAMPLE_ROW, startFakeHost } from './support/fake-host.js';
import { rowOf, runJson } from './support/run-smoke.js';

const WATCHLIST = 'users.setWatchlist (toggle and back)';
const MANUAL_FUND = 'manualFunds.create+delete';

let host: FakeHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

const watchlistPuts = (h: FakeHost) =>
  h.requests.filter((r) => r.method === 'PUT' && r.path === '/users/watchlist/7').map((r) => r.body);

describe('--write', () => {
  it('is off by default: no write is sent', async () => {
    host = await startFakeHost();
    const { report } = await runJson(host.baseUrl, ['--only', 'users,manualFunds']);
    expect(report.checks.map((r) => r.operation)).not.toContain(WATCHLIST);
    expect(host.requests.every((r) => r.method === 'GET' || r.path.startsWith('/auth/'))).toBe(true);
  });

  it('toggles the watchlist flag and puts flag and reason back', async () => {
    const watched = { ...SAMPLE_ROW, to_watch: true, watchlist_reason: 'chargebacks' };
    host = await startFakeHost({ routes: [on('GET', '/users', rows([watched]))] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users', '--write']);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, WATCHLIST)).toMatchObject({ result: 'ok', status: 200, method: 'GET+PUT' });
    expect(watchlistPuts(host)).toEqual([
      { status: false, reason: null },
      { status: true, reason: 'chargebacks' },
    ]);
  });

  it('restores the flag even when the toggle fails, and reports the failure', async () => {
    let puts = 0;
    const firstPutFails = on('PUT', '/users/watchlist/7', (request) => {
      puts += 1;
      return puts === 1
        ? failure(500)
        : ok({ ...SAMPLE_ROW, to_watch: (request.body as { status: boolean }).status });
    });
    host = await startFakeHost({ routes: [firstPutFails] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'users', '--write']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, WATCHLIST)).toMatchObject({ result: 'failed', reason: 'Internal Server Error' });
    expect(watchlistPuts(host)).toEqual([
      { status: true, reason: 'backoffice-smoke round-trip' },
      { status: false, reason: null },
    ]);
  });

  it('says what may be left changed when the restore fails', async () => {
    let puts = 0;
    const restoreFails = on('PUT', '/users/watchlist/7', () => {
      puts += 1;
      return puts === 1 ? ok({ ...SAMPLE_ROW, to_watch: true }) : failure(500);
    });
    host = await startFakeHost({ routes: [restoreFails] });
    const { report } = await runJson(host.baseUrl, ['--only', 'users', '--write']);
    expect(rowOf(report, WATCHLIST).reason).toBe(
      'restore failed: Internal Server Error (user 7 may be left with to_watch=true)',
    );
  });

  it('adds a manual fund reason and deletes it', async () => {
    host = await startFakeHost();
    const { code, report } = await runJson(host.baseUrl, ['--only', 'manualFunds', '--write']);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, MANUAL_FUND)).toMatchObject({ result: 'ok', method: 'POST+DELETE+GET' });
    const created = host.requests.find((r) => r.method === 'POST' && r.path === '/others/manual-funds');
    expect(created?.body).toEqual({ reasons: expect.stringMatching(/^backoffice-smoke round-trip /) });
    expect(host.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/others/manual-funds/21',
    ]);
  });

  it('deletes the reason it added even when the answer to the add was lost', async () => {
    let added = '';
    host = await startFakeHost({
      routes: [
        on('POST', '/others/manual-funds', (request) => {
          added = (request.body as { reasons: string }).reasons;
          return { kind: 'hang' };
        }),
        on('GET', '/others/manual-funds', (request) =>
          rows(
            request.query.get('search') === added && added
              ? [{ manual_fund_id: 99, reasons: added, is_action: true, created_at: '2025-01-01T00:00:00Z' }]
              : [],
          ),
        ),
      ],
    });
    const { code, report } = await runJson(host.baseUrl, [
      '--only',
      'manualFunds',
      '--write',
      '--timeout',
      '300',
    ]);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, MANUAL_FUND).reason).toBe('No response from server (no answer within 300 ms)');
    expect(host.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/others/manual-funds/99',
    ]);
  });

  it('fails an add that answers without an id, and still removes the reason it added', async () => {
    let added = '';
    host = await startFakeHost({
      routes: [
        on('POST', '/others/manual-funds', (request) => {
          added = (request.body as { reasons: string }).reasons;
          return ok({ reasons: added });
        }),
        on('GET', '/others/manual-funds', () => rows([{ manual_fund_id: 42, reasons: added }])),
      ],
    });
    const { report } = await runJson(host.baseUrl, ['--only', 'manualFunds', '--write']);
    expect(rowOf(report, MANUAL_FUND)).toMatchObject({
      result: 'failed',
      reason: 'the added reason came back without its manual_fund_id',
    });
    expect(host.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/others/manual-funds/42',
    ]);
  });

  it('skips a round-trip the account may not make, naming the permission', async () => {
    host = await startFakeHost({ permission: ['wallet.viewWallet'] });
    const { code, report } = await runJson(host.baseUrl, ['--only', 'manualFunds', '--write']);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, MANUAL_FUND)).toMatchObject({
      result: 'skipped',
      reason: 'needs pg.manualFundReason',
    });
    expect(host.requests.some((r) => r.method === 'POST' && r.path === '/others/manual-funds')).toBe(false);
  });
});
