import { CONTRACT_VERSION, OPERATIONS } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostSignal } from '../src/state/host';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';
import { wireUser } from './wire-user';

/** The amount filters of issue 41: the users list's balance floor and the withdrawal queue's amount floor. */
const counts = { registered: 1, unregistered: 0, unverified: 0, blocked: 1, banned: 0 };
const pagination = { per_page: 10, current_page: 1, total_page: 1, total_count: 1 };
const usersPage = ok({ rows: [wireUser(7, 'BLOCKED', { balance: 120 })], pagination, counts });
const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/users?'));
const param = (call: Call | undefined, name: string) =>
  call ? new URL(`http://x${call.path}`).searchParams.get(name) : undefined;

beforeEach(() => {
  hostSignal.value = null;
});
afterEach(() => {
  hostSignal.value = null;
});

describe('the users list’s balance filter', () => {
  it('sends balance_over from "Balance over (₹)", grouping comma taken, and keeps it in the URL', async () => {
    const { client, session, calls } = fakeClient([on('GET', '/users?', usersPage)]);
    loggedIn(session, ['users']);
    renderApp('/users?stage=BLOCKED', client, session);
    const field = await screen.findByLabelText('Balance over (₹)');
    await userEvent.type(field, '25,000{Enter}');
    await waitFor(() => expect(param(listCalls(calls).at(-1), 'balance_over')).toBe('25000'));
    expect(param(listCalls(calls).at(-1), 'stage')).toBe('BLOCKED');
    expect(new URLSearchParams(currentUrl().split('?')[1]).get('balanceOver')).toBe('25000');
    expect((field as HTMLInputElement).value).toBe('25,000');
  });

  it('0 means players with a balance: read from the URL and sent as it is', async () => {
    const { client, session, calls } = fakeClient([on('GET', '/users?', usersPage)]);
    loggedIn(session, ['users']);
    renderApp('/users?stage=BLOCKED&balanceOver=0', client, session);
    expect(((await screen.findByLabelText('Balance over (₹)')) as HTMLInputElement).value).toBe('0');
    await waitFor(() => expect(param(listCalls(calls).at(-1), 'balance_over')).toBe('0'));
  });

  it.each([
    ['lots', 'Balance over (₹) must be an amount in rupees, like 25000'],
    ['12.345', 'Balance over (₹) takes at most 2 decimals (paise)'],
  ])('refuses %s under the field, naming it, and sends nothing', async (typed, message) => {
    const { client, session, calls } = fakeClient([on('GET', '/users?', usersPage)]);
    loggedIn(session, ['users']);
    renderApp('/users', client, session);
    const field = await screen.findByLabelText('Balance over (₹)');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(0));
    await userEvent.type(field, `${typed}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(listCalls(calls).some((c) => param(c, 'balance_over') !== null)).toBe(false);
    expect(currentUrl()).toBe('/users');
  });

  it('on a host that does not list the parameter: no field, and a URL naming it sends nothing of it', async () => {
    const { client, session, calls } = fakeClient([
      on('GET', '/capabilities', () =>
        ok({ contract_version: CONTRACT_VERSION, operations: Object.keys(OPERATIONS), behaviours: {} }),
      ),
      on('GET', '/users?', usersPage),
    ]);
    loggedIn(session, ['users']);
    renderApp('/users?stage=BLOCKED&balanceOver=0', client, session);
    const main = await screen.findByRole('main');
    await within(main).findByLabelText('Search users');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(0));
    expect(within(main).queryByLabelText('Balance over (₹)')).toBeNull();
    expect(listCalls(calls).some((c) => param(c, 'balance_over') !== null)).toBe(false);
  });
});

describe('a view naming the balance filter, on a host that does not serve it', () => {
  it('opens without it and says so in one line', async () => {
    const view = {
      view_id: 31,
      screen: 'users',
      operation: 'users.list',
      name: 'Blocked players with a balance',
      shared: true,
      state: { query: 'balanceOver=0&stage=BLOCKED' },
      author_id: 1,
      author: 'admin',
      mine: false,
      pinned: false,
      is_default: false,
      updated_at: '2026-11-29T08:00:00+05:30',
    };
    const { client, session, calls } = fakeClient([
      on('GET', '/capabilities', () =>
        ok({ contract_version: CONTRACT_VERSION, operations: Object.keys(OPERATIONS), behaviours: {} }),
      ),
      on('GET', '/views/list', ok({ rows: [view] })),
      on('GET', '/views/31', ok(view)),
      on('GET', '/users?', usersPage),
    ]);
    loggedIn(session, ['users']);
    renderApp('/users?view=31', client, session);
    const bar = await screen.findByRole('region', { name: 'Saved view' });
    await within(bar).findByText(
      'This view names filter "balanceOver" that this screen does not have here: opened without it.',
    );
    await waitFor(() => expect(currentUrl()).toBe('/users?view=31&stage=BLOCKED'));
    expect(listCalls(calls).some((c) => param(c, 'balance_over') !== null)).toBe(false);
    await waitFor(() => expect(param(listCalls(calls).at(-1), 'stage')).toBe('BLOCKED'));
  });
});

describe('the withdrawal queue’s amount filter', () => {
  it('sends amount_over from "Amount over (₹)" on the status tab shown', async () => {
    const page = { rows: [], pagination: { ...pagination, total_count: 0, total_page: 0 }, pg_list: [] };
    const { client, session, calls } = fakeClient([
      on('GET', '/gateway/requests/', ok(page)),
      on('GET', '/gateway/counts', ok({})),
    ]);
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    await userEvent.type(await screen.findByLabelText('Amount over (₹)'), '25000{Enter}');
    const queue = () => calls.filter((c) => c.path.startsWith('/v1/gateway/requests/PENDING'));
    await waitFor(() => expect(param(queue().at(-1), 'amount_over')).toBe('25000'));
  });
});
