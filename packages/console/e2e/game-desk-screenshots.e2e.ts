import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, inject, it } from 'vitest';
import { login, openBrowser } from './harness';

// Run with `pnpm --filter @backoffice/console screenshots` (SCREENSHOTS=1): the README's game desk images.
const baseUrl = inject('baseUrl');
const out = resolve(import.meta.dirname, '../../../docs/screenshots');

describe('game desk screenshots', () => {
  it('captures the market board, weekly timings, rates, providers and bids at 1440 x 900', async () => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await login(page, baseUrl);
    const shot = (name: string) => page.screenshot({ path: `${out}/${name}.png` });
    const quiet = () =>
      page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.goto(`${baseUrl}/market-board`);
    await page.getByRole('table', { name: /Market board for/ }).waitFor();
    await quiet();
    await shot('market-board');
    await page.goto(`${baseUrl}/games/settings`);
    await page.getByRole('region', { name: 'Market weekly timings' }).getByRole('row').nth(1).waitFor();
    await shot('games-settings');
    await page.goto(`${baseUrl}/games/rates`);
    await page.getByRole('table', { name: 'Market rates' }).waitFor();
    await shot('games-rates');
    await page.goto(`${baseUrl}/starline/provider`);
    await page.getByRole('region', { name: 'Starline providers' }).getByRole('row').nth(1).waitFor();
    await shot('starline-provider');
    await page.goto(`${baseUrl}/games/bids`);
    await page.getByRole('region', { name: 'Market bids' }).getByRole('row').nth(1).waitFor();
    await shot('games-bids');
    await browser.close();
  });
});
