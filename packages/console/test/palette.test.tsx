import { PERMISSION_KEYS } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allActions, visibleActions } from '../src/app/actions/all-actions';
import { EMPTY_QUERY_CAP } from '../src/app/palette/command-palette';
import { OVERSCAN_ROWS, VISIBLE_ROWS } from '../src/app/palette/row-window';
import { PLAYER_SEARCH_DELAY_MS } from '../src/app/palette/use-player-search';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const page = { per_page: 5, current_page: 1, total_page: 1, total_count: 1 };
const counts = { registered: 1, unregistered: 0, unverified: 0, blocked: 0, banned: 0 };
const ravi = {
  user_id: 42,
  full_name: 'Ravi Kumar',
  phone: '9876543210',
  email: null,
  stage: 'REGISTERED',
  balance: 100,
  to_watch: false,
  watchlist_reason: null,
  can_switch_device: true,
  risk_level: null,
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
};

function setup(permission: Parameters<typeof loggedIn>[1] = ['news', 'users', 'games.rates']) {
  const fake = fakeClient([
    on('GET', '/users?', (call) =>
      ok(
        call.path.includes('stage=REGISTERED') && call.path.includes('search=ravi')
          ? { rows: [ravi], pagination: page, counts }
          : { rows: [], pagination: { ...page, total_count: 0 }, counts },
      ),
    ),
    on('GET', '/users/details/', { status: 500, body: { error: true, msg: 'x' } }),
  ]);
  loggedIn(fake.session, permission);
  renderApp('/news', fake.client, fake.session);
  return fake;
}

/** Opens the palette on /news for a staff member whose every player search finds `player` (registered). */
async function openWithPlayerHit(player: typeof ravi, permission: Parameters<typeof loggedIn>[1]) {
  const fake = fakeClient([
    on('GET', '/users?', (call) =>
      ok({ rows: call.path.includes('stage=REGISTERED') ? [player] : [], pagination: page, counts }),
    ),
  ]);
  loggedIn(fake.session, permission);
  renderApp('/news', fake.client, fake.session);
  await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.keyboard('{Control>}k{/Control}');
}

