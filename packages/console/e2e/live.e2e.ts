/**
 * Live all shift (issue 38) against the real server, in two browsers: the supervisor approves a withdrawal
 * in one and the maker's queue shows it greyed with who and when, without a reload; the maker then acts on
 * a request the supervisor approved meanwhile: the server refuses it and the row shows its new state.
 */
import type { BackofficeClient } from '@backoffice/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  clientOfBrowser,
  login,
  openBrowser,
  signInByKeyboard,
  useServerAndBrowser,
  withoutApprovals,
} from './harness';

const { baseUrl, browser: maker } = useServerAndBrowser();
let supervisor: Browser;
let admin: BackofficeClient;
let restorePolicies: () => Promise<void>;

beforeAll(async () => {
  admin = await clientOfBrowser(maker.page, baseUrl);
  // The approval itself is under test, not its two-person control.
  restorePolicies = await withoutApprovals(admin, ['WITHDRAWAL']);
  supervisor = await openBrowser();
  await signInByKeyboard(supervisor.page, baseUrl, 'supervisor', 'Supervisor@123');
  await supervisor.page.waitForURL(`${baseUrl}/dashboard`);
});

afterAll(async () => {
  await restorePolicies?.();
  await supervisor?.close();
});

const rowOf = (page: Page, id: number) => page.locator(`[role="row"][row-id="${id}"]`).first();

/** The PENDING queue as the screen shows it (oldest first), open in `page`, live unless the test writes the stream. */
async function openQueue(page: Page, live = true) {
  await page.goto(`${baseUrl}/wallet/withdrawals`);
  await page.getByRole('region', { name: 'Withdrawal requests' }).waitFor();
  if (live)
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
}

async function pendingIds(): Promise<number[]> {
  const page = await admin.gateway.requests({
    tranStatus: 'PENDING',
    orderBy: 'created_at',
    order: 'asc',
    perPage: 10,
  });
  return page.rows.map((row) => row.requestId);
}

