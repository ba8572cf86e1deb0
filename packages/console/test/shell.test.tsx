import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sidebarOpen } from '../src/state/sidebar';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const dashboardRoutes = [
  on('PUT', '/others/dashboard/counts', ok({})),
  on(
    'GET',
    '/',
    ok({
      series: [],
      rows: [],
      pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 },
    }),
  ),
];

describe('access and routes', () => {
  it('sends a visitor without a stored login to /login', async () => {
    const { client, session } = fakeClient([]);
    renderApp('/users', client, session);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(currentUrl()).toBe('/login');
  });

  it("shows 'Loading...' while the stored login is checked", () => {
    const { client, session } = fakeClient(dashboardRoutes);
    loggedIn(session);
    renderApp('/news', client, session);
    // The guard's first render, before its check has run.
    expect(document.body.textContent).toContain('Loading...');
  });

  it('sends / to /login without a login and to /dashboard with one', async () => {
    const first = fakeClient(dashboardRoutes);
    const view = renderApp('/', first.client, first.session);
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    view.unmount();
    const second = fakeClient(dashboardRoutes);
    loggedIn(second.session);
    renderApp('/', second.client, second.session);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('redirects a reading-B path to reading A and keeps the query string', async () => {
    const { client, session } = fakeClient([]);
    loggedIn(session, ['app-setting.banners']);
    renderApp('/app-setting/Banners?page=3', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/app-setting/banners?page=3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Banners' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Upload banner…' })).toBeTruthy();
  });

  it("titles an unknown path with the Dashboard's title and shows a not-found panel", async () => {
    const { client, session } = fakeClient([]);
    loggedIn(session);
    renderApp('/no/such/screen', client, session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a user without the key to the first menu link they hold', async () => {
    const { client, session } = fakeClient([]);
    loggedIn(session, ['news']);
    renderApp('/users', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/news'));
  });

  it('says which page was refused and which permission it needs (a viewer opening Withdrawals by URL)', async () => {
    const { client, session } = fakeClient(dashboardRoutes);
    loggedIn(session, ['dashboard', 'users']);
    renderApp('/wallet/withdrawals', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    // Found, not got: the URL may read /dashboard before this render has drawn the log.
    const log = await screen.findByRole('log', { name: 'Recent messages' });
    await waitFor(() =>
      expect(log.textContent).toContain(
        'Unauthorized access. Withdrawals (/wallet/withdrawals) needs the wallet.fundRequest permission, which your login does not hold.',
      ),
    );
  });
});

describe('login', () => {
  it("shows the server's message when the login is refused", async () => {
    const { client, session, calls } = fakeClient([
      on('POST', '/auth/admin/login', {
        status: 401,
        body: { error: true, msg: 'Wrong username or password' },
      }),
    ]);
    renderApp('/login', client, session);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
    const body = calls[0]?.body as Record<string, string>;
    expect(body.user_agent).toBe(navigator.userAgent);
    expect(body.fingerprint_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows 'Please enter valid Username & Password' when the call throws", async () => {
    const { client, session } = fakeClient([
      () => {
        throw new TypeError('network down');
      },
    ]);
    renderApp('/login', client, session);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter valid Username & Password');
  });

  it('stores the session and goes to /dashboard', async () => {
    const { client, session } = fakeClient([
      on('POST', '/auth/admin/login', {
        body: { error: false, token: 'tok', x_api_key: 'key', permission: ['dashboard'], msg: 'Welcome' },
      }),
      ...dashboardRoutes,
    ]);
    renderApp('/login', client, session);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin@123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(session.get()?.token).toBe('tok');
  });
});

describe('layout', () => {
  it('toggles the sidebar with Ctrl+B (even in a text field) and the button, remembering it in a cookie', async () => {
    const { client, session } = fakeClient([]);
    loggedIn(session, ['news']);
    renderApp('/news', client, session);
    await screen.findByRole('navigation', { name: 'Main' });
    const before = sidebarOpen.value;
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(sidebarOpen.value).toBe(!before);
    expect(document.cookie).toContain(`sidebar_state=${!before}`);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebarOpen.value).toBe(before);
    field.remove();
  });

  it('lists only the groups and items the user holds a key for', async () => {
    const { client, session } = fakeClient([]);
    loggedIn(session, ['news', 'games.rates', 'games.result']);
    renderApp('/news', client, session);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const text = nav.textContent ?? '';
    expect(text).toContain('News');
    expect(text).toContain('Games');
    expect(text).not.toContain('Users');
    expect(text).not.toContain('Wallet');
  });

  it('logs out from the user menu, removing the login and its expiry', async () => {
    const { client, session } = fakeClient([on('POST', '/auth/admin/logout', ok(null))]);
    session.set({ token: 't', xApiKey: 'k', permission: ['news'] }, '2999-01-01T00:00:00Z');
    renderApp('/news', client, session);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(session.expiresAt()).toBeNull();
  });

  it('clears an expired stored login and goes to /login', async () => {
    const { client, session } = fakeClient([]);
    session.set({ token: 't', xApiKey: 'k', permission: ['news'] }, '2000-01-01T00:00:00Z');
    renderApp('/news', client, session);
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await act(async () => {});
    expect(session.get()).toBeNull();
  });
});
