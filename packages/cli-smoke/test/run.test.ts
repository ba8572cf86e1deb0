import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { conforming, type FakeHost, type Route, startFakeHost } from './support/fake-host.js';
import { runJson } from './support/run-smoke.js';

/** Every read answers after 20 ms, so calls overlap when they may (the offer and the stream as usual). */
const slowReads: Route = (request) =>
  request.method === 'GET' &&
  !['/support/chat/events', '/live/events', '/capabilities'].includes(request.path)
    ? conforming(20)
    : undefined;

let host: FakeHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('--concurrency', () => {
  it.each([1, 3])('keeps at most %i calls in flight', async (concurrency) => {
    host = await startFakeHost({ routes: [slowReads] });
    const { code } = await runJson(host.baseUrl, [
      '--only',
      'users,wallet',
      '--concurrency',
      String(concurrency),
    ]);
    expect(code).toBe(EXIT.healthy);
    expect(host.maxInFlight).toBe(concurrency);
  });

  it('sends a call that needs an id only after the answer that gives it', async () => {
    host = await startFakeHost({ routes: [slowReads] });
    await runJson(host.baseUrl, ['--only', 'users,wallet', '--concurrency', '16']);
    const paths = host.requests.map((r) => r.path);
    expect(paths.indexOf('/users')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/users/market/7')).toBeGreaterThan(paths.indexOf('/users'));
    expect(paths.indexOf('/users/accounts/history')).toBeGreaterThan(paths.indexOf('/users/accounts/search'));
  });

  it('reports rows in operationId order whatever order they finished in', async () => {
    host = await startFakeHost({ routes: [slowReads] });
    const { report } = await runJson(host.baseUrl, ['--only', 'users', '--concurrency', '8']);
    const names = report.checks.slice(1).map((r) => r.operation);
    expect(names).toEqual([...names].sort());
  });
});
