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

/** The PENDING queue as the screen shows it (oldest first), open in `page`, live. */
async function openQueue(page: Page) {
  await page.goto(`${baseUrl}/wallet/withdrawals`);
  await page.getByRole('region', { name: 'Withdrawal requests' }).waitFor();
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
});
