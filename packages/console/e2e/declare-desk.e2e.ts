/**
 * The declare desk against the real server, keyboard only: for a market whose Open has pending bids,
 * save a result, read the preview, declare, and a winner's balance grows by stake x rate; change
 * (revert) it with a reason and the balance is back; revert two selected bids and their stakes come
 * back. Money is checked through the SDK.
 */
import { type BackofficeClient, formatRupees } from '@backoffice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientOfBrowser,
  type MarketTarget,
  marketWithPendingBid,
  pathOf,
  shownScreen,
  toastSaid,
  useServerAndBrowser,
  withoutApprovals,
} from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let client: BackofficeClient;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const paise = (rupees: number) => Math.round(rupees * 100);
const balanceOf = async (userId: number) => paise((await client.wallet.userBrief({ userId })).balance);

type Target = MarketTarget;
let target: Target;

/** A market whose Open result is not declared today and has a pending single panna bid. */
function findTarget(): Promise<Target> {
  return marketWithPendingBid(client, today, (status) => status === 'DECLARED');
}

let restorePolicies = async () => {};

beforeAll(async () => {
  client = await clientOfBrowser(browser.page, baseUrl);
  // The demo has reverts and refunds under two-person control (approvals.e2e.ts tests that); here one
  // person reverts alone.
  restorePolicies = await withoutApprovals(client, [
    'RESULT_REVERT',
    'BID_REFUND_SELECTED',
    'BID_REFUND_PROVIDER',
  ]);
  target = await findTarget();
});

afterAll(() => restorePolicies());

const deskUrl = (extra = '') =>
  `${baseUrl}/games/result?date=${today}&provider=${target.providerId}&session=Open${extra}`;

async function winningsOf(userId: number): Promise<number> {
  const winners = await client.results.winners({
    type: 'market',
    gameDate: today,
    providerId: target.providerId,
    session: 'Open',
    perPage: 500,
  });
  return winners.rows
    .filter((row) => row.userId === userId)
    .reduce((sum, row) => sum + paise(row.winAmount), 0);
}

