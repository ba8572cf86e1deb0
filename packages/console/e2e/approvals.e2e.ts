/**
 * Two-person control against the real server, keyboard only, in two browsers (issue 25): the maker
 * credits ₹50,000 and is told before and after sending that it awaits approval; the supervisor sees the
 * sidebar count, opens the request from the palette and approves it; the balance moves once. Then a
 * market declaration under its policy: the supervisor types the result blind, wrong first (refused and
 * recorded), then right (declared). Money is checked through the SDK.
 */
import {
  type BackofficeClient,
  createBackofficeClient,
  createMemorySession,
  type Schemas,
} from '@backoffice/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  clientOfBrowser,
  type MarketTarget,
  marketWithPendingBid,
  openBrowser,
  runFromPalette,
  saveAndAskToDeclare,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
} from './harness';

const { baseUrl, browser: maker } = useServerAndBrowser();
let supervisor: Browser;
let admin: BackofficeClient;
let checker: BackofficeClient;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const paise = (rupees: number) => Math.round(rupees * 100);
const balanceOf = async (userId: number) => paise((await admin.wallet.userBrief({ userId })).balance);

beforeAll(async () => {
  admin = await clientOfBrowser(maker.page, baseUrl);
  await admin.approvals.updatePolicy({
    action: 'WALLET_CREDIT',
    enabled: true,
    threshold: 10_000,
    expiryMinutes: 60,
  });
  await admin.approvals.updatePolicy({
    action: 'RESULT_DECLARE_GAMES',
    enabled: true,
    threshold: null,
    expiryMinutes: 60,
  });
  checker = createBackofficeClient({ baseUrl: `${baseUrl}/v1`, session: createMemorySession() });
  await checker.auth.login({ username: 'supervisor', password: 'Supervisor@123' });
  supervisor = await openBrowser();
  await signInByKeyboard(supervisor.page, baseUrl, 'supervisor', 'Supervisor@123');
  await supervisor.page.waitForURL(`${baseUrl}/dashboard`);
});

afterAll(async () => {
  // The demo's declarations start off (a new user can declare alone).
  await admin.approvals.updatePolicy({
    action: 'RESULT_DECLARE_GAMES',
    enabled: false,
    threshold: null,
    expiryMinutes: 60,
  });
  await supervisor?.close();
});

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** The supervisor opens a request from the palette: its row on the Approvals screen takes focus. */
async function openFromPalette(page: Page, request: Schemas['ApprovalRequest']) {
  await runFromPalette(page, `Review request #${request.requestId}`);
  await page.waitForURL(`${baseUrl}/approvals?request=${request.requestId}`);
  const row = `tr[data-request-id="${request.requestId}"]`;
  await expect.poll(() => isFocused(page, row)).toBe(true);
  await page.getByRole('region', { name: `Request #${request.requestId}` }).waitFor();
}

async function newestPendingOf(action: string): Promise<Schemas['ApprovalRequest']> {
  const { rows } = await checker.approvals.list({ state: 'PENDING', action: action as never, perPage: 1 });
  const [request] = rows;
  if (!request) throw new Error(`no PENDING ${action} request`);
  return request;
}

