import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, inject, it } from 'vitest';
import { login, openBrowser, shownScreen } from './harness';

// Run with `pnpm --filter @backoffice/console screenshots` (SCREENSHOTS=1): the declare desk for the README.
const baseUrl = inject('baseUrl');
const out = resolve(import.meta.dirname, '../../../docs/screenshots');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('declare desk screenshots', () => {
  it('captures a saved result with its preview, and the bid digit heatmap', async () => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await login(page, baseUrl);
    await page.goto(`${baseUrl}/games/result?date=${today}&session=Close`);
    // The first market in the picker whose Close is still open for entry.
    const picker = shownScreen(page).getByLabel('Provider');
    await picker.locator('option').nth(1).waitFor({ state: 'attached' });
    const values = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    for (const value of values) {
      await picker.selectOption(value);
      await page.getByRole('region', { name: /^Result of / }).waitFor();
      await page.waitForTimeout(400);
      if (await page.getByRole('combobox', { name: 'Close panna' }).count()) break;
    }
    await page.getByRole('combobox', { name: 'Close panna' }).focus();
    await page.keyboard.type('12');
    await page.screenshot({ path: `${out}/declare-desk-typeahead-desktop.png` });
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await shownScreen(page).getByLabel('If declared now').waitFor();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.screenshot({ path: `${out}/declare-desk-desktop.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Bid digit summary' }).click();
    await page.getByTestId('digit-heatmap').waitFor();
    await page.getByTestId('digit-heatmap').screenshot({ path: `${out}/declare-desk-heatmap-desktop.png` });
    await browser.close();
  });
});
