import type { Page } from 'playwright-core';
import type { ScreenDef } from '../src/screens/screen-types';
import { titleText } from '../src/screens/titles';

/** Reaches a screen from the Ctrl+K palette by its title, keyboard only; waits for its h1. */
export async function openFromPalette(page: Page, screen: ScreenDef): Promise<void> {
  const title = titleText(screen.titleKey);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.waitFor();
  await page.keyboard.type(title);
  await dialog.locator(`[cmdk-item][data-value="screen:${screen.id}"]`).waitFor();
  // The screen's row first (another title may contain this one: Market sales report / Market analysis).
  while (
    (await dialog.locator('[cmdk-item][aria-selected="true"]').getAttribute('data-value')) !==
    `screen:${screen.id}`
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === screen.path);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Waits (up to 10 s) for focus to land inside <main> on an element of the screen (not <main> itself). */
export async function focusLanded(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const active = document.activeElement;
        const main = document.getElementById('main');
        return Boolean(active && main?.contains(active) && active !== main);
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}
