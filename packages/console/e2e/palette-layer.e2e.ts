/**
 * Where the palette sits (src/app/palette/palette-layer.ts): over a screen, an overlay that is not modal
 * (closing a modal dialog restyles the whole page on every Enter) but holds Tab and focus as one would;
 * over a record's modal dialog, modal itself, so it is drawn and used above that dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownScreen, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

const PALETTE = '.palette-overlay[open]';

/** Whether focus is inside the palette. */
const focusInPalette = (page: Page) =>
  page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), PALETTE);

/** Whether the palette's <dialog> is modal (in the top layer, the page behind inert). */
const paletteModal = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector)?.matches(':modal') ?? null, PALETTE);

/** The element drawn at the middle of the palette's search field: the field itself when nothing covers it. */
const drawnOverInput = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector<HTMLElement>('.palette [cmdk-input]');
    const box = input?.getBoundingClientRect();
    if (!box) return 'no input';
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === input ? 'input' : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
  });

describe('the palette over a screen', () => {
  it('is an overlay, not modal, that keeps Tab and focus inside, and Esc gives focus back', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    const search = shownScreen(page).getByRole('searchbox');
    await search.focus();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    expect(await paletteModal(page)).toBe(false);
    expect(await drawnOverInput(page)).toBe('input');
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInPalette(page), `after ${key}`).toBe(true);
    }
    // Focus sent behind the palette (a screen's late arrival focus would do this) comes back to it.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('.kept-screen:not(.kept-screen-hidden) input')?.focus(),
    );
    expect(await focusInPalette(page)).toBe(true);
    await page.keyboard.type('News');
    await page.getByRole('option', { name: /News/ }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('closes on a click beside it, the page behind untouched', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    await shownScreen(page).getByRole('searchbox').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    // The sidebar's first link lies under this point: the overlay takes the click, the link does not.
    await page.mouse.click(60, 300);
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
  });
});

describe("the palette over a record's dialog", () => {
  it('is modal above the dialog, takes typing and Esc returns to the dialog', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users?user=2500`);
    const details = page.getByRole('dialog', { name: 'User details' });
    await details.getByText('#2500').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    expect(await paletteModal(page)).toBe(true);
    // Drawn above the record's dialog, and the field has focus and takes typing.
    expect(await drawnOverInput(page)).toBe('input');
    expect(await focusInPalette(page)).toBe(true);
    await page.keyboard.type('News');
    await page.getByRole('option', { name: /News/ }).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focusInPalette(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    await details.waitFor();
    expect(await details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });
});
