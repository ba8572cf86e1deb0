import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const page = { rows: [], pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 } };

/** The news list answered by a host whose heavy reads come from a replica `age` seconds behind. */
function server(age: string) {
  return fakeClient([
    on('GET', '/others/app-setting/news', () => ({
      body: { error: false, msg: '', data: page },
      headers: { 'x-data-age-seconds': age },
    })),
    on('GET', '/', ok(page)),
  ]);
}

const newsRead = (calls: Call[]) => calls.some((c) => c.path.startsWith('/v1/others/app-setting/news'));

describe('figures read from a replica that is behind (x-data-age-seconds)', () => {
  it('says "as of N s ago" above the screen when the replica is more than 5 s behind', async () => {
    const { client, session } = server('12');
    loggedIn(session, ['news']);
    renderApp('/news', client, session);
    const notice = await screen.findByText(/Figures as of 12 s ago/);
    expect(notice.getAttribute('role')).toBe('status');
  });

  it('says nothing within 5 s, or when the answer carries no age', async () => {
    const { client, session, calls } = server('4');
    loggedIn(session, ['news']);
    renderApp('/news', client, session);
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await waitFor(() => expect(newsRead(calls)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Figures as of/)).toBeNull();
  });
});
