import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, inject, it } from 'vitest';
import { login, openBrowser, shownScreen } from './harness';
import { daysBack, todayIst } from './report-helpers';

// Run with `pnpm --filter @backoffice/console screenshots` (SCREENSHOTS=1): the README's report images.
const baseUrl = inject('baseUrl');
const out = resolve(import.meta.dirname, '../../../docs/screenshots');

/** Waits for the figures and the charts in view, and for the login toast to have closed. */
async function settled(page: import('playwright-core').Page) {
  await shownScreen(page).locator('.report[aria-busy="false"] .ag-row').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.chart-card')]
      .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
      .every((card) => card.querySelector('canvas')),
  );
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

describe('report screenshots', () => {
  it('captures the overall P/L and the PG report drill-down at 1440 x 900', async () => {
    mkdirSync(out, { recursive: true });
    const browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    await login(page, baseUrl);
    await page.goto(`${baseUrl}/reports/overall-pl?start=${daysBack(30)}&orderBy=pnl`);
    await settled(page);
    await page.screenshot({ path: `${out}/overall-pl-desktop.png` });
    await page.goto(`${baseUrl}/reports/pg-report?level=by-date&start=${daysBack(7)}`);
    await settled(page);
    await page.screenshot({ path: `${out}/pg-report-by-date-desktop.png` });
    await page.goto(`${baseUrl}/reports/pg-report?level=transactions&date=${todayIst()}&gateway=Razorpay`);
    await settled(page);
    await page.screenshot({ path: `${out}/pg-report-transactions-desktop.png` });
    await browser.close();
  });
});
