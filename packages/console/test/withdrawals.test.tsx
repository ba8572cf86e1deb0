import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const wireRow = (id: number, amount: number, status = 'PENDING') => ({
  request_id: id,
  user_id: 1000 + id,
  full_name: `Player ${id}`,
  phone: `900000000${id}`,
  amount,
  account_number: `5010000${id}`,
  ifsc: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  gateway: null,
  tran_status: status,
  reason: null,
  created_at: '2026-11-24T10:00:00+05:30',
  updated_at: '2026-11-24T10:00:00+05:30',
  wallet_balance: 2000,
  deposits_total: 500,
  paid_withdrawals: 0,
  account_players: id === 3 ? 2 : 0,
  risk_hints: id === 3 ? ['FIRST_WITHDRAWAL', 'SHARED_ACCOUNT'] : ['FIRST_WITHDRAWAL'],
});

/**
 * A queue of three PENDING requests; verify moves them (request 3 is refused, as if another staff
 * member had moved it first), and the first `failFirst` verify calls answer 500.
 */
function queueServer(failFirst = 0) {
  const rows = [wireRow(1, 1000), wireRow(2, 1500), wireRow(3, 250.5)];
  let failures = failFirst;
  const countOf = (status: string) => rows.filter((r) => r.tran_status === status).length;
  return fakeClient([
    on('GET', '/gateway/requests-counts', () =>
      ok(
        Object.fromEntries(
          [
            'PENDING',
            'APPROVED',
            'PROCESSING',
            'SUCCESS',
            'FAILED',
            'DECLINED',
            'QUEUED',
            'HOLD',
            'WAITING',
          ].map((s) => [s.toLowerCase(), countOf(s)]),
        ),
      ),
    ),
    on('GET', '/gateway/requests/', (call) => {
      const status = call.path.split('/')[4]?.split('?')[0] ?? 'PENDING';
      const shown = rows.filter((r) => r.tran_status === status);
      return ok({
        rows: shown,
        pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: shown.length },
        pg_list: ['Razorpay'],
      });
    }),
    on('POST', '/gateway/request/verify', (call: Call) => {
      if (failures > 0) {
        failures -= 1;
        return { status: 500, body: { error: true, msg: 'Something went wrong' } };
      }
      const body = call.body as { request_ids: number[]; approve: boolean };
      const updated = [];
      const failed = [];
      for (const id of body.request_ids) {
        const row = rows.find((r) => r.request_id === id);
        if (!row || id === 3) {
          failed.push({ request_id: id, msg: `Request #${id} cannot move from HOLD to APPROVED` });
          continue;
        }
        row.tran_status = body.approve ? 'APPROVED' : 'DECLINED';
        updated.push(row);
      }
      return ok({ action: 'VERIFY', updated, failed }, `${updated.length} requests updated`);
    }),
  ]);
}

const verifyCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/v1/gateway/request/verify'));

async function queueRows() {
  const table = await screen.findByRole('region', { name: 'Withdrawal requests' });
  await within(table).findByText('#1');
  return table;
}

/** A request's row in the grid (AG Grid rows carry the row id). */
const rowOf = (table: HTMLElement, id: number) =>
  table.querySelector<HTMLElement>(`[role="row"][row-id="${id}"]`) as HTMLElement;

/** Focus on a request: its first cell (the grid's focus is a cell of the row). */
const focusRow = (table: HTMLElement, id: number) =>
  rowOf(table, id).querySelector<HTMLElement>('[col-id="requestId"]')?.focus();

/** The request whose row holds focus. */
const focusedRow = () => document.activeElement?.closest('[role="row"]') ?? null;

