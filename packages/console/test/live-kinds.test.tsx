/**
 * The live stream's later kinds (issue 38): late bids, browser fingerprints, approvals past their expiry
 * and the user's own session ended. Each list and count follows the stream with no timer of its own, and a
 * row whose dialog is open on a list that is no held queue neither moves nor vanishes until it closes.
 */
import { CONTRACT_VERSION, OPERATIONS, type PermissionKey } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINGERPRINTS_POLL_MS } from '../src/app/layout/pending-fingerprints';
import { LIST_POLL_MS } from '../src/components/list/use-live-list';
import { type Call, fakeClient, loggedIn, ok, on, type Route } from './fake-client';
import { fakeLiveStream } from './live-stream';
import { currentUrl, renderApp } from './render-app';

// 08:32 UTC is 14:02 in Asia/Kolkata.
const AT = '2026-11-29T08:32:00Z';

const me = (username = 'admin') =>
  ok({ employee_id: 1, username, full_name: 'Demo Admin', is_admin: false, permission: [] });

/** A host offering everything, the live stream among it, with the screen's routes. */
function liveHost(routes: Route[], permission: PermissionKey[], path: string) {
  const stream = fakeLiveStream();
  const fake = fakeClient([
    on(
      'GET',
      '/capabilities',
      ok({ contract_version: CONTRACT_VERSION, operations: Object.keys(OPERATIONS), behaviours: {} }),
    ),
    stream.route,
    ...routes,
  ]);
  loggedIn(fake.session, permission);
  renderApp(path, fake.client, fake.session);
  return { ...fake, stream };
}

const reads = (calls: Call[], prefix: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(prefix)).length;

/** The timers a screen or watcher would poll with (a list's 30 s, the fingerprint badge's minute). */
function pollTimers() {
  const spy = vi.spyOn(globalThis, 'setInterval');
  return () => spy.mock.calls.filter(([, ms]) => ms === LIST_POLL_MS || ms === FINGERPRINTS_POLL_MS).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const lateBid = (id: number) => ({
  bid_id: id,
  user_id: 1000 + id,
  full_name: `Player ${id}`,
  provider_id: 3,
  provider_name: 'Milan Day',
  type: 1,
  game_date: '2026-11-29',
  session: 'Open',
  bid_type: 'SINGLE_DIGIT_MARKET',
  digit: '4',
  amount: 100,
  win_amount: 0,
  bid_status: 'PENDING',
  placed_at: '2026-11-29T12:00:05+05:30',
  bids_close_at: '2026-11-29T12:00:00+05:30',
  result_saved_at: null,
  reasons: ['AFTER_CLOSE'],
  late_by_seconds: 5,
});

describe('late bids, live', () => {
  it('shows a new late bid in the list and the Risk count as the stream reports it, with no poll', async () => {
    const polls = pollTimers();
    const rows = [lateBid(11)];
    const alarms = () => ({
      late_bids: [
        {
          provider_id: 3,
          provider_name: 'Milan Day',
          type: 1,
          game_date: '2026-11-29',
          session: 'Open',
          count: rows.length,
          stake: 100 * rows.length,
          newest_bid_id: rows[0]?.bid_id ?? 0,
        },
      ],
      improbable_winners: null,
      failed_checks: null,
      books_failed: null,
      chains_failed: null,
    });
    const { calls, stream } = liveHost(
      [
        on('GET', '/auth/admin/me', me()),
        on('GET', '/integrity/alarms', () => ok(alarms())),
        on('GET', '/integrity/late-bids', () =>
          ok({
            rows,
            pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: rows.length },
            totals: { count: rows.length, stake: 100 * rows.length, players: rows.length },
          }),
        ),
      ],
      ['risk.lateBids'],
      '/risk/late-bids',
    );
    const list = await screen.findByRole('region', { name: 'Late bids' });
    await within(list).findByText('Player 11 #1011');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    // The shell's watchers start after the first screen's reads (up to 2.5 s).
    await within(sidebar).findByText('1 late bid', {}, { timeout: 5000 });
    await screen.findByText('Live');
    const before = reads(calls, '/v1/integrity/late-bids');

    rows.unshift(lateBid(12));
    stream.change({
      kind: 'late_bid',
      recordId: '12',
      state: 'PENDING',
      changed: ['late'],
      by: null,
      at: AT,
    });
    await within(list).findByText('Player 12 #1012');
    await within(sidebar).findByText('2 late bids');
    expect(reads(calls, '/v1/integrity/late-bids')).toBe(before + 1);
    expect(polls()).toBe(0);
  });
});