describe('Declare desk (market Open)', () => {
  let before = 0;

  it('saves, previews and declares from the keyboard; the winner is paid stake x rate', async () => {
    const { page } = browser;
    const { bid } = target;
    before = await balanceOf(bid.userId);
    await page.goto(deskUrl());
    const entry = page.getByRole('combobox', { name: 'Open panna' });
    await entry.waitFor();
    await page.getByRole('heading', { name: new RegExp(target.providerName) }).waitFor();
    await page.keyboard.press('Alt+e');
    await expect.poll(() => entry.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(bid.digit);
    await page.keyboard.press('Enter');
    await toastSaid(page, 'Result saved successfully');

    const preview = page.getByRole('region', { name: 'Settlement preview' });
    const figures = preview.getByLabel('If declared now');
    await figures.waitFor();
    expect(await figures.textContent()).toMatch(/Winning bids\s*[1-9]/);
    // Enter after the save goes to the Declare button; the confirmation starts on Cancel: Ctrl+Enter declares.
    const declare = preview.getByRole('button', { name: /Declare result/ });
    await expect.poll(() => declare.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`Declare ${target.providerName} Open ${bid.digit}`),
    });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Total payout');
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, 'Result declared successfully');
    await expect.poll(() => pathOf(page)).toContain('panel=winners');

    const rates = await client.rates.get({ providerType: 1 });
    const rate = rates.rows.find((row) => row.bidType === 'SINGLE_PANNA_MARKET');
    if (!rate) throw new Error('no single panna rate');
    const won = await client.results.bids({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
      bidType: 'SINGLE_PANNA_MARKET',
      bidDigit: bid.digit,
      perPage: 500,
    });
    const mine = won.rows.find((row) => row.bidId === bid.bidId);
    expect(mine?.bidStatus).toBe('WON');
    expect(paise(mine?.winAmount ?? 0)).toBe(
      Math.round((paise(bid.amount) * rate.winAmount) / rate.bidAmount),
    );
    expect(await balanceOf(bid.userId)).toBe(before + (await winningsOf(bid.userId)));
  });

  it('changes (reverts) the declared result with a reason and the balance is restored', async () => {
    const { page } = browser;
    await page.getByRole('region', { name: 'Declared result' }).waitFor();
    await page.keyboard.press('Alt+r');
    const form = page.getByRole('dialog', { name: /Change \(revert\)/ });
    await form.getByLabel('Reason').waitFor();
    await form.getByLabel('Reason').focus();
    await page.keyboard.type('Wrong panna typed');
    await page.keyboard.press('Control+Enter');
    const confirm = page.getByRole('dialog', { name: /^Revert / });
    await confirm.waitFor();
    const { totals } = await client.results.winners({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
      perPage: 1,
    });
    const counted = (n: number, noun: string) => `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;
    expect(totals.playerCount).toBeGreaterThan(0);
    expect(await confirm.textContent()).toContain(
      `Take back ${formatRupees(totals.winAmount)} from ${counted(totals.playerCount, 'player')} (${counted(totals.bidCount, 'winning bid')})`,
    );
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, 'Result reverted successfully');
    expect(await balanceOf(target.bid.userId)).toBe(before);
    const back = await client.results.list({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
    });
    expect(back.rows.some((row) => row.status === 'REVERTED')).toBe(true);
  });

  it('reverts two selected bids: both refunded, the list reloads without them', async () => {
    const { page } = browser;
    await page.goto(deskUrl('&panel=revert'));
    const grid = page.getByRole('region', { name: 'Pending bids to revert' });
    await grid.getByRole('row').nth(2).waitFor();
    // The grid shows the revert list in the server's order: its first two rows are these.
    const pending = await client.bids.revertList({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
      perPage: 50,
    });
    const chosen = pending.rows.slice(0, 2);
    const ids = chosen.map((row) => row.bidId);
    expect(chosen).toHaveLength(2);
    const balances = new Map<number, number>();
    for (const row of chosen) balances.set(row.userId, await balanceOf(row.userId));

    await grid.getByRole('gridcell').nth(1).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const stake = (paise(chosen[0]?.amount ?? 0) + paise(chosen[1]?.amount ?? 0)) / 100;
    await shownScreen(page)
      .getByText(`2 selected · ${formatRupees(stake)}`)
      .waitFor();
    await page.keyboard.press('Alt+Shift+S');
    const form = page.getByRole('dialog', { name: 'Revert the selected bids' });
    await form.getByLabel('Reason').focus();
    await page.keyboard.type('Duplicate bids');
    await page.keyboard.press('Control+Enter');
    const confirm = page.getByRole('dialog', { name: 'Refund 2 selected bids' });
    await confirm.waitFor();
    await page.keyboard.press('Control+Enter');
    // The server's msg is the success toast.
    await toastSaid(page, '2 bids refunded');

    const after = await client.bids.revertList({
      type: 'market',
      gameDate: today,
      providerId: target.providerId,
      session: 'Open',
      perPage: 500,
    });
    expect(after.rows.filter((row) => ids.includes(row.bidId))).toEqual([]);
    const refunds = new Map<number, number>();
    for (const row of chosen) refunds.set(row.userId, (refunds.get(row.userId) ?? 0) + paise(row.amount));
    for (const [userId, refund] of refunds)
      expect(await balanceOf(userId)).toBe((balances.get(userId) ?? 0) + refund);
    await grid.getByRole('row').nth(1).waitFor();
    expect(await grid.locator(`[row-id="${ids[0]}"]`).count()).toBe(0);
  });

  it("asks to refund the provider's pending bids with the server's totals, and Escape refunds nothing", async () => {
    const { page } = browser;
    const slot = { type: 'market', gameDate: today, providerId: target.providerId, session: 'Open' } as const;
    const { totals } = await client.bids.revertList({ ...slot, perPage: 1 });
    expect(totals.bidCount).toBeGreaterThan(0);
    await page.goto(deskUrl('&panel=revert'));
    const grid = page.getByRole('region', { name: 'Pending bids to revert' });
    await grid.getByRole('row').nth(1).waitFor();
    await page.keyboard.press('Alt+Shift+R');
    const form = page.getByRole('dialog', { name: 'Revert the provider’s pending bids' });
    await form.getByLabel('Reason').focus();
    await page.keyboard.type('Market cancelled');
    await page.keyboard.press('Control+Enter');
    const counted = (n: number, noun: string) => `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;
    const confirm = page.getByRole('dialog', { name: `Refund ${counted(totals.bidCount, 'pending bid')}` });
    await confirm.waitFor();
    const wallets =
      totals.playerCount === 1
        ? "1 player's wallet"
        : `${totals.playerCount.toLocaleString('en-IN')} players' wallets`;
    const text = await confirm.textContent();
    expect(text).toContain(
      `Refund ${counted(totals.bidCount, 'pending bid')} of ${target.providerName} Open on ${today}, ${formatRupees(totals.amount)} in stakes, to ${wallets}?`,
    );
    expect(text).not.toContain('at least');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect((await client.bids.revertList({ ...slot, perPage: 1 })).totals).toEqual(totals);
  });
});
