/**
 * Staff administration against the real server, from the keyboard: an employee created with two
 * sidebar groups of keys sees only those screens; a pending browser fingerprint approved on Browser
 * fingerprints lets its employee sign in; a player's History shows a wallet credit and who made it.
 * Outcomes are checked through the SDK and on state that stays (URL, grid, toast history).
 */
import type { BackofficeClient } from '@backoffice/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  clientOfBrowser,
  openBrowser,
  pathOf,
  runFromPalette,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
} from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let client: BackofficeClient;
let second: Browser | undefined;

beforeAll(async () => {
  client = await clientOfBrowser(browser.page, baseUrl);
  second = await openBrowser();
});

afterAll(async () => {
  await second?.close();
});

const otherPage = (): Page => {
  if (!second) throw new Error('the second browser opens in beforeAll');
  return second.page;
};

/** A row's action from its menu, by keyboard: the row's "Actions for …" button, Enter, arrows, Enter. */
async function fromRowMenu(page: Page, grid: Locator, rowLabel: string, item: string) {
  await grid.getByRole('button', { name: `Actions for ${rowLabel}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Row actions' });
  const entry = menu.getByRole('menuitem', { name: item, exact: true });
  await entry.waitFor();
  const focused = () => entry.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < 12 && !(await focused()); step++) await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe(true);
  await page.keyboard.press('Enter');
}

const signIn = (page: Page, username: string, password: string) =>
  signInByKeyboard(page, baseUrl, username, password);

/**
 * The names of the sidebar's groups and single items, without their live counts (the market board's
 * results-due badge shows whenever a result falls due on the wall clock).
 */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('.nav-list > li').first().waitFor();
  return nav
    .locator('.nav-list > li > .nav-link')
    .evaluateAll((links) =>
      links.map(
        (link) =>
          link.querySelector(':scope > span:not(.nav-badge):not(.chevron)')?.textContent?.trim() ?? '',
      ),
    );
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

describe('Employees, by keyboard alone', () => {
  it('creates an employee with the Games and Starline groups, who then sees only those screens', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/masters/employees`);
    await page.getByRole('button', { name: 'Add employee…' }).waitFor();
    await runFromPalette(page, 'Add employee');
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await dialog.getByLabel('Username').waitFor();
    const username = uniqueName('desk');
    await dialog.getByLabel('Username').focus();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Games Desk');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Control+Enter');
    await dialog.getByText('Initial password needs at least 8 characters').waitFor();
    await dialog.getByLabel('Initial password').focus();
    await page.keyboard.press('End');
    await page.keyboard.type('Desk42x');
    for (const group of ['Games', 'Starline']) {
      await dialog.getByRole('checkbox', { name: group, exact: true }).focus();
      await page.keyboard.press('Space');
    }
    expect(await dialog.getByRole('checkbox', { name: 'Games', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await toastSaid(page, 'Employee created successfully');

    const created = (await client.employees.list({ search: username })).rows[0];
    expect([...(created?.permission ?? [])].sort()).toEqual(
      [
        'games.bids',
        'games.provider',
        'games.rates',
        'games.result',
        'games.setting',
        'starline.bids',
        'starline.provider',
        'starline.rates',
        'starline.result',
        'starline.setting',
      ].sort(),
    );

    const other = otherPage();
    await signIn(other, username, 'shortDesk42x');
    await other.waitForURL(`${baseUrl}/games/provider`);
    // The two groups, the market board that their result keys (games.result, starline.result) open, and
    // Approvals: a declare or revert they make may be held for a second person, and they follow it there.
    expect(await sidebarEntries(other)).toEqual(['Market board', 'Games', 'Starline', 'Approvals']);
    await other.goto(`${baseUrl}/users`);
    await other.waitForURL(`${baseUrl}/games/provider`);
    await other.evaluate(() => localStorage.clear());
  });
});

