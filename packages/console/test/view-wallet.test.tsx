import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvalPolicies } from '../src/state/approvals';
import { toastHistory } from '../src/state/toast-history';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const pagination = { per_page: 15, current_page: 1, total_page: 1, total_count: 1 };
const brief = {
  user_id: 1042,
  full_name: 'Ravi Kumar',
  phone: '9000001042',
  balance: 1000,
  total_deposit: 500,
  total_withdraw: 0,
  total_bid: 0,
  total_win: 0,
  bid_count: 0,
  last_bid_at: null,
  stage: 'REGISTERED',
};

/** A wallet of ₹1,000.00; a debit above the balance is refused as the server does (409). */
function walletServer(reasonsArrive: Promise<void> = Promise.resolve()) {
  let balance = 1000;
  return fakeClient([
    on('GET', '/users/wallet/users-list', () =>
      ok({
        rows: [
          {
            user_id: 1042,
            full_name: 'Ravi Kumar',
            phone: '9000001042',
            balance,
            balance_update_at: null,
            stage: 'REGISTERED',
          },
        ],
        pagination,
      }),
    ),
    on('GET', '/users/wallet/userbrief/1042', () => ok({ ...brief, balance })),
    on('GET', '/others/manual-funds', async () => {
      await reasonsArrive;
      return ok({
        rows: [
          {
            manual_fund_id: 1,
            reasons: 'Deposit not credited',
            is_action: true,
            created_at: '2026-11-01T10:00:00+05:30',
          },
        ],
        pagination,
      });
    }),
    on(
      'GET',
      '/users/wallet/all-transactions',
      ok({ rows: [], pagination: { ...pagination, total_count: 0 } }),
    ),
    on(
      'GET',
      '/approvals/policies',
      ok({
        rows: [
          {
            action: 'WALLET_CREDIT',
            label: 'Manual wallet credit',
            enabled: true,
            threshold: 10000,
            has_threshold: true,
            expiry_minutes: 60,
            approve_key: 'approvals.walletAdjust',
          },
        ],
      }),
    ),
    on('POST', '/users/fund/update-wallet-from-admin', (call: Call) => {
      const body = call.body as { amount: number; type: number };
      // Above the policy's ₹10,000: held for a second person (202 with the request), nothing moves.
      if (body.type === 0 && body.amount > 10000)
        return {
          status: 202,
          body: {
            error: false,
            msg: 'Awaiting approval: a second person must approve this (Manual wallet credit)',
            data: {
              request_id: 7,
              action: 'WALLET_CREDIT',
              action_label: 'Manual wallet credit',
              operation_id: 'wallet.adjust',
              summary: `Credit ₹${body.amount.toLocaleString('en-IN')}.00 to Ravi Kumar (user 1042)`,
              amount: body.amount,
              entity: 'wallet',
              entity_id: '1042',
              maker_id: 1,
              maker_name: 'Demo Admin',
              state: 'PENDING',
              reason: null,
              checker_id: null,
              checker_name: null,
              blind: false,
              preview: { user_id: 1042, amount: body.amount },
              created_at: '2026-11-26T10:00:00+05:30',
              expires_at: '2026-11-26T11:00:00+05:30',
              decided_at: null,
              can_approve: false,
              can_cancel: true,
            },
          },
        };
      const signed = body.type === 0 ? body.amount : -body.amount;
      if (balance + signed < 0)
        return { status: 409, body: { error: true, msg: 'Insufficient wallet balance' } };
      balance = Math.round((balance + signed) * 100) / 100;
      return ok({ user_id: 1042, balance, entry_id: 9, amount: body.amount, type: body.type });
    }),
  ]);
}

const adjustCalls = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith('/v1/users/fund/update-wallet-from-admin'));

