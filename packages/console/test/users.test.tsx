import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import { BlockDialog } from '../src/screens/users/dialogs/block-dialog';
import { setWatchlist, unblockUser, updateMarkets } from '../src/screens/users/users-mutations';
import { loadStage, stageLists } from '../src/screens/users/users-store';
import { DEFAULT_QUERY, type UserRow } from '../src/screens/users/users-types';
import { type Call, fakeClient, ok, on } from './fake-client';
import { wireUser } from './wire-user';

const counts = { registered: 2, unregistered: 0, unverified: 0, blocked: 1, banned: 0 };
const pagination = { per_page: 10, current_page: 1, total_page: 1, total_count: 1 };

function usersFake(extra: Parameters<typeof fakeClient>[0] = []) {
  return fakeClient([
    ...extra,
    on('GET', '/users?', (call) => {
      const stage = new URL(`http://x${call.path}`).searchParams.get('stage') ?? 'REGISTERED';
      return ok({ rows: [wireUser(7, stage)], pagination, counts });
    }),
  ]);
}

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/users?'));

function renderToaster() {
  render(<Toaster />);
}

describe('Users actions', () => {
  it('updates toWatch and the reason in every stage list and reloads REGISTERED', async () => {
    const { client, calls } = usersFake([
      on('PUT', '/users/watchlist/7', ok(wireUser(7, 'REGISTERED', { to_watch: true }), '')),
    ]);
    renderToaster();
    await loadStage(client, { ...DEFAULT_QUERY, stage: 'REGISTERED' });
    await loadStage(client, { ...DEFAULT_QUERY, stage: 'BLOCKED' });
    const before = listCalls(calls).length;
    const result = await setWatchlist(client, 7, true, ' risky pattern ');
    expect(result.ok).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: true, reason: 'risky pattern' });
    expect(stageLists.value.BLOCKED?.list?.rows[0]?.toWatch).toBe(true);
    expect(stageLists.value.BLOCKED?.list?.rows[0]?.watchlistReason).toBe('risky pattern');
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    expect(listCalls(calls).at(-1)?.path).toContain('stage=REGISTERED');
    expect(await screen.findByText('Watchlist updated successfully')).toBeTruthy();
  });

  it("shows the server's message, or 'Failed to update watchlist', when the change fails", async () => {
    const { client } = usersFake([
      on('PUT', '/users/watchlist/7', { status: 409, body: { error: true, msg: 'Player is gone' } }),
    ]);
    renderToaster();
    expect((await setWatchlist(client, 7, true)).ok).toBe(false);
    expect(await screen.findByText('Player is gone')).toBeTruthy();
  });

  it('reloads REGISTERED, BLOCKED and BANNED (page 1, 10 per page) after unblocking', async () => {
    const { client, calls } = usersFake([
      on('PUT', '/others/blocked/user/unblock/7', ok(wireUser(7, 'REGISTERED'), 'Unblocked by the server')),
    ]);
    renderToaster();
    await loadStage(client, { ...DEFAULT_QUERY, stage: 'BLOCKED', page: 3 });
    const before = listCalls(calls).length;
    expect((await unblockUser(client, 7, 'appeal accepted')).ok).toBe(true);
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 3));
    const reloaded = listCalls(calls)
      .slice(before)
      .map((c) => new URL(`http://x${c.path}`).searchParams);
    expect(reloaded.map((p) => p.get('stage')).sort()).toEqual(['BANNED', 'BLOCKED', 'REGISTERED']);
    for (const params of reloaded) {
      expect(params.get('page')).toBe('1');
      expect(params.get('per_page')).toBe('10');
    }
    expect(await screen.findByText('Unblocked by the server')).toBeTruthy();
  });

  it("falls back to 'Market updated successfully' and sends market_providers", async () => {
    const markets = {
      user_id: 7,
      market_providers: [1],
      starline_blocked: true,
      jackpot_blocked: false,
      providers: [],
    };
    const { client, calls } = usersFake([on('PUT', '/users/update-markets/7', ok(markets))]);
    renderToaster();
    await updateMarkets(client, 7, { marketProviders: [1], starlineBlocked: true, jackpotBlocked: false });
    expect(calls.at(-1)?.body).toEqual({
      market_providers: [1],
      starline_blocked: true,
      jackpot_blocked: false,
    });
    expect(await screen.findByText('Market updated successfully')).toBeTruthy();
  });
});

describe('Block dialog', () => {
  it('sends block type, reason, risk level and device ids, then toasts the default success', async () => {
    const { client, session, calls } = usersFake([
      on('POST', '/others/blocked/user', ok(wireUser(7, 'BANNED'))),
    ]);
    const user = { userId: 7, fullName: 'Player 7', stage: 'REGISTERED' } as UserRow;
    let closed = false;
    render(
      <ServicesProvider services={{ client, session }}>
        <Toaster />
        <BlockDialog user={user} onClose={() => (closed = true)} />
      </ServicesProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Block Player 7' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Block type'), 'PERMANENT');
    await userEvent.type(screen.getByLabelText('Reason'), 'fraud');
    await userEvent.selectOptions(screen.getByLabelText('Risk level'), 'HIGH');
    await userEvent.type(screen.getByLabelText(/Device ids/), 'dev-1, dev-2');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User blocked successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      user_id: 7,
      block_type: 'PERMANENT',
      reason: 'fraud',
      risk_level: 'HIGH',
      device_ids: ['dev-1', 'dev-2'],
    });
    expect(closed).toBe(true);
  });
});