const fingerprint = (id: number, status = 'PENDING') => ({
  fingerprint_id: id,
  employee_id: 10 + id,
  username: `staff${id}`,
  fingerprint_hash: `hash${id}`,
  user_agent: `Browser ${id}`,
  ip: '10.0.0.1',
  status,
  first_seen_at: '2026-11-29T10:00:00+05:30',
  last_seen_at: '2026-11-29T10:00:00+05:30',
  decided_by: null,
  fingerprint_enforced: false,
});

/** The fingerprints list (no held queue: new rows show at once) over a live host. */
function fingerprintsHost(ids: number[]) {
  const rows = ids.map((id) => fingerprint(id));
  const host = liveHost(
    [
      on('GET', '/auth/admin/me', me()),
      on('GET', '/masters/fingerprints', (call) => {
        const status = new URL(`http://x${call.path}`).searchParams.get('status');
        const shown = rows.filter((r) => status === null || r.status === status);
        return ok({
          rows: shown,
          pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: shown.length },
          employees: [],
        });
      }),
    ],
    ['masters.manageBrowserFingerprints'],
    '/masters/fingerprints',
  );
  return { ...host, rows };
}

const rowOf = (table: HTMLElement, id: number) =>
  table.querySelector<HTMLElement>(`[role="row"][row-id="${id}"]`);
const order = (table: HTMLElement) =>
  [...table.querySelectorAll('[role="row"][row-id]')].map((r) => r.getAttribute('row-id'));