describe('command palette', () => {
  it('finds the three result desks by "declare"', async () => {
    setup(['news', 'games.result', 'starline.result', 'jackpot.result']);
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('declare');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => {
      const options = within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent ?? '');
      for (const title of ['Games result', 'Starline result', 'Jackpot result'])
        expect(options.some((text) => text.startsWith(title))).toBe(true);
    });
  });

  it('opens with Ctrl+K even while typing in a field, and Esc closes it', async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Main' });
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('option', { name: /Games rates/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    field.remove();
  });

  it('lists only permitted screens and every runnable action with its shortcut', async () => {
    setup(['news']);
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).queryByRole('option', { name: /^Users/ })).toBeNull();
    const toggle = within(dialog).getByRole('option', { name: /Toggle sidebar/ });
    expect(toggle.textContent).toContain('Ctrl+B');
  });

  it('opens a screen by keyboard alone, finding it by its reading-B spelling', async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('/games/rate');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toContain('Games rates'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/games/rates'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games rates' })).toBeTruthy();
  });

  it("shows the frame's shortcuts and the current screen's for ?", async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('?');
    // A dialog of its own, titled for what it is: not the palette with "?" typed in its search box.
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    const list = within(help).getByRole('region', { name: 'Keyboard shortcuts' });
    expect(list.textContent).toContain('Ctrl+K');
    expect(list.textContent).toContain('Toggle sidebar');
    // The Users actions load with the Users screen: on another screen they are not in scope.
    expect(list.textContent).not.toContain('Block user');
    await userEvent.keyboard('{Escape}');
    window.history.pushState(null, '', '/users');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await userEvent.keyboard('?');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Keyboard shortcuts' }).textContent).toContain('Block user'),
    );
    // Each key once (the list and the player's details register the same actions), with what it acts on.
    const keys = [...screen.getByRole('region', { name: 'Keyboard shortcuts' }).querySelectorAll('dt')].map(
      (dt) => dt.textContent,
    );
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' }).textContent).toMatch(
      /Alt\+BBlock user… — on the highlighted row/,
    );
  });

  it("finds a player through the SDK and Enter opens the player's details", async () => {
    const { calls } = setup();
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('ravi');
    const option = await screen.findByRole('option', { name: /Ravi Kumar/ });
    expect(option.textContent).toContain('#42');
    expect(screen.getAllByRole('option')[0]).toBe(option);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/users?user=42'));
    expect(calls.some((c) => c.path.includes('search=ravi'))).toBe(true);
  });

  it('searches players only for staff holding the users key, so typing never meets a 403', async () => {
    const { calls } = setup(['news']);
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('ravi');
    await new Promise((done) => setTimeout(done, PLAYER_SEARCH_DELAY_MS + 150));
    expect(calls.filter((c) => c.path.startsWith('/v1/users'))).toEqual([]);
    expect(screen.getByPlaceholderText('Go to a screen or run an action… ? for shortcuts')).toBeTruthy();
    expect(currentUrl()).toBe('/news');
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('does not open on /login, nor its shortcuts work, without a login', async () => {
    const fake = fakeClient([]);
    renderApp('/login', fake.client, fake.session);
    await screen.findByRole('button', { name: 'Login' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('keeps a matching screen highlighted when player hits arrive later, so Enter opens the screen', async () => {
    const marla = { ...ravi, user_id: 51, full_name: 'Marla Singh' };
    await openWithPlayerHit(marla, ['news', 'users', 'srh.marketSalesReports']);
    await userEvent.keyboard('mar');
    await waitFor(() => expect(selectedOption().textContent).toContain('Market sales report'));
    const player = await screen.findByRole('option', { name: /Marla Singh/ });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Market sales report');
    expect(selectedOption()).not.toBe(player);
    expect(selectedOption().textContent).toContain('Market sales report');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/sales-report/market'));
  });

  it('keeps a highlighted fuzzy match highlighted when player hits are inserted above it', async () => {
    await openWithPlayerHit(ravi, ['news', 'users', 'games.provider']);
    await userEvent.keyboard('gpv');
    await waitFor(() => expect(selectedOption().textContent).toContain('Games provider'));
    await screen.findByRole('option', { name: /Ravi Kumar/ });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Ravi Kumar');
    const highlighted = screen
      .getAllByRole('option')
      .filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(highlighted.map((o) => o.textContent)).toEqual([expect.stringContaining('Games provider')]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/games/provider'));
  });

  it('lists every screen and every action for an empty query, a window of rows at a time (admin)', async () => {
    const dialog = await openAsAdmin();
    expect(SCREENS.length + allActions().length).toBeLessThanOrEqual(EMPTY_QUERY_CAP);
    const first = within(dialog).getAllByRole('option');
    expect(first.map(position)).toEqual(rows(1, VISIBLE_ROWS + OVERSCAN_ROWS));
    expect(first.map((option) => option.getAttribute('aria-setsize'))).toEqual(
      first.map(() => `${entries()}`),
    );
    const listed = new Map<number, string>();
    while (position(selectedOption()) < entries()) {
      for (const option of within(dialog).getAllByRole('option')) listed.set(position(option), label(option));
      await userEvent.keyboard('{PageDown}');
    }
    for (const option of within(dialog).getAllByRole('option')) listed.set(position(option), label(option));
    expect([...listed.keys()].sort((a, b) => a - b)).toEqual(rows(1, entries()));
    expect([...listed.values()]).toEqual(
      expect.arrayContaining(['Employees', 'Browser fingerprints', 'Logout']),
    );
  });

  it('moves the highlight with ArrowDown past the rendered rows, rendering and announcing the row it reaches', async () => {
    const dialog = await openAsAdmin();
    const lastRendered = Math.max(...within(dialog).getAllByRole('option').map(position));
    await userEvent.keyboard('{ArrowDown}'.repeat(lastRendered + 4));
    const reached = selectedOption();
    expect(position(reached)).toBe(lastRendered + 5);
    expect(within(dialog).getAllByRole('option', { selected: true })).toEqual([reached]);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(reached.id);
    await userEvent.keyboard('{Control>}p{/Control}{Control>}p{/Control}{Control>}n{/Control}');
    expect(position(selectedOption())).toBe(lastRendered + 4);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(selectedOption().id);
  });

  it('highlights the last entry with End and the first with Home', async () => {
    await openAsAdmin();
    await userEvent.keyboard('{End}');
    expect(position(selectedOption())).toBe(entries());
    expect(label(selectedOption())).toBe(visibleActions([...PERMISSION_KEYS]).at(-1)?.label);
    await userEvent.keyboard('{ArrowDown}');
    expect(position(selectedOption())).toBe(entries());
    await userEvent.keyboard('{Home}');
    expect(position(selectedOption())).toBe(1);
    expect(label(selectedOption())).toBe(titleText(SCREENS[0]?.titleKey ?? ''));
  });

  it('moves the highlight a page of rows with PageDown and PageUp', async () => {
    await openAsAdmin();
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(position(selectedOption())).toBe(1 + 2 * VISIBLE_ROWS);
    await userEvent.keyboard('{PageUp}');
    expect(position(selectedOption())).toBe(1 + VISIBLE_ROWS);
  });

  it('runs the highlighted entry on Enter after scrolling down to it', async () => {
    await openAsAdmin();
    await userEvent.keyboard('{PageDown}{PageDown}{ArrowDown}');
    const target = SCREENS[2 * VISIBLE_ROWS + 1];
    expect(label(selectedOption())).toBe(titleText(target?.titleKey ?? ''));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(target?.path));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('starts a new query at the top of the list with its first row highlighted', async () => {
    const dialog = await openAsAdmin();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('report');
    await waitFor(() => expect(label(selectedOption())).toMatch(/report/i));
    const options = within(dialog).getAllByRole('option');
    expect(options.map(position)).toEqual(rows(1, options.length));
    expect(selectedOption()).toBe(options[0]);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(options[0]?.id);
  });
});

/** Every screen and every action in scope (the frame's and the open screen's): an admin's empty query. */
const entries = () => SCREENS.length + visibleActions([...PERMISSION_KEYS]).length;

async function openAsAdmin(): Promise<HTMLElement> {
  const fake = fakeClient([]);
  loggedIn(fake.session, [...PERMISSION_KEYS]);
  renderApp('/news', fake.client, fake.session);
  await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

function position(option: HTMLElement): number {
  return Number(option.getAttribute('aria-posinset'));
}

function label(option: HTMLElement): string {
  return option.querySelector('.palette-label')?.textContent ?? '';
}

function rows(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, at) => first + at);
}

function selectedOption(): HTMLElement {
  const selected = screen
    .getAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true');
  if (!selected) throw new Error('no option is highlighted');
  return selected;
}
