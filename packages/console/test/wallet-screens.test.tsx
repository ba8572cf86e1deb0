import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const account = (accountId: number, userId: number, fullName: string) => ({
  account_id: accountId,
  user_id: userId,
  full_name: fullName,
  phone: `90000${userId}`,
  bank_name: 'SBI',
  account_holder: 'Shared Holder',
  account_number: '12345678901',
  ifsc: 'SBIN0001234',
  upi_id: null,
  created_at: '2026-11-01T10:00:00+05:30',
});
const pagination = (n: number) => ({ per_page: 15, current_page: 1, total_page: 1, total_count: n });

describe('Money desk screens', () => {
  it('search account asks for 2 characters, then lists every player holding the account', async () => {
    const { client, session, calls } = fakeClient([
      on(
        'GET',
        '/users/accounts/search',
        ok({ rows: [account(1, 11, 'Asha'), account(2, 12, 'Bala')], pagination: pagination(2) }),
      ),
    ]);
    loggedIn(session, ['wallet.searchAccount', 'wallet.accountHistory']);
    renderApp('/wallet/search-account', client, session);
    expect(await screen.findByText(/Type at least 2 characters/)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/v1/users/accounts/search'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Search accounts'), '1234567');
    await waitFor(() => expect(currentUrl()).toBe('/wallet/search-account?search=1234567'));
    const grid = await screen.findByRole('region', { name: /Bank accounts/ });
    await within(grid).findByText('Asha');
    expect(within(grid).getByText('Bala')).toBeTruthy();
  });

  it('account history names the account, its holders and the withdrawals paid to it', async () => {
    const { client, session } = fakeClient([
      on(
        'GET',
        '/users/accounts/history',
        ok({
          account: account(1, 11, 'Asha'),
          holders: [account(1, 11, 'Asha'), account(2, 12, 'Bala')],
          rows: [
            {
              request_id: 88,
              user_id: 12,
              full_name: 'Bala',
              amount: 1500,
              tran_status: 'SUCCESS',
              created_at: '2026-11-02T10:00:00+05:30',
              updated_at: '2026-11-02T11:00:00+05:30',
            },
          ],
          pagination: pagination(1),
        }),
      ),
    ]);
    loggedIn(session, ['wallet.accountHistory']);
    renderApp('/wallet/account-history?account_id=1', client, session);
    expect(
      await screen.findByText(
        /Used by 2 player records: Asha \(user 11, 9000011\); Bala \(user 12, 9000012\)/,
      ),
    ).toBeTruthy();
    const grid = await screen.findByRole('region', { name: /Account history/ });
    await within(grid).findByText('₹1,500.00');
  });

  it('timings: a window changes only after a confirmation that says what players will see', async () => {
    const puts: Call[] = [];
    const { client, session } = fakeClient([
      on(
        'GET',
        '/users/fund/timings',
        ok({
          rows: [{ timing_id: 1, day: 'MONDAY', open_time: '09:00', close_time: '18:00', is_active: true }],
        }),
      ),
      on('PUT', '/users/fund/timings/1', (call) => {
        puts.push(call);
        return ok({ timing_id: 1, day: 'MONDAY', open_time: '10:00', close_time: '18:00', is_active: true });
      }),
    ]);
    loggedIn(session, ['wallet.fundRequestTiming']);
    renderApp('/wallet/timings', client, session);
    const grid = await screen.findByRole('region', { name: /Withdrawal timings/ });
    await userEvent.click(await within(grid).findByRole('button', { name: /^Actions for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit monday withdrawal window…' }));
    const form = await screen.findByRole('dialog', { name: 'Withdrawal window' });
    const opens = within(form).getByLabelText('Opens');
    await userEvent.clear(opens);
    await userEvent.type(opens, '10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change monday withdrawals' });
    expect(confirm.textContent).toContain(
      'Players may request withdrawals on MONDAY from 10:00 to 18:00 IST.',
    );
    expect(puts).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ open_time: '10:00', close_time: '18:00', is_active: true });
  });
});
