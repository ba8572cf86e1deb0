/**
 * The six tasks a new staff member does in their first hour (issue 35), keyboard only, on the demo:
 * declare a result, credit a wallet and have a large credit held, approve it as the supervisor, triage
 * three withdrawals (approve, hold and decline with reasons), check the books, and a viewer's forbidden
 * URL. What each left behind is read from the server (SDK) or the shell's message log, never a toast's
 * 3 seconds on screen.
 */
import type { BackofficeClient, Schemas } from '@backoffice/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientOfBrowser,
  type MarketTarget,
  marketWithPendingBid,
  pathOf,
  saveAndAskToDeclare,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
  withoutApprovals,
} from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let admin: BackofficeClient;
let restore = async () => {};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const paise = (rupees: number) => Math.round(rupees * 100);
const balanceOf = async (userId: number) => paise((await admin.wallet.userBrief({ userId })).balance);
const focusIsOnPage = (page: Page) =>
  page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);

beforeAll(async () => {
  admin = await clientOfBrowser(browser.page, baseUrl);
  restore = await withoutApprovals(admin, ['RESULT_DECLARE_GAMES', 'WITHDRAWAL']);
  await admin.approvals.updatePolicy({
    action: 'WALLET_CREDIT',
    enabled: true,
    threshold: 10_000,
    expiryMinutes: 60,
  });
});

afterAll(() => restore());

/** Adjust balance on a player's wallet, by keyboard: the toolbar's Alt+M, amount, Ctrl+Enter twice. */
async function credit(page: Page, userId: number, amount: string) {
  await page.goto(`${baseUrl}/wallet/view-wallet?user=${userId}`);
  await page
    .getByRole('dialog', { name: 'Player wallet' })
    .getByRole('button', { name: 'Adjust balance…' })
    .and(page.locator(':enabled'))
    .waitFor();
  await page.keyboard.press('Alt+m');
  const form = page.getByRole('dialog', { name: 'Adjust balance' });
  await form.getByLabel('Amount (₹)').waitFor();
  await form.getByLabel('Amount (₹)').focus();
  await page.keyboard.type(amount);
  // The reasons are read when the form opens: the first offered one is chosen.
  await expect.poll(() => form.getByLabel('Reason').inputValue()).not.toBe('');
  await page.keyboard.press('Control+Enter');
  const confirm = page.getByRole('dialog', { name: 'Credit wallet' });
  await confirm.waitFor();
  // Focus starts on Cancel: a stray Enter or Space cannot credit anything.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  await page.keyboard.press('Control+Enter');
  await confirm.waitFor({ state: 'detached' });
}

