import { createMemorySession } from '@backoffice/sdk';
import { act as react, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import ActionHost from '../src/components/actions/action-host';
import { startAction } from '../src/components/actions/action-runner';
import { rowActions } from '../src/components/actions/row-action';
import { formatMoney } from '../src/components/format';
import { operationRounds } from '../src/state/invalidation';
import { fakeClient, loggedIn, ok, on } from './fake-client';

interface Player {
  userId: number;
  fullName: string;
  balance: number;
}

const credit = rowActions<Player>({ invalidates: ['wallet.users'] })({
  op: 'wallet.adjust',
  id: 'credit',
  label: 'Credit wallet…',
  form: {
    fields: [
      { key: 'amount', label: 'Amount', kind: 'money' },
      { key: 'reason', label: 'Reason' },
    ],
  },
  confirm: (player, values) => ({
    title: 'Credit wallet',
    message: `Credit ${formatMoney(Number(values.amount))} to ${player.fullName}?`,
    details: [['Balance after', formatMoney(player.balance + Number(values.amount))]],
    confirmLabel: 'Credit',
  }),
  input: (player, values) => ({
    userId: player.userId,
    amount: Number(values.amount),
    type: 0,
    reason: String(values.reason),
  }),
});

const ravi: Player = { userId: 42, fullName: 'Ravi Kumar', balance: 100000 };

function setup(replies: (() => { status?: number; body: unknown })[]) {
  let n = 0;
  const fake = fakeClient([
    on(
      'POST',
      '/users/fund/update-wallet-from-admin',
      () => (replies[n++] ?? replies.at(-1))?.() ?? ok(null),
    ),
  ]);
  loggedIn(fake.session, ['wallet.adjustBalance']);
  const opener = document.createElement('button');
  opener.setAttribute('aria-label', 'Actions for Ravi Kumar');
  document.body.append(opener);
  render(
    <ServicesProvider services={{ client: fake.client, session: createMemorySession() }}>
      <ActionHost />
    </ServicesProvider>,
  );
  return { ...fake, opener };
}

async function fillAndReview() {
  const dialog = await screen.findByRole('dialog', { name: 'Credit wallet' });
  await userEvent.type(within(dialog).getByLabelText('Amount'), '123.45');
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bonus');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
  return dialog;
}

const keys = (calls: { headers: Headers }[]) => calls.map((call) => call.headers.get('idempotency-key'));

describe('an intent: form, confirmation, one Idempotency-Key', () => {
  it('asks with the amount in rupees and the balance after, then sends once', async () => {
    const fake = setup([() => ok({ balance: 100123.45 }, '₹123.45 credited successfully to wallet')]);
    fake.opener.focus();
    react(() => startAction(fake.client, credit, ravi));
    const dialog = await fillAndReview();
    expect(dialog.textContent).toContain('Credit ₹123.45 to Ravi Kumar?');
    expect(dialog.textContent).toContain('₹1,00,123.45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toEqual({ user_id: 42, amount: 123.45, type: 0, reason: 'Bonus' });
    expect(operationRounds.value['wallet.users']).toBeGreaterThan(0);
  });

  it('retries a failed try with the same key, and a new intent gets a new key', async () => {
    const fake = setup([
      () => ({ status: 503, body: { error: true, msg: 'Gateway busy' } }),
      () => ok({ balance: 100123.45 }),
      () => ok({ balance: 100246.9 }),
    ]);
    react(() => startAction(fake.client, credit, ravi));
    let dialog = await fillAndReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Gateway busy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry: Credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry] = keys(fake.calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    react(() => startAction(fake.client, credit, ravi));
    dialog = await fillAndReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(fake.calls).toHaveLength(3));
    expect(keys(fake.calls)[2]).not.toBe(first);
  });

  it('refuses a third decimal of a rupee before sending (the exact decimal check)', async () => {
    const fake = setup([() => ok(null)]);
    react(() => startAction(fake.client, credit, ravi));
    const dialog = await screen.findByRole('dialog', { name: 'Credit wallet' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10.005');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bonus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Amount takes at most 2 decimals (paise)')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('is a modal <dialog> and gives focus back to the control that opened it', async () => {
    const fake = setup([() => ok(null)]);
    fake.opener.focus();
    react(() => startAction(fake.client, credit, ravi));
    const dialog = await screen.findByRole('dialog', { name: 'Credit wallet' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(fake.opener));
  });
});