async function fillAdjust(amount: string, type: 'Credit' | 'Debit') {
  const drawer = await screen.findByRole('dialog', { name: 'Player wallet' });
  await within(drawer).findByText('Ravi Kumar (user 1042, 9000001042)');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Adjust balance…' }));
  const form = await screen.findByRole('dialog', { name: 'Adjust balance' });
  await userEvent.type(within(form).getByLabelText('Amount (₹)'), amount);
  await userEvent.selectOptions(within(form).getByLabelText('Type'), type);
  await waitFor(() =>
    expect(within(form).getByLabelText<HTMLSelectElement>('Reason').value).toBe('Deposit not credited'),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
}

describe("A player's wallet opened by a link (Alt+G on a player)", () => {
  it('offers Adjust balance (button and Alt+M) only once the reasons have arrived, and its form starts on the first', async () => {
    let arrive = () => {};
    const { client, session } = walletServer(new Promise<void>((resolve) => (arrive = resolve)));
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    const drawer = await screen.findByRole('dialog', { name: 'Player wallet' });
    await within(drawer).findByText('Ravi Kumar (user 1042, 9000001042)');
    const button = within(drawer).getByRole('button', { name: 'Adjust balance…' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Alt>}m{/Alt}');
    expect(screen.queryByRole('dialog', { name: 'Adjust balance' })).toBeNull();
    arrive();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.keyboard('{Alt>}m{/Alt}');
    const form = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(within(form).getByLabelText<HTMLSelectElement>('Reason').value).toBe('Deposit not credited');
  });

  it('is the wallet alone, focus on the tab it highlights, with no list of every player behind', async () => {
    const { client, session, calls } = walletServer();
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    const drawer = await screen.findByRole('dialog', { name: 'Player wallet' });
    await within(drawer).findByText('Ravi Kumar (user 1042, 9000001042)');
    const highlighted = within(drawer).getByRole('tab', { selected: true });
    expect(highlighted.textContent).toBe('All transactions');
    expect(document.activeElement).not.toBe(within(drawer).getByRole('tab', { name: 'Gateway deposits' }));
    expect(calls.filter((c) => c.path.startsWith('/v1/users/wallet/users-list'))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Wallets' })).toBeNull();
  });
});

describe('View wallet: adjust balance', () => {
  it('credits ₹123.45 after a confirmation with the player, the amount and the balance after', async () => {
    const { client, session, calls } = walletServer();
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    await fillAdjust('123.45', 'Credit');
    const confirm = await screen.findByRole('dialog', { name: 'Credit wallet' });
    expect(confirm.textContent).toContain('Credit ₹123.45 to the wallet of Ravi Kumar (user 1042)?');
    expect(confirm.textContent).toContain('Balance after₹1,123.45');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Credit' }));
    await waitFor(() =>
      expect(toastHistory.value.map((t) => t.text)).toContain('₹123.45 credited successfully to wallet'),
    );
    const [call] = adjustCalls(calls);
    expect(call?.body).toEqual({ user_id: 1042, amount: 123.45, type: 0, reason: 'Deposit not credited' });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says before sending that a second person must approve a large credit, then shows it awaiting approval', async () => {
    const { client, session, calls } = walletServer();
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    await fillAdjust('50000', 'Credit');
    const confirm = await screen.findByRole('dialog', { name: 'Credit wallet' });
    await waitFor(() =>
      expect(within(confirm).getByRole('note').textContent).toContain('A second person must approve this'),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Credit' }));
    const awaiting = await screen.findByRole('region', { name: 'Awaiting approval' });
    await within(awaiting).findByText(/Credit ₹50,000.00 to Ravi Kumar/);
    expect(awaiting.textContent).toContain('Awaiting approval');
    // Which request, until when, and who may approve it.
    expect(awaiting.textContent).toContain(
      '(request #7) · until 26 Nov 2026, 11:00 am; staff holding approvals.walletAdjust may approve it, not you',
    );
    expect(toastHistory.value.map((t) => t.text)).not.toContain('₹50,000.00 credited successfully to wallet');
    expect(adjustCalls(calls)).toHaveLength(1);
  });

  it('says nothing of approval for a credit under the threshold', async () => {
    const { client, session } = walletServer();
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    // The shell has read the policies (credits above ₹10,000 need a second person).
    await waitFor(() => expect(approvalPolicies.value?.map((p) => p.action)).toEqual(['WALLET_CREDIT']));
    await fillAdjust('500', 'Credit');
    const confirm = await screen.findByRole('dialog', { name: 'Credit wallet' });
    expect(confirm.textContent).toContain('Credit ₹500.00');
    expect(within(confirm).queryByRole('note')).toBeNull();
  });

  it('shows the refusal of an overdrawing debit and retries it with the same Idempotency-Key', async () => {
    const { client, session, calls } = walletServer();
    loggedIn(session, ['wallet.viewWallet', 'wallet.adjustBalance']);
    renderApp('/wallet/view-wallet?user=1042', client, session);
    await fillAdjust('5000', 'Debit');
    const confirm = await screen.findByRole('dialog', { name: 'Debit wallet' });
    expect(confirm.textContent).toContain('Balance after-₹4,000.00 (more than the balance)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Debit' }));
    expect(await within(confirm).findByText('Insufficient wallet balance')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retry: Debit' }));
    await waitFor(() => expect(adjustCalls(calls)).toHaveLength(2));
    const [first, second] = adjustCalls(calls).map((c) => c.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
    const drawer = screen.getByRole('dialog', { name: 'Player wallet' });
    expect(within(drawer).getByLabelText('User brief').textContent).toContain('Balance₹1,000.00');
  });
});
