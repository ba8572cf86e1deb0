import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { fakeLiveStream } from './live-stream';
import { renderApp } from './render-app';

const request = (id: number, over: Record<string, unknown> = {}) => ({
  request_id: id,
  action: 'WALLET_CREDIT',
  action_label: 'Manual wallet credit',
  operation_id: 'wallet.adjust',
  summary: `Credit ₹50,000.00 to Player ${id} (user ${100 + id})`,
  amount: 50000,
  entity: 'wallet',
  entity_id: String(100 + id),
  maker_id: 1,
  maker_name: 'Demo Admin',
  state: 'PENDING',
  reason: null,
  checker_id: null,
  checker_name: null,
  blind: false,
  preview: { user_id: 100 + id, amount: 50000, balance_before: 1000, balance_after: 51000 },
  created_at: '2026-11-26T10:00:00+05:30',
  expires_at: '2026-11-26T11:00:00+05:30',
  decided_at: null,
  can_approve: true,
  can_cancel: false,
  ...over,
});

const declaration = request(2, {
  action: 'RESULT_DECLARE_GAMES',
  action_label: 'Result declare (games)',
  operation_id: 'results.declare',
  summary: 'Declare the result of Milan Day 2026-11-26 Open',
  amount: 9500,
  entity: 'result',
  entity_id: '77',
  blind: true,
  preview: { result_id: 77, winners: 3, total_payout: 9500, total_bid: 20000 },
});

const POLICIES = [
  {
    action: 'WALLET_CREDIT',
    label: 'Manual wallet credit',
    enabled: true,
    threshold: 10000,
    has_threshold: true,
    expiry_minutes: 60,
    approve_key: 'approvals.walletAdjust',
  },
  {
    action: 'WALLET_DEBIT',
    label: 'Manual wallet debit',
    enabled: false,
    threshold: null,
    has_threshold: true,
    expiry_minutes: 60,
    approve_key: 'approvals.walletAdjust',
  },
];

/** A preview as PostgreSQL's jsonb gives it back: the same keys and values in another order. */
const reordered = (preview: Record<string, unknown>) => Object.fromEntries(Object.entries(preview).reverse());

function approvalsServer(
  now: (row: ReturnType<typeof request>) => unknown = (row) => reordered(row.preview),
  stream?: ReturnType<typeof fakeLiveStream>,
) {
  // Copies: a test that decides a request leaves the next one its own.
  const rows = [request(1), { ...declaration }];
  const counts = () => ({
    pending: rows.filter((r) => r.state === 'PENDING').length,
    approved: rows.filter((r) => r.state === 'APPROVED').length,
    rejected: 0,
    expired: 0,
    stale: 0,
    cancelled: 0,
  });
  const fake = fakeClient([
    ...(stream ? [stream.route] : []),
    on('GET', '/approvals/policies', ok({ rows: POLICIES })),
    on('GET', '/approvals/requests', (call) => {
      const state = new URL(`http://x${call.path}`).searchParams.get('state') ?? 'PENDING';
      const shown = rows.filter((r) => r.state === state);
      return ok({
        rows: shown,
        pagination: { per_page: 20, current_page: 1, total_page: 1, total_count: shown.length },
        counts: counts(),
      });
    }),
    on('GET', '/approvals/request/', (call) => {
      const id = Number(call.path.split('/')[4]);
      const row = rows.find((r) => r.request_id === id);
      return ok({ ...row, current_preview: row ? now(row) : null, entries: [], outcome: null });
    }),
    on('POST', '/approvals/request/', (call: Call) => {
      const id = Number(call.path.split('/')[4]);
      const row = rows.find((r) => r.request_id === id);
      if (!row) return { status: 404, body: { error: true, msg: 'not found' } };
      const body = call.body as { entry?: string };
      if (row.blind && body.entry !== '127')
        return {
          status: 409,
          body: { error: true, msg: 'The result you typed does not match the maker’s entry' },
        };
      row.state = 'APPROVED';
      row.can_approve = false;
      return ok(
        row,
        row.blind ? 'Result declared successfully' : '₹50,000.00 credited successfully to wallet',
      );
    }),
  ]);
  return { ...fake, rows };
}

const approvalCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.includes('/approve'));

