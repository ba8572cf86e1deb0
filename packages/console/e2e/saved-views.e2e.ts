import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clientOfBrowser,
  pathOf,
  runFromPalette,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
} from './harness';

/**
 * Saved views (issue 41), by keyboard alone: saved with Alt+V, found in the palette by another staff
 * member, opened by link, made the reader's default, modified and reset, and opened after a filter and a
 * column it names have gone.
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
    expect(demo).toMatchObject({ shared: true, name: 'Pending, largest first' });
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