describe('Withdrawals queue', () => {
  it('triages from the keyboard: J moves, A asks with the amount in rupees, Enter approves, focus goes on', async () => {
    const { client, session, calls } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending/ }).textContent).toBe('Pending3'));
    focusRow(table, 1);
    await userEvent.keyboard('j');
    expect(focusedRow()).toBe(rowOf(table, 2));
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve request 2' });
    expect(dialog.textContent).toContain('Approve the withdrawal of ₹1,500.00 for Player 2 (user 1002)?');
    expect(dialog.textContent).toContain('Balance now₹2,000.00');
    // Focus starts on Cancel, never on the act: Tab to Approve, then Enter.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(verifyCalls(calls).map((c) => c.body)).toEqual([{ request_ids: [2], approve: true }]);
    await waitFor(() => expect(rowOf(table, 2)).toBeNull());
    await waitFor(() => expect(focusedRow()).toBe(rowOf(table, 3)));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending/ }).textContent).toBe('Pending2'));
    expect(screen.getByRole('tab', { name: /Approved/ }).textContent).toBe('Approved1');
  });

  it('sends nothing a key typed inside a confirmation would reach: a decline takes its reason, not an approval', async () => {
    const { client, session, calls } = queueServer();
    loggedIn(session, ['wallet.fundRequest', 'wallet.viewWallet']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    await userEvent.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Decline request 1' });
    // Focus starts in the reason field: the reason typed at once lands there.
    const reason = within(dialog).getByLabelText('Reason (optional, kept with the request)');
    expect(document.activeElement).toBe(reason);
    await userEvent.keyboard('Account name mismatch');
    expect((reason as HTMLTextAreaElement).value).toBe('Account name mismatch');
    // Every other control of the dialog, and every key a row or the screen answers to: nothing leaves it.
    const keys = 'abcdefghijklmnopqrstuvwxyz0123456789`-=[]\\;\',./~!@#$%^&*()_+|:"<>?';
    for (const control of within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'Cancel')) {
      control.focus();
      for (const key of keys) await userEvent.keyboard(key.replace(/[{[]/g, '$&$&'));
      expect(screen.getByRole('dialog', { name: 'Decline request 1' })).toBeTruthy();
    }
    expect(verifyCalls(calls)).toEqual([]);
    expect(currentUrl()).toBe('/wallet/withdrawals');
    reason.focus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(verifyCalls(calls).map((c) => c.body)).toEqual([
        { request_ids: [1], approve: false, reason: 'Account name mismatch' },
      ]),
    );
  });

  it('moves with J and K anywhere on the screen outside a text field, from the row focused last', async () => {
    const { client, session } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    screen.getByRole('tab', { name: /Pending/ }).focus();
    await userEvent.keyboard('j');
    expect(focusedRow()).toBe(rowOf(table, 2));
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    await userEvent.keyboard('k');
    expect(focusedRow()).toBe(rowOf(table, 1));
    // In a text field J and K are letters.
    const search = screen.getByRole('searchbox', { name: 'Search requests' });
    search.focus();
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(search);
  });

  it('lists each key once under ? with what it acts on: the focused request, or the highlighted row', async () => {
    const { client, session } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = [...help.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toContain('DDecline request 1…');
    expect(rows).toContain('PSend the approved request to the payment gateway… — on the highlighted row');
    const keys = [...help.querySelectorAll('dl > div > dt')].map((key) => key.textContent);
    expect(keys.filter((key) => key === 'A')).toHaveLength(1);
  });

  it('shows the approver the balance, deposits and risk hints on the row', async () => {
    const { client, session } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    const row = rowOf(table, 3);
    expect(row.textContent).toContain('₹250.50');
    expect(row.textContent).toContain('HDFC Bank 50100003');
    expect(within(row).getByRole('list', { name: 'Risk hints' }).textContent).toBe(
      'First withdrawalAccount shared (2 other)',
    );
  });

  it('sends the same Idempotency-Key when the confirmation is retried after a failure', async () => {
    const { client, session, calls } = queueServer(1);
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve request 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry: Approve' }));
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(2));
    const [first, second] = verifyCalls(calls).map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('offers only what the transition table allows: no approve or decline on an APPROVED request', async () => {
    const { client, session, calls } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    await userEvent.keyboard('a');
    await screen.findByRole('dialog', { name: 'Approve request 1' });
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: /Approved/ }));
    const approved = await screen.findByRole('region', { name: 'Withdrawal requests' });
    await within(approved).findByText('#1');
    focusRow(approved, 1);
    await userEvent.keyboard('a');
    await userEvent.keyboard('d');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('p');
    expect(await screen.findByRole('dialog', { name: 'Send to the payment gateway' })).toBeTruthy();
    expect(verifyCalls(calls)).toHaveLength(1);
  });

  it('approves a selection in one call with its count and total, and lists what was refused and why', async () => {
    const { client, session, calls } = queueServer();
    loggedIn(session, ['wallet.fundRequest']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 1);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('jj ');
    const bar = screen.getByRole('region', { name: 'Selected requests' });
    expect(bar.textContent).toContain('2 selected · ₹1,250.50');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve 2 selected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 requests' });
    expect(dialog.textContent).toContain('Approve 2 withdrawal requests totalling ₹1,250.50?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    const summary = await screen.findByRole('region', { name: 'Bulk result' });
    expect(summary.textContent).toContain('Approve: 1 of 2 succeeded, 1 refused');
    expect(summary.textContent).toContain('#3: Request #3 cannot move from HOLD to APPROVED');
    expect(verifyCalls(calls).map((c) => c.body)).toEqual([{ request_ids: [1, 3], approve: true }]);
  });

  it("lists the focused request's actions in the palette, and the way to the player's wallet", async () => {
    const { client, session } = queueServer();
    loggedIn(session, ['wallet.fundRequest', 'wallet.viewWallet']);
    renderApp('/wallet/withdrawals', client, session);
    const table = await queueRows();
    focusRow(table, 2);
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(palette).getByRole('option', { name: /Approve request 2…/ })).toBeTruthy();
    expect(within(palette).getByRole('option', { name: /Decline request 2…/ })).toBeTruthy();
    expect(within(palette).queryByRole('option', { name: /Send request 2 to the gateway/ })).toBeNull();
    await userEvent.keyboard("Go to Player 2's wallet");
    await waitFor(() =>
      expect(within(palette).getAllByRole('option')[0]?.textContent).toContain("Go to Player 2's wallet"),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/wallet/view-wallet?user=1002'));
  });
});
