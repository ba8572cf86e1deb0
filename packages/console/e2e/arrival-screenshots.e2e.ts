/**
 * Three screens just after arriving from the palette, focus ring on their working element (issue 24):
 * the withdrawals queue (its first request), the declare desk after "Declare next due result" (the next
 * step of the due slot) and a form screen (its first field). Run with SCREENSHOTS=1.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { shownScreen, useServerAndBrowser } from './harness';
import { focusLanded, openFromPalette } from './palette-helpers';

const { browser } = useServerAndBrowser();
const out = resolve(import.meta.dirname, '../../../docs/screenshots');

function screenOf(id: string) {
  const screen = SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`no screen ${id}`);
  return screen;
}

/** No toast over the top bar in the picture (the login toast, the overdue alarm). */
async function toastsGone(page: Page) {
  await page
    .locator('[data-sonner-toast]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

async function shot(page: Page, name: string, working: string) {
  expect(await focusLanded(page), `focus did not land on ${name}`).toBe(true);
  expect(await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), working)).toBe(
    true,
  );
  await toastsGone(page);
  await page.screenshot({ path: `${out}/arrival-${name}.png` });
}

describe('arriving from the palette (screenshots)', () => {
  it('shows where focus lands on the queue, the desk and a form', async () => {
    mkdirSync(out, { recursive: true });
    const { page } = browser;
    await toastsGone(page);
    await openFromPalette(page, screenOf('wallet-withdrawals'));
    await shot(page, 'withdrawals', '.ag-cell');

    await page.keyboard.press('Control+k');
    await page.keyboard.type('Declare next due result');
    await page.keyboard.press('Enter');
    await shownScreen(page).locator('.slot-desk').waitFor();
    await shot(page, 'declare-desk', '.declare-desk');

    await openFromPalette(page, screenOf('app-notice-board'));
    await shot(page, 'notice-board', 'form');
  });
});