describe('live queues, two people', () => {
  it("shows the supervisor's approval in the maker's queue at once, greyed with who and when", async () => {
    const [first, second] = await pendingIds();
    if (first === undefined || second === undefined) throw new Error('the demo has two pending requests');
    await openQueue(maker.page);
    await rowOf(maker.page, first).locator('[col-id="requestId"]').focus();
    await openQueue(supervisor.page);
    await rowOf(supervisor.page, second).locator('[col-id="requestId"]').focus();
    await supervisor.page.keyboard.press('a');
    const dialog = supervisor.page.getByRole('dialog', { name: `Approve request ${second}` });
    await dialog.waitFor();
    await supervisor.page.keyboard.press('Tab');
    await supervisor.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // The maker never reloaded: the row is still there, greyed, saying who approved it.
    await expect
      .poll(() => rowOf(maker.page, second).textContent(), { timeout: 10_000 })
      .toMatch(/Approved by supervisor \d\d:\d\d/);
    expect(await rowOf(maker.page, second).getAttribute('class')).toContain('live-left');
    // Focus stayed on the maker's own record.
    const focused = await maker.page.evaluate(() =>
      document.activeElement?.closest('[row-id]')?.getAttribute('row-id'),
    );
    expect(focused).toBe(String(first));
  });

  it('refuses acting on a request approved elsewhere and shows the row in its new state', async () => {
    const [target] = await pendingIds();
    if (target === undefined) throw new Error('the demo has a pending request');
    await openQueue(maker.page);
    await rowOf(maker.page, target).locator('[col-id="requestId"]').focus();
    await maker.page.keyboard.press('a');
    const dialog = maker.page.getByRole('dialog', { name: `Approve request ${target}` });
    await dialog.waitFor();
    // Meanwhile the supervisor approves it.
    const checker = await clientOfBrowser(supervisor.page, baseUrl);
    await checker.gateway.verify({ requestIds: [target], approve: true });
    await expect
      .poll(() => rowOf(maker.page, target).textContent(), { timeout: 10_000 })
      .toMatch(/Approved by supervisor \d\d:\d\d/);
    const sent: (string | null)[] = [];
    maker.page.on('request', (request) => {
      if (request.url().includes('/v1/gateway/request/verify'))
        sent.push(request.headers()['if-match'] ?? null);
    });
    await maker.page.keyboard.press('Tab');
    await maker.page.keyboard.press('Enter');
    await dialog
      .getByRole('alert')
      .filter({ hasText: `Request #${target}` })
      .waitFor();
    // The version the maker saw went with the call; the server names who changed the request, when, and to what.
    expect(sent).toEqual([expect.stringMatching(/^"\d+"$/)]);
    expect(await dialog.getByRole('alert').textContent()).toMatch(
      new RegExp(`^Request #${target} was changed by supervisor at \\d\\d:\\d\\d \\(now APPROVED\\)$`),
    );
    await maker.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowOf(maker.page, target).textContent()).toMatch(/Approved by supervisor/);
  });

  it('keeps the focused request on its place on screen when 50 new ones are shown above it', async () => {
    // The real queue and stream, with 50 requests put in front of it and their events written by the test.
    const viewer = await openBrowser({ width: 1280, height: 720 });
    try {
      const page = viewer.page;
      await login(page, baseUrl);
      let arrived: Record<string, unknown>[] = [];
      await page.route('**/v1/gateway/requests/PENDING**', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.rows = [...arrived, ...body.data.rows];
        await route.fulfill({ response, json: body });
      });
      let events = '';
      await page.route('**/v1/live/events', async (route) => {
        const body = `event: hello\nid: 500\ndata: {"last_id":"500","retry_ms":1000}\n\n${events}`;
        events = '';
        await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body });
      });
      // Each answer of the written stream ends it, so the page reconnects (at once, after its hello) for the next.
      await openQueue(page, false);
      const [, , , fourth] = await pendingIds();
      if (fourth === undefined) throw new Error('the demo has four pending requests');
      await rowOf(page, fourth).locator('[col-id="requestId"]').focus();
      const before = (await rowOf(page, fourth).boundingBox())?.y;
      const template = await firstWireRow();
      arrived = Array.from({ length: 50 }, (_, n) => ({ ...template, request_id: 900_001 + n, version: 1 }));
      events = arrived
        .map((row, n) => {
          const change = {
            id: String(501 + n),
            kind: 'withdrawal',
            record_id: String(row.request_id),
            version: 1,
            state: 'PENDING',
            changed: ['tran_status'],
            by: 'maker',
            at: new Date().toISOString(),
          };
          return `event: change\nid: ${change.id}\ndata: ${JSON.stringify(change)}\n\n`;
        })
        .join('');
      await page.getByRole('button', { name: '50 new — press . to show' }).waitFor();
      expect(await rowOf(page, 900_001).count()).toBe(0);
      expect((await rowOf(page, fourth).boundingBox())?.y).toBe(before);
      await page.keyboard.press('.');
      await rowOf(page, 900_001).waitFor({ state: 'attached' });
      const focusedId = () =>
        page.evaluate(() => document.activeElement?.closest('[row-id]')?.getAttribute('row-id'));
      await expect.poll(focusedId).toBe(String(fourth));
      await expect
        .poll(async () => Math.abs(((await rowOf(page, fourth).boundingBox())?.y ?? 0) - (before ?? -999)))
        .toBeLessThan(2);
    } finally {
      await viewer.close();
    }
  });
});

/** A queue row as the server sends it (snake_case), to copy for the requests the test makes arrive. */
async function firstWireRow(): Promise<Record<string, unknown>> {
  const sent = await admin.raw.GET('/gateway/requests/{tran_status}', {
    params: { path: { tran_status: 'PENDING' }, query: { per_page: 1 } },
  });
  const row = (sent.data as { data?: { rows?: Record<string, unknown>[] } } | undefined)?.data?.rows?.[0];
  if (!row) throw new Error('the demo has a pending request');
  return row;
}
