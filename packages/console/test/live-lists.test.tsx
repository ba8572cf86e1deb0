import { CONTRACT_VERSION, OPERATIONS } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { fakeLiveStream } from './live-stream';
import { renderApp } from './render-app';

const wireRow = (id: number, version = 1) => ({
  request_id: id,
  user_id: 1000 + id,
  full_name: `Player ${id}`,
  phone: '9000000000',
  amount: 100 * id,
  account_number: `5010000${id}`,
  ifsc: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  gateway: null,
  tran_status: 'PENDING',
  reason: null,
  created_at: '2026-11-24T10:00:00+05:30',
  updated_at: '2026-11-24T10:00:00+05:30',
  wallet_balance: 2000,
  deposits_total: 500,
  paid_withdrawals: 0,
  account_players: 0,
  risk_hints: [],
  version,
});

// 08:32 UTC is 14:02 in Asia/Kolkata: the server's messages and the greyed rows say IST.
const AT = '2026-11-29T08:32:00Z';

/** The withdrawals queue over a fake host; the test changes `rows` as another staff member would. */
function liveQueue(ids: number[], options: { streams?: boolean } = {}) {
  const stream = fakeLiveStream();
  const rows = ids.map((id) => wireRow(id));
  const offered = Object.keys(OPERATIONS).filter((id) => options.streams !== false || id !== 'live.events');
  const fake = fakeClient([
    on(
      'GET',
      '/capabilities',
      ok({ contract_version: CONTRACT_VERSION, operations: offered, behaviours: {} }),
    ),
    stream.route,
    on('GET', '/gateway/requests-counts', ok({ pending: rows.length })),
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
      const [id] = (call.body as { request_ids: number[] }).request_ids;
      const row = rows.find((r) => r.request_id === id);
      if (row && call.headers.get('If-Match') !== `"${row.version}"`)
        return {
          status: 409,
          body: {
            error: true,
            msg: `Request #${id} was changed by supervisor at 14:02 (now ${row.tran_status})`,
          },
        };
      return ok({ action: 'VERIFY', updated: [row], failed: [] });
    }),
  ]);
  loggedIn(fake.session, ['wallet.fundRequest']);
  renderApp('/wallet/withdrawals', fake.client, fake.session);
  return { ...fake, rows, stream };
}

async function queueTable() {
  const table = await screen.findByRole('region', { name: 'Withdrawal requests' });
  await within(table).findByText('#1');
  return table;
}

const rowOf = (table: HTMLElement, id: number) =>
  table.querySelector<HTMLElement>(`[role="row"][row-id="${id}"]`);
const focusRow = (table: HTMLElement, id: number) =>
  rowOf(table, id)?.querySelector<HTMLElement>('[col-id="requestId"]')?.focus();
const focusedId = () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null;