describe('the first hour, keyboard only', () => {
  let target: MarketTarget;
  let held: Schemas['ApprovalRequest'];
  let player = 0;
  let creditBefore = 0;

  it('1. declares a market result: saved, previewed, asked with its payout, declared once', async () => {
    const { page } = browser;
    target = await marketWithPendingBid(admin, today, (status) => status === 'DECLARED', true);
    const dialog = await saveAndAskToDeclare(page, baseUrl, target, today);
    // Letters typed into the confirmation, then a stray Space (on Cancel, where focus starts): nothing declared.
    await page.keyboard.type('abcxyz');
    await page.keyboard.press('Space');
    await dialog.waitFor({ state: 'detached' });
    const results = async () =>
      (
        await admin.results.list({
          type: 'market',
          gameDate: today,
          providerId: target.providerId,
          session: 'Open',
        })
      ).rows;
    expect((await results()).some((r) => r.status === 'DECLARED')).toBe(false);
    await page
      .getByRole('region', { name: 'Settlement preview' })
      .getByRole('button', { name: /Declare result/ })
      .focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, 'Result declared successfully');
    expect((await results()).filter((r) => r.status === 'DECLARED')).toHaveLength(1);
  });

  it('2. credits a wallet, and a ₹50,000 credit is held naming its request, its expiry and who approves', async () => {
    const { page } = browser;
    const [first] = (await admin.wallet.users({ perPage: 1 })).rows;
    if (!first) throw new Error('no wallet users in the demo data');
    player = first.userId;
    const before = await balanceOf(player);
    await credit(page, player, '250');
    await toastSaid(page, '₹250.00 credited successfully to wallet');
    expect(await balanceOf(player)).toBe(before + 25_000);
    creditBefore = await balanceOf(player);
    await credit(page, player, '50000');
    const awaiting = page.getByRole('region', { name: 'Awaiting approval' });
    await awaiting.getByText('Credit ₹50,000.00', { exact: false }).waitFor();
    const { rows } = await admin.approvals.list({ state: 'PENDING', action: 'WALLET_CREDIT', perPage: 1 });
    held = rows[0] as Schemas['ApprovalRequest'];
    expect(held).toBeTruthy();
    const said = await awaiting.textContent();
    expect(said).toContain(`(request #${held.requestId})`);
    expect(said).toContain('staff holding approvals.walletAdjust may approve it, not you');
    await toastSaid(page, `request #${held.requestId}, until `);
    expect(await balanceOf(player)).toBe(creditBefore);
  });

  it('3. the supervisor approves it from the palette; focus stays on the work', async () => {
    const { page } = browser;
    await signInByKeyboard(page, baseUrl, 'supervisor', 'Supervisor@123');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`Review request #${held.requestId}`);
    await page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option')
      .first()
      .filter({ hasText: `#${held.requestId}` })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/approvals?request=${held.requestId}`);
    const detail = page.getByRole('region', { name: `Request #${held.requestId}` });
    await detail.getByText('Unchanged since it was asked').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-request-id') ?? null))
      .toBe(String(held.requestId));
    await page.keyboard.press('a');
    await page.getByRole('dialog', { name: `Approve request #${held.requestId}` }).waitFor();
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, '₹50,000.00 credited successfully to wallet');
    expect(await balanceOf(player)).toBe(creditBefore + 5_000_000);
    // Focus lands on the next request, or on the state tabs when none is left: never the page.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Boolean(document.activeElement?.closest('tr[data-request-id]')) ||
            document.activeElement?.getAttribute('role') === 'tab',
        ),
      )
      .toBe(true);
  });

  it('4. triages three withdrawals: approve, hold with a reason, decline with a reason', async () => {
    const { page } = browser;
    await signInByKeyboard(page, baseUrl, 'admin', 'Admin@123');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    const table = page.getByRole('region', { name: 'Withdrawal requests' });
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null),
      )
      .not.toBeNull();
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null);
    const statusOf = async (id: string) => {
      for (const tranStatus of ['APPROVED', 'HOLD'] as const) {
        const { rows } = await admin.gateway.requests({ tranStatus, search: id, perPage: 100 });
        const row = rows.find((r) => String(r.requestId) === id);
        if (row) return { status: tranStatus, reason: row.reason };
      }
      return { status: 'NOT APPROVED OR HELD', reason: null };
    };
    const done: [string, string, string | null][] = [];
    let declined = { userId: 0, before: 0, amount: 0 };
    for (const [key, title, reason, status] of [
      ['a', 'Approve request', null, 'APPROVED'],
      ['h', 'Hold request', 'Bank details being checked', 'HOLD'],
      ['d', 'Decline request', 'Account name mismatch', 'DECLINED'],
    ] as const) {
      const id = await focused();
      if (!id) throw new Error('no focused request');
      if (status === 'DECLINED') {
        // The player and the amount as the row shows them: "Name (phone, user 123)", "₹1,500.00".
        const row = table.locator(`[role="row"][row-id="${id}"]`);
        const player = (await row.locator('[col-id="fullName"]').textContent()) ?? '';
        const amount = (await row.locator('[col-id="amount"]').textContent()) ?? '';
        const userId = Number(/user (\d+)\)/.exec(player)?.[1]);
        declined = {
          userId,
          before: await balanceOf(userId),
          amount: paise(Number(amount.replace(/[₹,]/g, ''))),
        };
      }
      await page.keyboard.press(key);
      await page.getByRole('dialog', { name: `${title} ${id}` }).waitFor();
      if (reason) await page.keyboard.type(reason);
      await page.keyboard.press('Control+Enter');
      await table.locator(`[role="row"][row-id="${id}"]`).waitFor({ state: 'detached' });
      done.push([id, status, reason]);
    }
    for (const [id, status, reason] of done.filter(([, s]) => s !== 'DECLINED')) {
      const now = await statusOf(id);
      expect(now.status, `request ${id}`).toBe(status);
      if (reason) expect(now.reason).toBe(reason);
    }
    // The declined request's held amount is back in the wallet.
    expect(declined.amount).toBeGreaterThan(0);
    expect(await balanceOf(declined.userId)).toBe(declined.before + declined.amount);
    // J moves on from anywhere on the screen outside a text field.
    await page.getByRole('tab', { name: /Pending/ }).focus();
    const before = await focused();
    await page.keyboard.press('j');
    expect(await focused()).not.toBe(before);
  });

  it('5. checks the books from the keyboard (Alt+B) and reads the verdict', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/risk/books`);
    await page.getByRole('heading', { level: 1, name: 'Books', exact: true }).waitFor();
    // Focus lands on the checks' first row (not a date field, where Alt+B would be typing).
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main .ag-cell'))))
      .toBe(true);
    const started = Date.now();
    await page.keyboard.press('Alt+b');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="log"][aria-label="Recent messages"] li')].some((li) =>
        /The books (balance|check found)/.test(li.textContent ?? ''),
      ),
    );
    console.log(`books check answered in ${Date.now() - started} ms`);
  });

  it('6. messages at sign-in and after (alarms, the books verdict) sit below the top bar, covering none of it', async () => {
    const { page } = browser;
    // Each toast's place is recorded on every frame of its first 600 ms (its entrance included: a toast
    // sliding in through the top bar covers it too). A toast lasts 3 s: the test reads the record.
    await page.addInitScript(() => {
      const seen: { top: number; covers: string[] }[] = [];
      (window as unknown as { toastPlaces: typeof seen }).toastPlaces = seen;
      const follow = (toast: HTMLElement, until: number) => {
        const r = toast.getBoundingClientRect();
        const bar = document.querySelector('.top-bar')?.getBoundingClientRect();
        const covers = [...document.querySelectorAll<HTMLElement>('.top-bar button')]
          .filter((b) => {
            const c = b.getBoundingClientRect();
            return c.left < r.right && r.left < c.right && c.top < r.bottom && r.top < c.bottom;
          })
          .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
        if (r.height > 0) seen.push({ top: r.top - (bar?.bottom ?? 0), covers });
        if (performance.now() < until && toast.isConnected) requestAnimationFrame(() => follow(toast, until));
      };
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
          if (toast.dataset.placed) continue;
          toast.dataset.placed = '1';
          follow(toast, performance.now() + 600);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await signInByKeyboard(page, baseUrl, 'admin', 'Admin@123');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.goto(`${baseUrl}/risk/books`);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main .ag-cell'))))
      .toBe(true);
    await page.keyboard.press('Alt+b');
    type Place = { top: number; covers: string[] };
    const places = () => page.evaluate(() => (window as unknown as { toastPlaces: Place[] }).toastPlaces);
    await expect.poll(async () => (await places()).length).toBeGreaterThan(0);
    for (const place of await places()) {
      expect(place.covers, 'a message covers the top bar').toEqual([]);
      expect(place.top, "a message starts above the top bar's bottom").toBeGreaterThanOrEqual(0);
    }
  });

  it('7. a viewer opening Withdrawals by URL is told which page and which permission', async () => {
    const { page } = browser;
    await signInByKeyboard(page, baseUrl, 'viewer', 'Viewer@123');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await toastSaid(
      page,
      'Unauthorized access. Withdrawals (/wallet/withdrawals) needs the wallet.fundRequest permission, which your login does not hold.',
    );
    expect(pathOf(page)).toBe('/dashboard');
    expect(await focusIsOnPage(page)).toBe(true);
  });
});
