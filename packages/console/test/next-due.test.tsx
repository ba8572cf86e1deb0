import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

/** 11:30 IST on a market day: Kalyan's Open result is due at 11:35, Milan Day's at 12:35, none before. */
const NOW = new Date('2026-11-26T06:00:00Z');

const slot = (session: 'Open' | 'Close', bidsClose: string, resultDue: string, result = 'NONE') => ({
  session,
  bids_close: bidsClose,
  result_due: resultDue,
  result,
  display: null,
  late_bids: 0,
});

const board = (dueEarlier = false) => ({
  game_date: '2026-11-26',
  day: 'Thursday',
  rows: [
    {
      provider_id: 7,
      provider_name: 'Milan Day',
      open_today: true,
      slots: [slot('Open', '12:30', '12:35'), slot('Close', '14:30', '14:35')],
    },
    {
      provider_id: 5,
      provider_name: 'Kalyan',
      open_today: true,
      slots: [slot('Open', '11:30', dueEarlier ? '11:00' : '11:35'), slot('Close', '13:30', '13:35')],
    },
    {
      provider_id: 9,
      provider_name: 'Time Bazar',
      open_today: true,
      slots: [slot('Open', '10:00', '10:05', 'DECLARED'), slot('Close', '18:00', '18:05')],
    },
  ],
});

function boardServer(dueEarlier = false) {
  return fakeClient([
    on('GET', '/games/board/', ok(board(dueEarlier))),
    on(
      'GET',
      '/',
      ok({ rows: [], pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 } }),
    ),
  ]);
}

const log = () => screen.getByRole('log', { name: 'Recent messages' });

describe('Declare next due result', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing is due now and names the result due next (Alt+Shift+D), instead of doing nothing', async () => {
    const { client, session, calls } = boardServer();
    loggedIn(session, ['news', 'games.result']);
    renderApp('/news', client, session);
    await screen.findByRole('heading', { level: 1, name: 'News' });
    // The shell's watcher has read the day's board.
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/v1/games/board/'))).toBe(true));
    await new Promise((done) => setTimeout(done, 50));
    (document.getElementById('main') as HTMLElement).focus();
    await userEvent.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    await waitFor(() =>
      expect(log().textContent).toContain('Nothing is due now; next due: Kalyan Open at 11:35'),
    );
    expect(window.location.pathname).toBe('/news');
  });

  it('is found in the palette by "declare" even when nothing is due', async () => {
    const { client, session } = boardServer();
    loggedIn(session, ['news', 'games.result']);
    renderApp('/news', client, session);
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('declare next');
    await waitFor(() =>
      expect(within(palette).getAllByRole('option')[0]?.textContent).toContain('Declare next due result'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(log().textContent).toContain('Nothing is due now; next due: Kalyan Open at 11:35'),
    );
  });

  it('opens the most overdue result desk when one is due', async () => {
    const { client, session } = boardServer(true);
    loggedIn(session, ['news', 'games.result']);
    renderApp('/news', client, session);
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('declare next');
    await waitFor(() =>
      expect(within(palette).getAllByRole('option')[0]?.textContent).toContain(
        'Declare next due result: Kalyan Open',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/games/result'));
    expect(window.location.search).toContain('provider=5');
  });
});