describe('live lists', () => {
  it('holds 50 new requests behind the pill, shows them on `.`, and keeps focus on the same request', async () => {
    const { rows, stream } = liveQueue([1, 2, 3, 4, 5]);
    const table = await queueTable();
    await screen.findByText('Live');
    // Live: the sidebar's counts say nothing about their freshness.
    expect(screen.queryByRole('status', { name: /^Counts:/ })).toBeNull();
    focusRow(table, 3);
    expect(focusedId()).toBe('3');
    for (let id = 150; id > 100; id -= 1) {
      rows.unshift(wireRow(id));
      stream.change({ kind: 'withdrawal', recordId: String(id), state: 'PENDING', by: 'maker', at: AT });
    }
    await screen.findByRole('button', { name: '50 new — press . to show' });
    expect(rowOf(table, 101)).toBeNull();
    expect(focusedId()).toBe('3');
    await userEvent.keyboard('.');
    await waitFor(() => expect(rowOf(table, 101)).not.toBeNull());
    expect(screen.queryByRole('button', { name: /new — press \. to show/ })).toBeNull();
    await waitFor(() => expect(focusedId()).toBe('3'));
  });

  it('updates a changed request in place, and greys one approved by someone else with who and when until the user moves on', async () => {
    const { rows, stream } = liveQueue([1, 2, 3]);
    const table = await queueTable();
    await screen.findByText('Live');
    focusRow(table, 1);
    const second = rows[1];
    const third = rows[2];
    if (!second || !third) throw new Error('three rows');
    third.wallet_balance = 7500;
    third.version = 2;
    stream.change({ kind: 'withdrawal', recordId: '3', state: 'PENDING', by: 'maker', at: AT });
    second.tran_status = 'APPROVED';
    second.version = 2;
    stream.change({ kind: 'withdrawal', recordId: '2', state: 'APPROVED', by: 'supervisor', at: AT });
    await waitFor(() => expect(rowOf(table, 3)?.textContent).toContain('₹7,500.00'));
    expect(rowOf(table, 3)?.className).toContain('live-changed-odd');
    await waitFor(() => expect(rowOf(table, 2)?.textContent).toContain('Approved by supervisor 14:02'));
    expect(rowOf(table, 2)?.className).toContain('live-left');
    expect(focusedId()).toBe('1');
    // Onto the greyed request and on past it: it goes.
    await userEvent.keyboard('j');
    expect(focusedId()).toBe('2');
    expect(rowOf(table, 2)).not.toBeNull();
    await userEvent.keyboard('j');
    expect(focusedId()).toBe('3');
    await waitFor(() => expect(rowOf(table, 2)).toBeNull());
  });

  it('keeps the row of an open dialog in place when someone else moves it, sends If-Match, and shows the refusal', async () => {
    const { rows, stream, calls } = liveQueue([1, 2, 3]);
    const table = await queueTable();
    await screen.findByText('Live');
    focusRow(table, 2);
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve request 2' });
    const second = rows[1];
    if (!second) throw new Error('three rows');
    second.tran_status = 'APPROVED';
    second.version = 2;
    rows.unshift(wireRow(9));
    stream.change({ kind: 'withdrawal', recordId: '2', state: 'APPROVED', by: 'supervisor', at: AT });
    stream.change({ kind: 'withdrawal', recordId: '9', state: 'PENDING', by: 'maker', at: AT });
    await screen.findByRole('button', { name: '1 new — press . to show' });
    const order = () =>
      [...table.querySelectorAll('[role="row"][row-id]')].map((r) => r.getAttribute('row-id'));
    await waitFor(() => expect(rowOf(table, 2)?.textContent).toContain('Approved by supervisor 14:02'));
    expect(order()).toEqual(['1', '2', '3']);
    const reads = () => calls.filter((c) => c.path.startsWith('/v1/gateway/requests/')).length;
    const before = reads();
    await userEvent.keyboard('{Tab}{Enter}');
    await within(dialog).findByText('Request #2 was changed by supervisor at 14:02 (now APPROVED)');
    // The refusal reads the queue again at once: the row shows what the record is now.
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    const verify = calls.filter((c) => c.path.startsWith('/v1/gateway/request/verify'));
    expect(verify.map((c) => c.headers.get('If-Match'))).toEqual(['"1"']);
    expect(order()).toEqual(['1', '2', '3']);
  });

  it('says Paused (scrolled) once the list is scrolled past its top, and Live again back at the top', async () => {
    liveQueue([1, 2]);
    await queueTable();
    await screen.findByText('Live');
    const bar = document.querySelector<HTMLElement>('.live-bar');
    const list = bar?.nextElementSibling;
    if (!bar || !(list instanceof HTMLElement)) throw new Error('the list follows the live bar');
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 56, width: 0, height: 28 });
    // The list's top against the bar's bottom (84): under it once scrolled.
    const scrollTo = (top: number) => {
      list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(-400);
    await screen.findByText('Paused (scrolled)');
    scrollTo(120);
    await screen.findByText('Live');
  });

  it('says Live, Reconnecting… while the stream is down, and Polling on a host without it (the sidebar counts too)', async () => {
    const fake = fakeClient([
      on('GET', '/live/events', { status: 503, body: { error: true, msg: 'Service unavailable' } }),
      on(
        'GET',
        '/gateway/requests',
        ok({
          rows: [wireRow(1)],
          pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 1 },
          pg_list: [],
        }),
      ),
    ]);
    loggedIn(fake.session, ['wallet.fundRequest']);
    const view = renderApp('/wallet/withdrawals', fake.client, fake.session);
    await queueTable();
    await screen.findByText('Reconnecting…');
    await screen.findByRole('status', { name: 'Counts: reconnecting…' });
    view.unmount();
    view.unbind();
    liveQueue([1], { streams: false });
    await queueTable();
    await screen.findByText('Polling every 30 s');
    await screen.findByRole('status', { name: 'Counts: polling every 5-60 s' });
  });
});
