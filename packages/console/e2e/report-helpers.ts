import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { shiftDate } from '../src/components/report/quick-ranges';
import { shownScreen } from './harness';

/** Today's business date in IST, as the console computes it. */
export function todayIst(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Opens a screen from the palette by its title, as a power user would. */
export async function openFromPalette(page: Page, baseUrl: string, title: string, path: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.waitFor();
  await page.keyboard.type(title);
  await dialog.getByRole('option').first().filter({ hasText: title }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}${path}`);
  await shownScreen(page).locator('.report[aria-busy="false"]').waitFor();
}

/** Moves along the quick ranges from `from` by `steps` with the arrow keys and picks with Enter. */
export async function pickQuickRange(page: Page, from: string, steps: number) {
  const toolbar = page.getByRole('toolbar', { name: 'Quick ranges' });
  await toolbar.getByRole('button', { name: from }).focus();
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
}

export const daysBack = (days: number) => shiftDate(todayIst(), -days);

/** Opens a grid row from the keyboard: focus its cell with `text`, then Enter. */
export async function openRow(page: Page, region: string, text: string) {
  const cell = page
    .getByRole('region', { name: region })
    .getByRole('gridcell', { name: text, exact: true })
    .first();
  await cell.click();
  await page.keyboard.press('Enter');
}

/** Clicks the export and reads the file saved: its name, header line and number of data lines. */
export async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: /^Export CSV/ }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text.trimEnd().split('\n');
  return { fileName: download.suggestedFilename(), header: lines[0], rows: lines.length - 1 };
}

/** A count from the totals line (e.g. 'Players'), as a number. */
export async function totalCount(page: Page, label: string): Promise<number> {
  const totals = shownScreen(page).getByLabel('Totals for the filtered set');
  const value = totals
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
  return Number((await value.first().textContent())?.replace(/,/g, ''));
}

/** The row count of the list's pager ('1–10 of 28 · Page 1 of 3' is 28). */
export async function pagerTotal(page: Page): Promise<number> {
  const text =
    (await shownScreen(page)
      .getByText(/ of [\d,]+ · Page/)
      .first()
      .textContent()) ?? '';
  return Number(text.match(/of ([\d,]+) ·/)?.[1]?.replace(/,/g, ''));
}
