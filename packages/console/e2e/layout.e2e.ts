import { describe, expect, it } from 'vitest';
import { machineNow, shownScreen, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser({ perTest: true });

async function sidebarState() {
  return browser.page.locator('aside.sidebar').getAttribute('data-state');
}

async function cookie() {
  const cookies = await browser.context.cookies(baseUrl);
  return cookies.find((c) => c.name === 'sidebar_state');
}

describe('sidebar', () => {
  it('toggles with Ctrl+B anywhere and with the button, kept in a 7-day cookie', async () => {
    const { page } = browser;
    expect(await sidebarState()).toBe('expanded');
    await page.keyboard.press('Control+b');
    expect(await sidebarState()).toBe('collapsed');
    const stored = await cookie();
    expect(stored?.value).toBe('false');
    const lifetime = (stored?.expires ?? 0) - machineNow() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604800 + 1);
    await shownScreen(page).getByLabel('From', { exact: true }).focus();
    await page.keyboard.press('Control+b');
    expect(await sidebarState()).toBe('expanded');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    expect(await sidebarState()).toBe('collapsed');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sidebarState()).toBe('collapsed');
  });

  it('shows a popup of the group children on hover when collapsed', async () => {
    const { page } = browser;
    await page.keyboard.press('Control+b');
    await page.getByRole('button', { name: 'Wallet' }).hover();
    const popup = page.getByRole('list', { name: 'Wallet' });
    await popup.waitFor();
    await popup.getByRole('link', { name: 'Withdraw history' }).click();
    await page.waitForURL(`${baseUrl}/wallet/withdraw-history`);
  });

  it('expands groups as accordions', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Zero balance report' }).click();
    await page.waitForURL(`${baseUrl}/reports/zero-balance`);
    expect(await page.getByRole('button', { name: 'Reports' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('collapses to icons at 768 px and below', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 768, height: 900 });
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getAttribute('data-state') === 'collapsed',
    );
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getAttribute('data-state') === 'expanded',
    );
  });
});