describe('browser fingerprints, live', () => {
  it('counts a fingerprint asked for in the sidebar and shows it in the list as the stream reports it, with no poll', async () => {
    const polls = pollTimers();
    const { rows, stream, calls } = fingerprintsHost([1]);
    const table = await screen.findByRole('region', { name: 'Pending browser fingerprints' });
    await within(table).findByText('staff1');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    await within(sidebar).findByText('1 browser fingerprint waiting for approval');
    await screen.findByText('Live');
    const before = reads(calls, '/v1/masters/fingerprints');
    rows.unshift(fingerprint(2));
    stream.change({
      kind: 'fingerprint',
      recordId: '2',
      state: 'PENDING',
      changed: ['status'],
      by: null,
      at: AT,
    });
    await within(table).findByText('staff2');
    await within(sidebar).findByText('2 browser fingerprints waiting for approval');
    // The list and the badge: one read each.
    expect(reads(calls, '/v1/masters/fingerprints')).toBe(before + 2);
    expect(polls()).toBe(0);
  });

  it('keeps the row whose dialog is open where it is, and present, while rows arrive above it and it leaves the list', async () => {
    const { rows, stream } = fingerprintsHost([1, 2, 3]);
    const table = await screen.findByRole('region', { name: 'Pending browser fingerprints' });
    await within(table).findByText('staff3');
    await screen.findByText('Live');
    rowOf(table, 2)?.querySelector<HTMLElement>('[col-id="username"]')?.focus();
    await userEvent.keyboard('{Alt>}r{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: "Revoke staff2's browser" });
    // The user approves it in another tab (their own change: nothing to grey), and two new ones arrive.
    const second = rows[1];
    if (!second) throw new Error('three rows');
    second.status = 'APPROVED';
    rows.unshift(fingerprint(9), fingerprint(8));
    stream.change({
      kind: 'fingerprint',
      recordId: '2',
      state: 'APPROVED',
      changed: ['status'],
      by: 'admin',
      at: AT,
    });
    stream.change({
      kind: 'fingerprint',
      recordId: '9',
      state: 'PENDING',
      changed: ['status'],
      by: null,
      at: AT,
    });
    stream.change({
      kind: 'fingerprint',
      recordId: '8',
      state: 'PENDING',
      changed: ['status'],
      by: null,
      at: AT,
    });
    await screen.findByRole('button', { name: '2 new — press . to show' });
    // The list has read the change (the row is greyed, saying it left) and the row is where it was.
    await waitFor(() => expect(rowOf(table, 2)?.textContent).toContain('No longer in this list'));
    expect(rowOf(table, 2)?.className).toContain('live-left');
    expect(order(table)).toEqual(['1', '2', '3']);
    expect(dialog.isConnected).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed: the new rows take their places; the row stays greyed until the user moves on from it.
    await waitFor(() => expect(order(table)).toEqual(['9', '8', '1', '2', '3']));
    expect(rowOf(table, 2)?.className).toContain('live-left');
    await userEvent.keyboard('j');
    await waitFor(() => expect(order(table)).toEqual(['9', '8', '1', '3']));
  });
});

describe('approvals past their expiry, live', () => {
  const request = (id: number, state = 'PENDING') => ({
    request_id: id,
    action: 'WALLET_CREDIT',
    action_label: 'Manual wallet credit',
    operation_id: 'wallet.adjust',
    summary: `Credit ₹50,000.00 to Player ${id}`,
    amount: 50000,
    entity: 'wallet',
    entity_id: String(100 + id),
    maker_id: 2,
    maker_name: 'Maker',
    state,
    reason: null,
    checker_id: null,
    checker_name: null,
    blind: false,
    preview: { user_id: 100 + id, amount: 50000 },
    created_at: '2026-11-29T10:00:00+05:30',
    expires_at: '2026-11-29T11:00:00+05:30',
    decided_at: null,
    can_approve: state === 'PENDING',
    can_cancel: false,
  });

  it('shows an approval EXPIRED in place when the stream says it expired, without a reload', async () => {
    const rows = [request(1), request(2)];
    const { stream } = liveHost(
      [
        on('GET', '/auth/admin/me', me()),
        on('GET', '/approvals/policies', ok({ rows: [] })),
        on('GET', '/approvals/requests', (call) => {
          const state = new URL(`http://x${call.path}`).searchParams.get('state') ?? 'PENDING';
          const shown = rows.filter((r) => r.state === state);
          const count = (s: string) => rows.filter((r) => r.state === s).length;
          return ok({
            rows: shown,
            pagination: { per_page: 20, current_page: 1, total_page: 1, total_count: shown.length },
            counts: {
              pending: count('PENDING'),
              approved: 0,
              rejected: 0,
              expired: count('EXPIRED'),
              stale: 0,
              cancelled: 0,
            },
          });
        }),
        on('GET', '/approvals/request/', (call) => {
          const row = rows.find((r) => r.request_id === Number(call.path.split('/')[4]));
          return ok({ ...row, current_preview: row?.preview ?? null, entries: [], outcome: null });
        }),
      ],
      ['approvals.walletAdjust'],
      '/approvals',
    );
    const table = await screen.findByRole('table', { name: 'Approval requests' });
    await within(table).findByText('#1');
    table.querySelector<HTMLTableRowElement>('tr[data-request-id="1"]')?.focus();
    const detail = await screen.findByRole('region', { name: 'Request #1' });
    await screen.findByText('Live');
    rows[0] = request(1, 'EXPIRED');
    stream.change({
      kind: 'approval',
      recordId: '1',
      state: 'EXPIRED',
      changed: ['state'],
      by: null,
      at: AT,
    });
    await waitFor(() => expect(detail.textContent).toContain('EXPIRED'));
    const row = table.querySelector<HTMLTableRowElement>('tr[data-request-id="1"]');
    await waitFor(() => expect(row?.textContent).toContain('Expired 14:02'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Expired/ }).textContent).toBe('Expired1'));
  });
});

describe("the user's own session ended, live", () => {
  it('signs out and says so when the stream reports this session ended', async () => {
    let ended = false;
    const { stream } = liveHost(
      [
        on('GET', '/auth/admin/me', () =>
          ended
            ? {
                status: 401,
                body: { error: true, msg: 'Session expired. Please log in again.', token_expired: true },
              }
            : me(),
        ),
        on('GET', '/masters/fingerprints', () =>
          ok({
            rows: [],
            pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 },
            employees: [],
          }),
        ),
      ],
      ['masters.manageBrowserFingerprints'],
      '/masters/fingerprints',
    );
    await screen.findByText('Live', {}, { timeout: 5000 });
    ended = true;
    stream.change({
      kind: 'session',
      recordId: '7',
      state: 'EXPIRED',
      changed: ['revoked_at'],
      by: null,
      at: AT,
    });
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await screen.findByText('Session expired. Please log in again.');
  });
});
