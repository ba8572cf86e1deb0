import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, toastSaid, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

/** Shows one player (searched by id) in a stage and opens that row's action menu. */
async function rowMenu(page: Page, userId: number, stage = 'REGISTERED') {
  await page.goto(`${baseUrl}/users?stage=${stage}&search=${userId}`);
  const grid = page.getByRole('region', { name: `${stage} users` });
  const cell = grid.getByRole('gridcell', { name: String(userId), exact: true });
  await cell.waitFor();
  // By keyboard (Shift+F10 on the row), as staff do: an alarm's toast raised as the page loads may lie over
  // the row's "Actions for" button, and a pointer resting on a toast keeps it open.
  await cell.focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Row actions' });
  await menu.waitFor();
  return menu;
}

/** Runs a menu's item by keyboard (focused, then Enter). */
async function choose(page: Page, item: Locator) {
  await item.focus();
  await page.keyboard.press('Enter');
}

const toast = toastSaid;

/** A stage tab's count, once the counts have loaded (the tab shows '–' until then). */
async function stageCount(page: Page, name: string): Promise<number> {
  const count = page.getByRole('tab', { name: new RegExp(`^${name}`) }).locator('.count');
  await count.filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await count.textContent());
}

describe('Users', () => {
  it('lists REGISTERED by default with stage counts, 10 per page, paging and search in the URL', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    const grid = page.getByRole('region', { name: 'REGISTERED users' });
    await grid.getByRole('row').nth(10).waitFor();
    expect(await grid.getByRole('row').count()).toBe(11);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Registered');
    expect(await stageCount(page, 'Blocked')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('tab', { name: /^Banned/ }).click();
    await page.waitForURL(/stage=BANNED/);
    expect(pathOf(page)).not.toContain('page=2');
  });

  it('toggles the watchlist with a reason, and off again', async () => {
    const { page } = browser;
    await choose(page, (await rowMenu(page, 2490)).getByRole('menuitem', { name: 'Add to watchlist…' }));
    await page.getByLabel('Reason (optional)').fill('Many deposits from new devices');
    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    await toast(page, 'Watchlist updated successfully');
    const grid = page.getByRole('region', { name: 'REGISTERED users' });
    await grid.getByRole('gridcell', { name: 'Yes', exact: true }).waitFor();
    await choose(page, (await rowMenu(page, 2490)).getByRole('menuitem', { name: 'Remove from watchlist' }));
    // rowMenu loads the page afresh, and with it a fresh toast history: this entry is the removal's.
    await toast(page, 'Watchlist updated successfully');
  });

  it("shows the server's message when a change fails", async () => {
    const { page } = browser;
    await page.route('**/v1/users/watchlist/**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"error":true,"msg":"Watchlist is locked"}',
      }),
    );
    await choose(page, (await rowMenu(page, 2491)).getByRole('menuitem', { name: 'Add to watchlist…' }));
    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    await toast(page, 'Watchlist is locked');
    await page.unroute('**/v1/users/watchlist/**');
    await page.keyboard.press('Escape');
  });

  it('blocks a player (moving them to BLOCKED) and unblocks them', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    const blockedBefore = await stageCount(page, 'Blocked');
    await choose(page, (await rowMenu(page, 2493)).getByRole('menuitem', { name: 'Block user…' }));
    await page.getByLabel('Block type').selectOption('TEMPORARY');
    await page.getByLabel('Reason').fill('Chargeback fraud');
    await page.getByLabel('Risk level').selectOption('HIGH');
    await page.getByLabel(/Device ids/).fill('device-a, device-b');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, 'User blocked successfully');
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (tab) =>
            tab.textContent?.startsWith('Blocked') &&
            Number(tab.querySelector('.count')?.textContent) === before + 1,
        ),
      blockedBefore,
    );
    await choose(
      page,
      (await rowMenu(page, 2493, 'BLOCKED')).getByRole('menuitem', { name: 'Unblock user…' }),
    );
    await page.getByLabel('Reason').fill('Appeal accepted');
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await toast(page, 'User unblocked successfully');
  });

  it('edits market access and the starline/jackpot blocks', async () => {
    const { page } = browser;
    await choose(page, (await rowMenu(page, 2494)).getByRole('menuitem', { name: 'Edit market access…' }));
    const dialog = page.getByRole('dialog', { name: /Market access of/ });
    await dialog.getByRole('switch', { name: 'Starline blocked' }).click();
    // The demo data may hold no markets yet; when it does, allow only the first one.
    const markets = dialog.getByRole('checkbox');
    if ((await markets.count()) > 0) await markets.first().check();
    await dialog.getByRole('button', { name: 'Save markets' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Market updated successfully');
  });

  it('edits per-user permissions and the device switch', async () => {
    const { page } = browser;
    const menu = await rowMenu(page, 2498);
    const device = menu.getByRole('menuitem', { name: /^(Allow|Stop) device switch$/ });
    await choose(page, device);
    await toast(page, 'Switch device status updated successfully');
    await choose(page, (await rowMenu(page, 2498)).getByRole('menuitem', { name: 'Edit permissions…' }));
    const dialog = page.getByRole('dialog', { name: /Permissions of/ });
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    await toast(page, 'Permissions updated successfully');
  });

  it('opens details with Enter on a row, and runs player actions from the palette', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users?search=2487`);
    const grid = page.getByRole('region', { name: 'REGISTERED users' });
    await grid.getByRole('gridcell', { name: '2487', exact: true }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'User details' });
    await details.getByText('#2487').waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('block user');
    await page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option', { name: /Block user/ })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /^Block / }).waitFor();
  });
});
