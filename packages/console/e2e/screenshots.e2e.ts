import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, inject, it } from 'vitest';
import { login, openBrowser } from './harness';

// Run with `pnpm --filter @backoffice/console screenshots` (SCREENSHOTS=1): the README's images.
const baseUrl = inject('baseUrl');
const out = resolve(import.meta.dirname, '../../../docs/screenshots');
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

describe('screenshots', () => {
  it.each(sizes)('captures login, dashboard, users and the palette at $width x $height', async (size) => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: size.width, height: size.height });
    const { page } = browser;
    const shot = (screen: string) => page.screenshot({ path: `${out}/${screen}-${size.name}.png` });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await shot('login');
    await login(page, baseUrl);
    // Charts near the viewport draw (those further down wait until scrolled to).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.chart-card')]
        .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
        .every((card) => card.querySelector('canvas')),
    );
    // Let the login toast close (3000 ms) so it does not cover the top bar.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
    await shot('dashboard');
    await page.goto(`${baseUrl}/users`);
    await page.getByRole('region', { name: 'REGISTERED users' }).getByRole('row').nth(10).waitFor();
    await shot('users');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('user');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').nth(2).waitFor();
    await page.waitForTimeout(500);
    await shot('palette');
    await browser.close();
  });

  it('captures the screens built on the kit at 1440 x 900, and one at 390 x 844', async () => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await login(page, baseUrl);
    const shot = (name: string) => page.screenshot({ path: `${out}/${name}.png` });
    const grid = (name: string) => page.getByRole('region', { name }).getByRole('row').nth(1).waitFor();
    await page.goto(`${baseUrl}/payment-gateway/fund-reason`);
    await grid('Manual fund reasons');
    await shot('fund-reasons-desktop');
    await page.goto(`${baseUrl}/notifications`);
    await grid('Notifications');
    await page.getByRole('button', { name: 'Send notification…' }).click();
    await page.getByRole('dialog', { name: 'Send notification' }).getByLabel('Title').fill('Kalyan result');
    await page
      .getByRole('dialog', { name: 'Send notification' })
      .getByLabel('Message')
      .fill('Kalyan open is out.');
    await shot('notifications-send-desktop');
    await page.keyboard.press('Control+Enter');
    await page.getByText('Send "Kalyan result" to every player?').waitFor();
    await shot('notifications-confirm-desktop');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/news`);
    await grid('News');
    await shot('news-desktop');
    await page.goto(`${baseUrl}/user-ideas`);
    await grid('User ideas');
    await shot('user-ideas-desktop');
    await page.goto(`${baseUrl}/app-setting/app-version`);
    await page.getByRole('switch', { name: 'Maintenance mode' }).waitFor();
    await shot('app-version-desktop');
    await page.goto(`${baseUrl}/app-setting/banners`);
    await grid('Banners');
    await page.getByRole('button', { name: 'Upload banner…' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shot('banners-upload-desktop');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/users?user=2487`);
    await page.getByRole('dialog', { name: 'User details' }).getByText('#2487').waitFor();
    await shot('users-details-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/payment-gateway/fund-reason`);
    await grid('Manual fund reasons');
    await shot('fund-reasons-mobile');
    await browser.close();
  });

  it('captures the withdrawal triage queue and a player wallet at 1440 x 900', async () => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await login(page, baseUrl);
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.goto(`${baseUrl}/wallet/withdrawals`);
    const table = page.getByRole('table', { name: 'Withdrawal requests' });
    await table.locator('tbody tr').nth(5).waitFor();
    await table.locator('tbody tr').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('j');
    await page.keyboard.press('Space');
    await page.keyboard.press('j');
    await page
      .getByRole('tab', { name: /^Pending/ })
      .locator('.count')
      .filter({ hasText: /^\d+$/ })
      .waitFor();
    await page.screenshot({ path: `${out}/withdrawals-queue-desktop.png` });
    const userId = await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.textContent?.match(/user (\d+)/)?.[1]);
    await page.goto(`${baseUrl}/wallet/view-wallet?user=${userId}`);
    await page.getByRole('dialog', { name: 'Player wallet' }).getByText('Total deposit').waitFor();
    await page
      .getByRole('region', { name: /All transactions/ })
      .or(page.getByText('Balance after'))
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/wallet-desktop.png` });
    await browser.close();
  });
});
