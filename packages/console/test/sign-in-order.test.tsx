import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const empty = ok({ rows: [], pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 } });

/** The news list answers only when the test says: the first screen's read is still on its way. */
function server(newsAnswers: Promise<void>) {
  return fakeClient([
    on('GET', '/others/app-setting/news', async () => {
      await newsAnswers;
      return empty;
    }),
    on('GET', '/', empty),
  ]);
}

const WATCHER_READS = ['/v1/games/board/', '/v1/integrity/alarms', '/v1/approvals/requests'];
const watcherCalls = (calls: Call[]) => calls.filter((c) => WATCHER_READS.some((p) => c.path.startsWith(p)));

describe('after sign-in (finding 10: a browser sends six requests at a time to one host)', () => {
  it("sends the session's own read and the first screen's before any watcher's, which follow once they answer", async () => {
    let answer = () => {};
    const { client, session, calls } = server(new Promise<void>((resolve) => (answer = resolve)));
    loggedIn(session, [
      'news',
      'games.result',
      'risk.lateBids',
      'approvals.walletAdjust',
      'wallet.adjustBalance',
    ]);
    renderApp('/news', client, session);
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/v1/others/app-setting/news'))).toBe(true),
    );
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/v1/auth/admin/me'))).toBe(true));
    await new Promise((done) => setTimeout(done, 300));
    expect(watcherCalls(calls)).toEqual([]);
    answer();
    await waitFor(() => expect(watcherCalls(calls).length).toBeGreaterThan(0));
    const first = calls.indexOf(watcherCalls(calls)[0] as Call);
    expect(calls.findIndex((c) => c.path.startsWith('/v1/auth/admin/me'))).toBeLessThan(first);
    expect(calls.findIndex((c) => c.path.startsWith('/v1/others/app-setting/news'))).toBeLessThan(first);
  });
});