describe('Browser fingerprints, by keyboard alone', () => {
  it('approves the pending browser of an enforced employee, who can then sign in from it', async () => {
    const { page } = browser;
    const username = uniqueName('fp');
    const employee = await client.employees.create({
      username,
      fullName: 'Fingerprint Clerk',
      password: 'Clerk@12345',
      permission: ['users'],
    });
    await client.fingerprints.setEnforcement({ employeeId: employee.employeeId, enabled: true });

    const other = otherPage();
    await signIn(other, username, 'Clerk@12345');
    await toastSaid(
      other,
      'This browser is not approved for your account. Ask an administrator to approve it.',
    );
    expect(pathOf(other)).toBe('/login');

    await page.goto(`${baseUrl}/masters/fingerprints?employeeId=${employee.employeeId}`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText(/waiting for approval/)
      .waitFor({
        state: 'attached',
      });
    const grid = page.getByRole('region', { name: 'Pending browser fingerprints' });
    await grid.getByRole('gridcell', { name: username, exact: true }).waitFor();
    const [pending] = (await client.fingerprints.list({ employeeId: employee.employeeId })).rows;
    await fromRowMenu(page, grid, `${username}'s browser ${pending?.fingerprintId}`, 'Approve browser…');
    const ask = page.getByRole('dialog', { name: `Approve ${username}'s browser` });
    await ask.waitFor();
    await page.keyboard.press('Control+Enter');
    await ask.waitFor({ state: 'detached' });
    await toastSaid(page, 'Fingerprint approved');
    const [approved] = (await client.fingerprints.list({ employeeId: employee.employeeId })).rows;
    expect(approved?.status).toBe('APPROVED');
    expect(approved?.decidedBy).toBe('admin');

    await signIn(other, username, 'Clerk@12345');
    await other.waitForURL(`${baseUrl}/users`);
    await other.evaluate(() => localStorage.clear());
  });
});

describe('History, by keyboard alone', () => {
  it("opens a player's History after a wallet credit and sees the credit with who made it", async () => {
    const { page } = browser;
    const [player] = (await client.wallet.users({ perPage: 1 })).rows;
    if (!player) throw new Error('no wallet users in the demo data');
    await page.goto(`${baseUrl}/wallet/view-wallet?user=${player.userId}`);
    // Adjust balance is offered once the reasons its form starts on have arrived.
    const adjust = page.getByRole('button', { name: 'Adjust balance…' }).and(page.locator(':enabled'));
    await adjust.waitFor();
    await adjust.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Adjust balance' });
    await form.getByLabel('Amount (₹)').focus();
    await page.keyboard.type('1234.5');
    // The reasons are read when the form opens: the first offered one is chosen.
    await expect.poll(() => form.getByLabel('Reason').inputValue()).not.toBe('');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('dialog', { name: 'Credit wallet' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, '₹1,234.50 credited successfully to wallet');

    // The player's own stage tab (the list opens on REGISTERED, and a player may be at another stage), found
    // by phone: an id such as 5 also matches every phone and id with a 5 in it, past the first page.
    await page.goto(`${baseUrl}/users?stage=${player.stage}&search=${player.phone}`);
    const grid = page.getByRole('region', { name: `${player.stage} users` });
    // The focused row is the focused record: its History shortcut (Alt+Y) applies to it.
    await grid.getByRole('gridcell', { name: String(player.userId), exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Alt+y');
    await page.waitForURL(`${baseUrl}/masters/audit-log?entity=player&entityId=${player.userId}`);
    const trail = page.getByRole('region', { name: 'Audit trail' });
    const credit = trail.getByRole('row').filter({ hasText: 'wallet.adjust' }).first();
    await credit.waitFor();
    expect(await credit.textContent()).toContain('admin');
    expect(await credit.textContent()).toContain('Amount: ₹1,234.50');
    await credit.getByRole('gridcell', { name: 'wallet.adjust', exact: true }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `wallet.adjust on wallet of player ${player.userId}` });
    await details.waitFor();
    expect(await details.textContent()).toContain('admin');
    expect(await details.getByRole('row', { name: /Amount/ }).textContent()).toContain('₹1,234.50');
  });
});
