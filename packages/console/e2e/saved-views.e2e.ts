import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clientOfBrowser,
  pathOf,
  runFromPalette,
  shownScreen,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
} from './harness';

/**
 * Saved views (issue 41), by keyboard alone: saved with Alt+V, found in the palette by another staff
 * member, opened by link, made the reader's default, modified and reset, and opened after a filter and a
 * column it names have gone; an amount filter and a column order kept, a report's level and columns kept,
 * and the demo's shared views.
 */
const { baseUrl, browser } = useServerAndBrowser({ login: false });
const NAME = 'Blocked, by keyboard';

async function signIn(page: Page, username: string, password: string) {
  await signInByKeyboard(page, baseUrl, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

const viewBar = (page: Page) => page.getByRole('region', { name: 'Saved view' });
const viewIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('view'));

let savedId = 0;

describe('saved views by keyboard', () => {
  it('saves the list as a shared view with Alt+V', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/users?stage=BLOCKED`);
    await page.getByRole('region', { name: 'BLOCKED users' }).getByRole('row').nth(1).waitFor();
    await page.keyboard.press('Alt+v');
    const dialog = page.getByRole('dialog', { name: 'Save view of Users' });
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByText('A view needs a name').waitFor();
    await page.keyboard.type(NAME);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await toastSaid(page, `View saved: ${NAME}`);
    await page.waitForURL(/view=\d+/);
    savedId = viewIdOf(page);
    const client = await clientOfBrowser(page, baseUrl);
    const view = await client.views.get({ viewId: savedId });
    expect(view).toMatchObject({
      name: NAME,
      shared: true,
      screen: 'users',
      state: { query: 'stage=BLOCKED' },
    });
    await viewBar(page).getByText(NAME).waitFor();
  });

  it('finds it in the palette as another staff member, marked shared, and opens it', async () => {
    const { page } = browser;
    await signIn(page, 'viewer', 'Viewer@123');
    await runFromPalette(page, `View: Users · ${NAME} (shared by admin)`);
    await page.waitForURL((url) => url.searchParams.get('view') === String(savedId));
    expect(pathOf(page)).toContain('stage=BLOCKED');
    await page.getByRole('region', { name: 'BLOCKED users' }).waitFor();
    await viewBar(page).getByText('shared by admin').waitFor();
  });

  it('refuses, by link, a view of a list the reader may not see (the host says so, no empty list)', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    const demo = (await (await clientOfBrowser(page, baseUrl)).views.list({ screen: 'wallet-withdrawals' }))
      .rows[0];
    expect(demo).toMatchObject({ shared: true, name: 'Pending withdrawals over ₹25,000' });
    await signIn(page, 'viewer', 'Viewer@123');
    const refused = page.waitForResponse((res) => res.url().endsWith(`/v1/views/${demo?.viewId}`));
    await page.goto(`${baseUrl}/wallet/withdrawals?view=${demo?.viewId}`);
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: true, msg: 'Unauthorized access.' });
    await toastSaid(page, 'Unauthorized access.');
    expect(pathOf(page)).not.toContain('/wallet/withdrawals');
  });

  it("makes it the reader's default and lands on it; a modified view shows a dot and resets", async () => {
    const { page } = browser;
    await signIn(page, 'viewer', 'Viewer@123');
    await page.goto(`${baseUrl}/users?view=${savedId}`);
    await viewBar(page).getByText(NAME).waitFor();
    await runFromPalette(page, `Make view my default: ${NAME}`);
    await toastSaid(page, `Default view: ${NAME}`);
    await runFromPalette(page, `Pin view in the sidebar: ${NAME}`);
    await page.getByRole('list', { name: 'Pinned views' }).getByRole('link', { name: NAME }).waitFor();
    await page.goto(`${baseUrl}/users`);
    await page.waitForURL((url) => url.searchParams.get('view') === String(savedId));
    expect(new URL(page.url()).searchParams.get('stage')).toBe('BLOCKED');
    await page.getByRole('region', { name: 'BLOCKED users' }).waitFor();

    await page.getByRole('tab', { name: /^Banned/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/stage=BANNED/);
    await viewBar(page).getByRole('img', { name: 'Modified' }).waitFor();
    // Not the author: Save as new and Reset, no Save.
    expect(await viewBar(page).getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await runFromPalette(page, `Reset view: ${NAME}`);
    await page.waitForURL(/stage=BLOCKED/);
    await page.getByRole('region', { name: 'BLOCKED users' }).waitFor();
    expect(await viewBar(page).getByRole('img', { name: 'Modified' }).count()).toBe(0);
  });

  it('opens a view naming a filter and a column the screen no longer has without them, said in one line', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    const client = await clientOfBrowser(page, baseUrl);
    const old = await client.views.create({
      screen: 'users',
      operation: 'users.list',
      name: 'From before KYC moved',
      shared: false,
      state: {
        query: 'kycLevel=2&stage=BLOCKED',
        columns: [{ field: 'fullName' }, { field: 'kycStatus', width: 120 }],
      },
    });
    await page.goto(`${baseUrl}/users?view=${old.viewId}`);
    await viewBar(page)
      .getByText(
        'This view names filter "kycLevel" and column "kycStatus" that this screen does not have here: opened without them.',
      )
      .waitFor();
    await page.waitForURL((url) => !url.searchParams.has('kycLevel'));
    const url = new URL(page.url());
    expect(url.searchParams.get('stage')).toBe('BLOCKED');
    expect(url.searchParams.get('cols')).toBe('fullName');
    await page.getByRole('region', { name: 'BLOCKED users' }).getByRole('columnheader').first().waitFor();
    expect(
      await page
        .getByRole('region', { name: 'BLOCKED users' })
        .getByRole('columnheader')
        .first()
        .textContent(),
    ).toContain('Name');
  });

  it('keeps the queue’s amount filter and a column order moved by keyboard; its link restores both', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    const grid = page.getByRole('region', { name: 'Withdrawal requests' });
    await grid.getByRole('row').nth(1).waitFor();
    await shownScreen(page).getByLabel('Amount over (₹)').focus();
    await page.keyboard.type('25,000');
    await page.keyboard.press('Enter');
    await page.waitForURL(/amountOver=25000/);
    // A focused header moves with Shift+Arrow (AG Grid's keyboard move) …
    await grid.getByRole('columnheader', { name: 'Amount' }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.waitForURL(/cols=requestId%2Camount%2CfullName/);
    // … and a column by the column chooser's Move left.
    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Balance left' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/cols=requestId%2Camount%2CwalletBalance%2CfullName/);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Alt+v');
    await page.getByRole('dialog', { name: 'Save view of Withdrawals' }).waitFor();
    await page.keyboard.type('Large requests, amount first');
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=\d+/);
    const viewId = viewIdOf(page);
    const view = await (await clientOfBrowser(page, baseUrl)).views.get({ viewId });
    expect(new URLSearchParams(view.state.query).get('amountOver')).toBe('25000');
    expect(view.state.columns?.slice(0, 4).map((c) => c.field)).toEqual([
      'requestId',
      'amount',
      'walletBalance',
      'fullName',
    ]);

    await page.goto(`${baseUrl}/users`);
    await page.goto(`${baseUrl}/wallet/withdrawals?view=${viewId}`);
    await viewBar(page).getByText('Large requests, amount first').waitFor();
    await grid.getByRole('row').nth(1).waitFor();
    expect(await shownScreen(page).getByLabel('Amount over (₹)').inputValue()).toBe('25,000');
    const headers = (await grid.getByRole('columnheader').allTextContents())
      .map((t) => t.trim())
      .filter(Boolean);
    expect(headers.slice(0, 4)).toEqual(['Request', 'Amount', 'Balance', 'Player']);
    const amounts = await grid.locator('.ag-row [col-id="amount"]').allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    for (const text of amounts) expect(Number(text.replace(/[₹,]/g, ''))).toBeGreaterThan(25_000);
    expect(await viewBar(page).getByRole('img', { name: 'Modified' }).count()).toBe(0);
  });

  it('keeps a report’s drill level and its columns in a view', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/reports/pg-report?level=by-date`);
    const grid = page.getByRole('region', { name: 'PG report by date' });
    await grid.getByRole('columnheader', { name: 'Withdrawals' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Withdrawals left' }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Transactions' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/cols=withdrawal%2Cdate%2C-count%2Cdeposit/);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Alt+v');
    await page.getByRole('dialog', { name: /^Save view of/ }).waitFor();
    await page.keyboard.type('PG by date, withdrawals first');
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=\d+/);
    const viewId = viewIdOf(page);
    const view = await (await clientOfBrowser(page, baseUrl)).views.get({ viewId });
    expect(new URLSearchParams(view.state.query).get('level')).toBe('by-date');

    await page.goto(`${baseUrl}/reports/pg-report`);
    await page.getByRole('region', { name: 'PG report overall' }).waitFor();
    await page.goto(`${baseUrl}/reports/pg-report?view=${viewId}`);
    await viewBar(page).getByText('PG by date, withdrawals first').waitFor();
    await grid.getByRole('columnheader', { name: 'Withdrawals' }).waitFor();
    expect(new URL(page.url()).searchParams.get('level')).toBe('by-date');
    const headers = (await grid.getByRole('columnheader').allTextContents())
      .map((t) => t.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Withdrawals', 'Date', 'Deposits']);
  });

  it.each([
    ['Pending withdrawals over ₹25,000', 'Withdrawal requests', 'amount', 25_000],
    ['Blocked players with a balance', 'BLOCKED users', 'balance', 0],
    ["Today's late bids", 'Late bids', undefined, undefined],
  ] as const)('opens the demo view "%s" from the palette, with rows', async (name, grid, field, over) => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    await runFromPalette(page, name);
    await viewBar(page).getByText(name).waitFor();
    const region = page.getByRole('region', { name: grid });
    await region.locator('.ag-row').first().waitFor();
    if (field === undefined || over === undefined) return;
    const figures = await region.locator(`.ag-row [col-id="${field}"]`).allTextContents();
    expect(figures.length).toBeGreaterThan(0);
    for (const text of figures) expect(Number(text.replace(/[₹,]/g, ''))).toBeGreaterThan(over);
  });

  it('lets its author delete it after a confirmation; its link then finds nothing', async () => {
    const { page } = browser;
    await signIn(page, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/users?view=${savedId}`);
    await viewBar(page).getByText(NAME).waitFor();
    await runFromPalette(page, `Delete view…: ${NAME}`);
    await page
      .getByRole('dialog', { name: 'Delete view' })
      .getByText('Everyone it is shared with loses it.')
      .waitFor();
    // A confirmation opens on Cancel (issue 35): Ctrl+Enter confirms.
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, `View deleted: ${NAME}`);
    await page.waitForURL((url) => !url.searchParams.has('view'));
    const client = await clientOfBrowser(page, baseUrl);
    await expect(client.views.get({ viewId: savedId })).rejects.toThrow();
  });
});
