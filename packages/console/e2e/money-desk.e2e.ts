/**
 * The money desk against the real server, from the keyboard: credit and an overdrawing debit in a
 * player's wallet, triage of PENDING withdrawals with J/K and the action keys, a bulk approve, and a
 * decline whose money comes back to the wallet exactly once. Amounts are checked through the SDK.
 */
import type { BackofficeClient } from '@backoffice/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowAfterFocused } from '../scripts/grid-rows.mjs';
import { clientOfBrowser, toastSaid, useServerAndBrowser, withoutApprovals } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let client: BackofficeClient;

let restorePolicies = async () => {};

beforeAll(async () => {
  client = await clientOfBrowser(browser.page, baseUrl);
  // The demo holds withdrawals above ₹25,000 for a second person (approvals.e2e.ts tests that).
  restorePolicies = await withoutApprovals(client, ['WITHDRAWAL', 'WALLET_CREDIT']);
});

afterAll(() => restorePolicies());

const paise = (rupees: number) => Math.round(rupees * 100);
const balanceOf = async (userId: number) => paise((await client.wallet.userBrief({ userId })).balance);
const pendingCount = async () => (await client.gateway.counts()).pending;
/** The queue's requests: AG Grid rows whose row id is the request id; focus is on a cell of a row. */
const requestRows = (table: Locator) => table.locator('[role="row"][row-id]');
const firstCell = (row: Locator) => row.locator('[col-id="requestId"]');
const focusedRequest = () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null;

async function adjust(page: Page, userId: number, amount: string, debit: boolean) {
  await page.goto(`${baseUrl}/wallet/view-wallet?user=${userId}`);
  const open = page.getByRole('button', { name: 'Adjust balance…' }).and(page.locator(':enabled'));
  await open.waitFor();
  await open.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Adjust balance' });
  await form.getByLabel('Amount (₹)').focus();
  await page.keyboard.type(amount);
  if (debit) {
    await form.getByLabel('Type', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Control+Enter');
  await page.getByRole('dialog', { name: debit ? 'Debit wallet' : 'Credit wallet' }).waitFor();
  // Focus starts on Cancel: Ctrl+Enter confirms.
  await page.keyboard.press('Control+Enter');
}

describe('Money desk', () => {
  it('credits ₹123.45 from the keyboard: the toast is logged and the balance moves by exactly that', async () => {
    const { page } = browser;
    const [player] = (await client.wallet.users({ perPage: 1 })).rows;
    if (!player) throw new Error('no wallet users in the demo data');
    const before = await balanceOf(player.userId);
    await adjust(page, player.userId, '123.45', false);
    await toastSaid(page, '₹123.45 credited successfully to wallet');
    expect(await balanceOf(player.userId)).toBe(before + 12_345);
  });

  it('refuses a debit larger than the balance and leaves the balance as it was', async () => {
    const { page } = browser;
    const [player] = (await client.wallet.users({ perPage: 1 })).rows;
    if (!player) throw new Error('no wallet users in the demo data');
    const before = await balanceOf(player.userId);
    // Worked out in paise and written with two decimals: String(before / 100 + 1000) can print
    // 1128.1100000000001, which the form rightly refuses as an amount.
    await adjust(page, player.userId, ((before + 100_000) / 100).toFixed(2), true);
    await page.getByRole('dialog', { name: 'Debit wallet' }).getByRole('alert').waitFor();
    expect(await balanceOf(player.userId)).toBe(before);
  });

  it('triages three PENDING requests with J/K and the action keys, and the counts move', async () => {
    const { page } = browser;
    const before = await client.gateway.counts();
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    const table = page.getByRole('region', { name: 'Withdrawal requests' });
    await requestRows(table).nth(3).waitFor();
    await firstCell(requestRows(table).first()).focus();
    const first = await requestRows(table).first().getAttribute('row-id');
    const activeId = () => page.evaluate(focusedRequest);
    await page.keyboard.press('j');
    await expect.poll(activeId).not.toBe(first);
    await page.keyboard.press('k');
    await expect.poll(activeId).toBe(first);
    for (const [key, dialog] of [
      ['a', /^Approve request/],
      ['h', /^Hold request/],
      ['w', /^Wait request/],
    ] as const) {
      const id = await page.evaluate(focusedRequest);
      const next = await page.evaluate(rowAfterFocused, 'Withdrawal requests');
      expect(next).toMatch(/^\d+$/);
      await page.keyboard.press(key);
      // The confirmation names the focused request.
      await page.getByRole('dialog', { name: new RegExp(`${dialog.source.slice(1)} ${id}$`) }).waitFor();
      await page.keyboard.press('Control+Enter');
      await table.locator(`[role="row"][row-id="${id}"]`).waitFor({ state: 'detached' });
      // Done: focus went on to the request after it, and stays there once the list has reloaded.
      await expect.poll(() => page.evaluate(focusedRequest)).toBe(next);
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
      expect(await page.evaluate(focusedRequest)).toBe(next);
    }
    const after = await client.gateway.counts();
    expect(after.pending).toBe(before.pending - 3);
    expect(after.approved).toBe(before.approved + 1);
    expect(after.hold).toBe(before.hold + 1);
    expect(after.waiting).toBe(before.waiting + 1);
    const tab = page.getByRole('tab', { name: /^Pending/ });
    await expect.poll(async () => (await tab.textContent())?.replace(/\D/g, '')).toBe(String(after.pending));
  });

  it('approves two requests in one bulk operation and reports both', async () => {
    const { page } = browser;
    const before = await pendingCount();
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    const table = page.getByRole('region', { name: 'Withdrawal requests' });
    await requestRows(table).nth(2).waitFor();
    await firstCell(requestRows(table).first()).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('j');
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Selected requests' });
    await bar.getByText(/^2 selected/).waitFor();
    await bar.getByRole('button', { name: 'Approve 2 selected…' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Approve 2 requests' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page
      .getByRole('region', { name: 'Bulk result' })
      .getByText('Approve: 2 of 2 succeeded, 0 refused')
      .waitFor();
    expect(await pendingCount()).toBe(before - 2);
  });

  it('declines one request and the held amount is back in the wallet exactly once', async () => {
    const { page } = browser;
    const [request] = (await client.gateway.requests({ tranStatus: 'PENDING', perPage: 1 })).rows;
    if (!request) throw new Error('no PENDING request left in the demo data');
    const before = await balanceOf(request.userId);
    await page.goto(`${baseUrl}/wallet/withdrawals?search=${request.requestId}`);
    const row = page.locator(`[role="row"][row-id="${request.requestId}"]`);
    await firstCell(row).focus();
    await page.keyboard.press('d');
    await page.getByRole('dialog', { name: `Decline request ${request.requestId}` }).waitFor();
    // Focus starts in the reason field: a reason, then Ctrl+Enter declines.
    await page.keyboard.type('Account name mismatch');
    await page.keyboard.press('Control+Enter');
    await row.waitFor({ state: 'detached' });
    expect(await balanceOf(request.userId)).toBe(before + paise(request.amount));
    await expect(client.gateway.verify({ requestIds: [request.requestId], approve: false })).rejects.toThrow(
      /cannot move from DECLINED/,
    );
    expect(await balanceOf(request.userId)).toBe(before + paise(request.amount));
  });
});
