import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const pageOf = (rows: unknown[]) => ({
  rows,
  pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: rows.length },
});
const reason = (id: number, reasons: string) => ({
  manual_fund_id: id,
  reasons,
  is_action: true,
  created_at: '2026-11-20T10:00:00+05:30',
});
const story = (id: number, title: string) => ({
  news_id: id,
  title,
  body: 'Markets open at 9',
  is_active: true,
  updated_at: '2026-11-20T10:00:00+05:30',
});

const REASONS = '/payment-gateway/fund-reason';

/** A host with two list screens: Manual fund reasons (Bonus, Refund) and News (Holiday). */
function setup(path: string) {
  const fake = fakeClient([
    on('GET', '/others/manual-funds', ok(pageOf([reason(1, 'Bonus'), reason(2, 'Refund')]))),
    on('GET', '/others/app-setting/news', ok(pageOf([story(7, 'Holiday')]))),
  ]);
  loggedIn(fake.session, ['pg.manualFundReason', 'news']);
  renderApp(path, fake.client, fake.session);
  return fake;
}

const reasonReads = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/others/manual-funds'));

/** Ctrl+K, the title typed, Enter once its row is the highlighted one. */
async function openFromPalette(title: string) {
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard(title);
  await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toContain(title));
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('heading', { level: 1, name: title });
}

/** The kept screen (shown or hidden) that holds `text`. */
const keptScreenOf = (text: string) =>
  screen.getByText(text, { ignore: '[role=option] *' }).closest('.kept-screen');

/** The grid row that holds keyboard focus, by its first cell's text. */
const focusedRowText = () => document.activeElement?.closest('.ag-row')?.textContent ?? null;

describe('the last screens stay mounted, hidden, so going back shows them (issue 42)', () => {
  it('shows the screen just left as it was: the same grid, focus back on the row the user was on', async () => {
    const fake = setup(REASONS);
    expect(await screen.findByText('Bonus')).toBeTruthy();
    // Arrival focus on the first row, then J to the second.
    await waitFor(() => expect(focusedRowText()).toContain('Bonus'));
    await userEvent.keyboard('j');
    await waitFor(() => expect(focusedRowText()).toContain('Refund'));
    const grid = document.querySelector('#main .ag-root');

    await openFromPalette('News');
    expect(await screen.findByText('Holiday')).toBeTruthy();
    await openFromPalette('Manual fund reason');

    // Not built again: the very grid it had, shown, with focus on Refund (not <body>, not the first row).
    expect(document.querySelector('#main .kept-screen:not([inert]) .ag-root')).toBe(grid);
    await waitFor(() => expect(focusedRowText()).toContain('Refund'));
    expect(reasonReads(fake.calls)).toHaveLength(1);
    expect(currentUrl()).toBe(REASONS);
  });

  it('keeps the screen left hidden: inert, out of the accessibility tree, never holding focus', async () => {
    setup(REASONS);
    expect(await screen.findByText('Bonus')).toBeTruthy();
    await waitFor(() => expect(focusedRowText()).toContain('Bonus'));
    await openFromPalette('News');
    expect(await screen.findByText('Holiday')).toBeTruthy();

    const hidden = keptScreenOf('Bonus');
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('gridcell', { name: 'Bonus' })).toBeNull();
    // Focus is on the News list, not left in the hidden screen.
    await waitFor(() => expect(focusedRowText()).toContain('Holiday'));
    expect(hidden?.contains(document.activeElement)).toBe(false);
  });

  it("a screen drawn ahead behind the palette's highlight answers none of its keys until it is opened", async () => {
    const fake = setup('/news');
    expect(await screen.findByText('Holiday')).toBeTruthy();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('Manual fund reason');
    // Highlighted a moment: its first page is read and its list drawn, hidden.
    await waitFor(() => expect(reasonReads(fake.calls)).toHaveLength(1));
    await waitFor(() => expect(keptScreenOf('Bonus')?.hasAttribute('inert')).toBe(true));
    // Its own command (Add reason…, Alt+N) is not offered while it is not the screen shown.
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.keyboard('Add reason');
    await waitFor(() => expect(within(screen.getByRole('listbox')).queryByText('Add reason…')).toBeNull());
    await userEvent.keyboard('{Escape}');
    // Alt+N is News's own command here (were both screens' registered, it would match two and run none).
    await userEvent.keyboard('{Alt>}n{/Alt}');
    const addNews = await screen.findByRole('dialog', { name: 'Add news' });
    expect(screen.queryByRole('dialog', { name: 'Add manual fund reason' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(addNews.hasAttribute('open')).toBe(false));

    // Opened: shown at once, with no second read, and its command now answers.
    await openFromPalette('Manual fund reason');
    expect(keptScreenOf('Bonus')?.hasAttribute('inert')).toBe(false);
    expect(reasonReads(fake.calls)).toHaveLength(1);
    await waitFor(() => expect(focusedRowText()).toContain('Bonus'));
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Add manual fund reason' })).toBeTruthy();
  });

  it("shows the URL's query, not the one the kept screen had, when it is opened again", async () => {
    const fake = setup(`${REASONS}?search=bon`);
    expect(await screen.findByText('Bonus')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search reasons' })).toHaveProperty('value', 'bon');
    const grid = document.querySelector('#main .ag-root');
    await openFromPalette('News');
    expect(await screen.findByText('Holiday')).toBeTruthy();
    // While hidden it saw none of News's URL (no read of its own list with another query).
    expect(reasonReads(fake.calls)).toHaveLength(1);

    await openFromPalette('Manual fund reason');
    expect(currentUrl()).toBe(REASONS);
    // The kept screen, showing the URL's state: no search, read again without one.
    expect(document.querySelector('#main .kept-screen:not([inert]) .ag-root')).toBe(grid);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search reasons' })).toHaveProperty('value', ''),
    );
    await waitFor(() => expect(reasonReads(fake.calls)).toHaveLength(2));
    expect(reasonReads(fake.calls)[1]?.path).not.toContain('search=');
  });
});