describe('Approvals screen', () => {
  it('shows counts on the state tabs, the preview beside now, and approves the focused request with A', async () => {
    const { client, session, calls } = approvalsServer();
    loggedIn(session, ['approvals.walletAdjust', 'approvals.resultDeclare']);
    renderApp('/approvals', client, session);
    const table = await screen.findByRole('table', { name: 'Approval requests' });
    await within(table).findByText('#1');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending/ }).textContent).toBe('Pending2'));
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    await within(sidebar).findByRole('status', { name: '2 requests awaiting your approval' });
    const first = table.querySelector<HTMLTableRowElement>('tr[data-request-id="1"]');
    first?.focus();
    const detail = await screen.findByRole('region', { name: 'Request #1' });
    await within(detail).findByRole('region', { name: 'When asked' });
    expect(within(detail).getByRole('region', { name: 'Now' }).textContent).toContain('₹51,000.00');
    expect(within(detail).getByRole('status').textContent).toBe('Unchanged since it was asked');
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve request #1' });
    expect(dialog.textContent).toContain('Approve and apply now: Credit ₹50,000.00 to Player 1');
    // Focus starts on Cancel: Tab to Approve, Enter.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(approvalCalls(calls)).toHaveLength(1));
    expect(approvalCalls(calls)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending/ }).textContent).toBe('Pending1'));
    // Focus goes on to the next request, where the work is, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(table.querySelector('tr[data-request-id="2"]')));
  });

  it('says what changed since the request was asked, and only when a value did', async () => {
    const { client, session } = approvalsServer((row) => ({
      ...reordered(row.preview),
      balance_before: 1500,
      balance_after: 51500,
    }));
    loggedIn(session, ['approvals.walletAdjust', 'approvals.resultDeclare']);
    renderApp('/approvals?request=1', client, session);
    const detail = await screen.findByRole('region', { name: 'Request #1' });
    await waitFor(() =>
      expect(within(detail).getByRole('status').textContent).toBe(
        'Changed since it was asked (Balance before ₹1,000.00 → ₹1,500.00; Balance after ₹51,000.00 → ₹51,500.00): approving it makes it stale',
      ),
    );
  });

  it('asks for the result blind on a declaration: a wrong entry is refused, a retyped one sends a new key', async () => {
    const { client, session, calls } = approvalsServer();
    loggedIn(session, ['approvals.resultDeclare']);
    renderApp('/approvals?request=2', client, session);
    const table = await screen.findByRole('table', { name: 'Approval requests' });
    await waitFor(() => expect(document.activeElement).toBe(table.querySelector('tr[data-request-id="2"]')));
    const detail = await screen.findByRole('region', { name: 'Request #2' });
    expect(detail.textContent).not.toContain('127');
    await userEvent.keyboard('a');
    const form = await screen.findByRole('dialog', { name: 'Approve declaration #2: type the result' });
    await userEvent.type(within(form).getByLabelText('Result (panna, or the two digits)'), '128');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText(/does not match/, { selector: '[role="alert"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const field = await screen.findByLabelText('Result (panna, or the two digits)');
    await userEvent.clear(field);
    await userEvent.type(field, '127');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.click(await screen.findByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(approvalCalls(calls)).toHaveLength(2));
    const [wrong, right] = approvalCalls(calls);
    expect(wrong?.body).toEqual({ entry: '128' });
    expect(right?.body).toEqual({ entry: '127' });
    expect(right?.headers.get('Idempotency-Key')).not.toBe(wrong?.headers.get('Idempotency-Key'));
  });

  it('counts a new request in the sidebar as the live stream reports it (no 5 s poll) and holds it behind the pill', async () => {
    const stream = fakeLiveStream();
    const { client, session, rows } = approvalsServer(undefined, stream);
    loggedIn(session, ['approvals.walletAdjust', 'approvals.resultDeclare']);
    renderApp('/approvals', client, session);
    const table = await screen.findByRole('table', { name: 'Approval requests' });
    await within(table).findByText('#1');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    // The shell's watchers start after the first screen's reads (up to 2.5 s).
    await within(sidebar).findByRole(
      'status',
      { name: '2 requests awaiting your approval' },
      { timeout: 5000 },
    );
    await screen.findByText('Live');
    rows.push(request(3));
    stream.change({
      kind: 'approval',
      recordId: '3',
      state: 'PENDING',
      by: 'maker',
      at: '2026-11-29T08:32:00Z',
    });
    // At once (findBy waits 1 s), not at the fallback's 5 s poll.
    await within(sidebar).findByRole('status', { name: '3 requests awaiting your approval' });
    await screen.findByRole('button', { name: '1 new — press . to show' });
    expect(within(table).queryByText('#3')).toBeNull();
  });
});
