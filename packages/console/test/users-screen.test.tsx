import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { focusedRecord } from '../src/state/scope';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';
import { wireUser } from './wire-user';

const counts = { registered: 1, unregistered: 0, unverified: 0, blocked: 0, banned: 0 };
const pagination = { per_page: 10, current_page: 1, total_page: 1, total_count: 1 };
const row = wireUser(7, 'REGISTERED', { phone: '9000000007' });
const details = {
  ...row,
  device_ids: [],
  block_type: null,
  block_reason: null,
  blocked_at: null,
  market_providers: [],
  starline_blocked: false,
  jackpot_blocked: false,
  block_permissions: [],
  total_deposit: 0,
  total_withdraw: 0,
  total_bid: 0,
  total_win: 0,
  bank_accounts: [],
};

/** A server whose counts move once player 7 is blocked; list pages echo the page asked for. */
function blockingServer() {
  let blocked = false;
  return fakeClient([
    on('GET', '/users/details', () => ok({ ...details, stage: blocked ? 'BLOCKED' : 'REGISTERED' })),
    on('POST', '/others/blocked/user', () => {
      blocked = true;
      return ok({ ...row, stage: 'BLOCKED' });
    }),
    on('GET', '/users?', (call) => {
      const current = Number(new URL(`http://x${call.path}`).searchParams.get('page') ?? 1);
      const moved = blocked ? { registered: 0, blocked: 1 } : {};
      return ok({
        rows: [row],
        pagination: { ...pagination, current_page: current, total_page: 3 },
        counts: { ...counts, registered: 12, ...moved },
      });
    }),
  ]);
}

async function blockFromDetails() {
  const panel = await screen.findByRole('dialog', { name: 'User details' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Block user…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Player 7' });
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'fraud');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
}

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

describe('Users screen in the frame', () => {
  it("drops the selected player's actions and shortcuts once the user leaves /users", async () => {
    const { client, session, calls } = fakeClient([
      on('GET', '/users/details', ok(details)),
      on('GET', '/users?', ok({ rows: [row], pagination, counts })),
    ]);
    loggedIn(session, ['users', 'news']);
    renderApp('/users?user=7', client, session);
    const panel = await screen.findByRole('dialog', { name: 'User details' });
    await within(panel).findByRole('toolbar', { name: 'Actions' });
    await waitFor(() =>
      expect((focusedRecord.value?.row as { userId?: number } | undefined)?.userId).toBe(7),
    );

    let palette = await openPalette();
    expect(within(palette).getByRole('option', { name: /Block user/ })).toBeTruthy();
    await userEvent.keyboard('News');
    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toContain('News'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/news'));
    await screen.findByRole('button', { name: 'Add news…' });

    expect(focusedRecord.value).toBeNull();
    palette = await openPalette();
    expect(within(palette).queryByRole('option', { name: /Block user|watchlist|Edit market/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // What an action would send (the shell's own reads, such as the live stream's retries against this fake
    // host, go on beside the test: they are GETs).
    const sent = () => calls.filter((c) => c.method !== 'GET').length;
    const before = sent();
    await userEvent.keyboard('{Alt>}w{/Alt}');
    await userEvent.keyboard('{Alt>}b{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toBe(before);
  });

  it('moves the URL back to page 1 with the grid after a block reloads REGISTERED at page 1', async () => {
    const { client, session, calls } = blockingServer();
    loggedIn(session, ['users']);
    renderApp('/users?page=2&user=7', client, session);
    await blockFromDetails();
    await waitFor(() => expect(currentUrl()).toBe('/users?user=7'));
    const lists = calls.filter((c) => c.path.startsWith('/v1/users?') && c.path.includes('REGISTERED'));
    expect(lists.at(-1)?.path).toContain('page=1');
  });

  it('refreshes the stage tab counts after a block made while another stage is shown', async () => {
    const { client, session } = blockingServer();
    loggedIn(session, ['users']);
    renderApp('/users?stage=UNVERIFIED&user=7', client, session);
    const blockedTab = await screen.findByRole('tab', { name: /Blocked/ });
    await waitFor(() => expect(blockedTab.textContent).toBe('Blocked0'));
    await blockFromDetails();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Blocked/ }).textContent).toBe('Blocked1'));
    expect(screen.getByRole('tab', { name: /Registered/ }).textContent).toBe('Registered0');
  });
});