describe('two-person control, keyboard only, maker and supervisor', () => {
  it('holds a ₹50,000 credit for approval, and the supervisor approves it once', async () => {
    const { page } = maker;
    const [player] = (await admin.wallet.users({ perPage: 1 })).rows;
    if (!player) throw new Error('no wallet users in the demo data');
    const before = await balanceOf(player.userId);

    await page.goto(`${baseUrl}/wallet/view-wallet?user=${player.userId}`);
    const open = page.getByRole('button', { name: 'Adjust balance…' }).and(page.locator(':enabled'));
    await open.waitFor();
    await open.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Adjust balance' });
    await form.getByLabel('Amount (₹)').focus();
    await page.keyboard.type('50000');
    await page.keyboard.press('Control+Enter');
    const confirm = page.getByRole('dialog', { name: 'Credit wallet' });
    await confirm.waitFor();
    // Said before sending: a second person must approve it.
    await expect(confirm.getByRole('note').textContent()).resolves.toContain(
      'A second person must approve this',
    );
    await page.keyboard.press('Control+Enter');
    const awaiting = page.getByRole('region', { name: 'Awaiting approval' });
    await awaiting.getByText('Credit ₹50,000.00', { exact: false }).waitFor();
    expect(await awaiting.textContent()).toContain('Awaiting approval');
    expect(await balanceOf(player.userId)).toBe(before);

    const request = await newestPendingOf('WALLET_CREDIT');
    expect(request.summary).toContain('₹50,000.00');
    const s = supervisor.page;
    await s.goto(`${baseUrl}/dashboard`);
    const badge = s
      .getByRole('navigation', { name: 'Main' })
      .getByRole('status', { name: /awaiting your approval/ });
    await badge.waitFor();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);
    await openFromPalette(s, request);
    await s.keyboard.press('a');
    const approve = s.getByRole('dialog', { name: `Approve request #${request.requestId}` });
    await approve.waitFor();
    await s.keyboard.press('Control+Enter');
    await toastSaid(s, '₹50,000.00 credited successfully to wallet');
    expect(await balanceOf(player.userId)).toBe(before + 5_000_000);
    // Applied once: approving again is refused and the balance stays.
    await expect(checker.approvals.approve({ requestId: request.requestId })).rejects.toThrow();
    expect(await balanceOf(player.userId)).toBe(before + 5_000_000);
    // The maker's console follows the request to its end.
    await awaiting.getByText('Approved and applied').waitFor();
  });

  it('declares a market result only when the supervisor types the same result blind', async () => {
    const { page } = maker;
    const target = await findTarget();
    const before = await balanceOf(target.bid.userId);
    const dialog = await saveAndAskToDeclare(page, baseUrl, target, today);
    await expect(dialog.getByRole('note').textContent()).resolves.toContain(
      'A second person must approve this',
    );
    await page.keyboard.press('Control+Enter');
    await page
      .getByRole('region', { name: 'Awaiting approval' })
      .getByText(`Declare the result of ${target.providerName}`, { exact: false })
      .waitFor();
    expect(await balanceOf(target.bid.userId)).toBe(before);

    const request = await newestPendingOf('RESULT_DECLARE_GAMES');
    expect(JSON.stringify(request)).not.toContain(target.bid.digit);
    const s = supervisor.page;
    await s.goto(`${baseUrl}/dashboard`);
    await s
      .getByRole('navigation', { name: 'Main' })
      .getByRole('status', { name: /awaiting your approval/ })
      .waitFor();
    await openFromPalette(s, request);
    const wrong = target.bid.digit === '999' ? '888' : '999';
    await typeBlind(s, request, wrong);
    const refused = s.getByRole('dialog', { name: `Approve declaration #${request.requestId}` });
    await refused.getByRole('alert').getByText('does not match', { exact: false }).waitFor();
    expect(await balanceOf(target.bid.userId)).toBe(before);
    await s.keyboard.press('Escape');
    await refused.waitFor({ state: 'detached' });
    const row = `tr[data-request-id="${request.requestId}"]`;
    await expect.poll(() => isFocused(s, row)).toBe(true);
    await typeBlind(s, request, target.bid.digit);
    await toastSaid(s, 'Result declared successfully');
    const detail = await checker.approvals.get({ requestId: request.requestId });
    expect(detail.state).toBe('APPROVED');
    expect(detail.entries.map((e) => [e.value, e.matched])).toEqual([
      [wrong, false],
      [target.bid.digit, true],
    ]);
    const won = await admin.results.bids({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
      bidType: 'SINGLE_PANNA_MARKET',
      bidDigit: target.bid.digit,
      perPage: 500,
    });
    expect(won.rows.find((r) => r.bidId === target.bid.bidId)?.bidStatus).toBe('WON');
    expect(await balanceOf(target.bid.userId)).toBeGreaterThan(before);
  });
});

/** A, the result typed in the form, Ctrl+Enter to review, Enter to approve. */
async function typeBlind(page: Page, request: Schemas['ApprovalRequest'], value: string) {
  await page.keyboard.press('a');
  const form = page.getByRole('dialog', {
    name: `Approve declaration #${request.requestId}: type the result`,
  });
  const field = form.getByLabel('Result (panna, or the two digits)');
  await field.waitFor();
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(value);
  await page.keyboard.press('Control+Enter');
  await page
    .getByRole('dialog', { name: `Approve declaration #${request.requestId}` })
    .getByRole('button', { name: 'Approve' })
    .waitFor();
  await page.keyboard.press('Control+Enter');
}

type Target = MarketTarget;

/** A market whose Open is not declared today and has a pending single panna bid (the last such). */
function findTarget(): Promise<Target> {
  return marketWithPendingBid(admin, today, (status) => status !== 'REVERTED', true);
}
