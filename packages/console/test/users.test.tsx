import type { PermissionKey } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastHistory } from '../src/state/toast-history';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';
import { wireUser } from './wire-user';

const counts = { registered: 2, unregistered: 0, unverified: 0, blocked: 1, banned: 0 };

function usersApp(
  extra: Parameters<typeof fakeClient>[0],
  path = '/users',
  permission: PermissionKey[] = ['users'],
) {
  const fake = fakeClient([
    ...extra,
    on('GET', '/users?', (call) => {
      const params = new URL(`http://x${call.path}`).searchParams;
      const stage = params.get('stage') ?? 'REGISTERED';
      const page = Number(params.get('page') ?? 1);
      return ok({
        rows: [wireUser(7, stage)],
        pagination: { per_page: 10, current_page: page, total_page: 3, total_count: 21 },
        counts,
      });
    }),
  ]);
  loggedIn(fake.session, permission);
  renderApp(path, fake.client, fake.session);
  return fake;
}

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/users?'));
const toasts = () => toastHistory.value.map((t) => t.text);

async function fromRowMenu(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Player 7' }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('Users actions', () => {
  it('adds to the watchlist with a trimmed reason, reloads the list and toasts the default success', async () => {
    const { calls } = usersApp([
      on('PUT', '/users/watchlist/7', ok(wireUser(7, 'REGISTERED', { to_watch: true }), '')),
    ]);
    await fromRowMenu('Add to watchlist…');
    const dialog = await screen.findByRole('dialog', { name: 'Add Player 7 to the watchlist' });
    const before = listCalls(calls).length;
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), ' risky pattern ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to watchlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: true, reason: 'risky pattern' });
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    expect(listCalls(calls).at(-1)?.path).toContain('stage=REGISTERED');
    expect(toasts()).toContain('Watchlist updated successfully');
  });

  it("shows the server's message when the change fails, and keeps the dialog for a retry", async () => {
    usersApp([
      on('PUT', '/users/watchlist/7', { status: 409, body: { error: true, msg: 'Player is gone' } }),
    ]);
    await fromRowMenu('Add to watchlist…');
    const dialog = await screen.findByRole('dialog', { name: 'Add Player 7 to the watchlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to watchlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Player is gone');
    expect(toasts()).toContain('Player is gone');
  });

  it('goes back to page 1 (10 per page) after unblocking, with the server message', async () => {
    const { calls } = usersApp(
      [on('PUT', '/others/blocked/user/unblock/7', ok(wireUser(7, 'REGISTERED'), 'Unblocked by the server'))],
      '/users?stage=BLOCKED&page=3',
    );
    await fromRowMenu('Unblock user…');
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Player 7' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'appeal accepted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(currentUrl()).toBe('/users?stage=BLOCKED'));
    const last = new URL(`http://x${listCalls(calls).at(-1)?.path}`).searchParams;
    expect([last.get('stage'), last.get('page'), last.get('per_page')]).toEqual(['BLOCKED', '1', '10']);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reason: 'appeal accepted' });
    expect(toasts()).toContain('Unblocked by the server');
  });

  it("edits market access from the player's current markets and falls back to 'Market updated successfully'", async () => {
    const markets = {
      user_id: 7,
      market_providers: [1],
      starline_blocked: true,
      jackpot_blocked: false,
      providers: [
        { provider_id: 1, provider_name: 'Kalyan', provider_type: 1 },
        { provider_id: 2, provider_name: 'Milan Day', provider_type: 1 },
        { provider_id: 9, provider_name: 'Starline 10', provider_type: 2 },
      ],
    };
    const { calls } = usersApp([
      on('GET', '/users/market/7', ok(markets)),
      on('PUT', '/users/update-markets/7', ok(markets)),
    ]);
    await fromRowMenu('Edit market access…');
    const dialog = await screen.findByRole('dialog', { name: 'Market access of Player 7' });
    expect(
      ((await within(dialog).findByRole('checkbox', { name: 'Kalyan' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).queryByRole('checkbox', { name: 'Starline 10' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Milan Day' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Starline blocked' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      market_providers: [1, 2],
      starline_blocked: false,
      jackpot_blocked: false,
    });
    expect(toasts()).toContain('Market updated successfully');
  });
});

describe("a player's wallet from Users", () => {
  it('offers it to staff who may view wallets, and opens the wallet screen on that player', async () => {
    usersApp([], '/users', ['users', 'wallet.viewWallet']);
    await fromRowMenu("Go to player's wallet");
    await waitFor(() => expect(currentUrl()).toBe('/wallet/view-wallet?user=7'));
  });

  it('is not offered without the wallet key', async () => {
    usersApp([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Player 7' }));
    expect(screen.queryByRole('menuitem', { name: /wallet/ })).toBeNull();
  });
});

describe('Block dialog', () => {
  it('sends block type, reason, risk level and device ids, then toasts the default success', async () => {
    const { calls } = usersApp([on('POST', '/others/blocked/user', ok(wireUser(7, 'BANNED')))]);
    await fromRowMenu('Block user…');
    const dialog = await screen.findByRole('dialog', { name: 'Block Player 7' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Block type'), 'PERMANENT');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'fraud');
    await userEvent.selectOptions(within(dialog).getByLabelText('Risk level'), 'HIGH');
    await userEvent.type(within(dialog).getByLabelText(/Device ids/), 'dev-1, dev-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContain('User blocked successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      user_id: 7,
      block_type: 'PERMANENT',
      reason: 'fraud',
      risk_level: 'HIGH',
      device_ids: ['dev-1', 'dev-2'],
    });
  });
});
