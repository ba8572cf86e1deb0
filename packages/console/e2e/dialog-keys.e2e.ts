/**
 * No stray key moves money (issue 35): on every screen, every action that opens a dialog (each row
 * menu item and each toolbar button marked `data-dialog`) is opened, and the whole alphabet, the digits,
 * punctuation and finally Space are typed into it, as a user typing a reason would: nothing outside the
 * dialog changes. Counted in the browser: no request other than a read (GET) leaves for the server, the
 * URL stays, and the same dialog is still open until Space (which may press its focused Cancel).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import type { ScreenDef } from '../src/screens/screen-types';
import { titleText } from '../src/screens/titles';
import { clientOfBrowser, useServerAndBrowser } from './harness';
import { focusLanded } from './palette-helpers';
import { daysBack } from './report-helpers';

const { baseUrl, browser } = useServerAndBrowser();

/** Every printable key but Enter: what a stray hand or a reason typed in the wrong place sends. */
export const STRAY_KEYS =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`~!@#$%^&*()-_=+[]{}\\|;:\'",.<>/?';

/** Requests that would change something on the server (anything but a read), counted as they leave. */
function countWrites(page: Page): { count: () => string[]; stop: () => void } {
  const sent: string[] = [];
  const listener = (request: { method: () => string; url: () => string }) => {
    if (request.method() !== 'GET' && request.url().includes('/v1/'))
      sent.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', listener);
  return { count: () => [...sent], stop: () => page.off('request', listener) };
}

const openDialogTitle = (page: Page) =>
  page.evaluate(() => {
    const open = [...document.querySelectorAll('dialog.modal[open]')];
    const top = open[open.length - 1];
    const id = top?.getAttribute('aria-labelledby');
    return id ? (document.getElementById(id)?.textContent ?? '') : null;
  });

/** Escape until only the `keep` dialogs open before the action (a drawer) are left. */
async function closeDialogs(page: Page, keep: number) {
  for (let i = 0; i < 4 && (await page.locator('dialog.modal[open]').count()) > keep; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

/** The dialog-opening actions the screen shows: toolbar buttons in <main>, and the focused row's menu. */
async function dialogActions(page: Page): Promise<{ id: string; inMenu: boolean }[]> {
  const toolbar = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [data-action][data-dialog]')]
      .filter((e) => e.getClientRects().length > 0 && !(e as HTMLButtonElement).disabled)
      .map((e) => e.dataset.action ?? ''),
  );
  let menu: string[] = [];
  const onRow = await page.evaluate(() => Boolean(document.activeElement?.closest('.ag-cell')));
  if (onRow && (await page.locator('main .row-menu-button').count()) > 0) {
    await page.keyboard.press('Shift+F10');
    const rowMenu = page.getByRole('menu', { name: 'Row actions' });
    if (
      await rowMenu.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      )
    ) {
      menu = await rowMenu
        .locator('[data-action][data-dialog]')
        .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.action ?? ''));
      await page.keyboard.press('Escape');
      await rowMenu.waitFor({ state: 'detached' });
    }
  }
  return [...toolbar.map((id) => ({ id, inMenu: false })), ...menu.map((id) => ({ id, inMenu: true }))];
}

/** Opens one action's dialog from the keyboard (its toolbar button, or the row's menu item), loaded. */
async function openAction(
  page: Page,
  action: { id: string; inMenu: boolean },
  row: string | null,
  behind: number,
) {
  if (action.inMenu) {
    if (row !== null) await page.locator(`main [row-id="${row}"] .ag-cell`).first().focus();
    await page.keyboard.press('Shift+F10');
    const item = page.getByRole('menu', { name: 'Row actions' }).locator(`[data-action="${action.id}"]`);
    await item.focus();
  } else await page.locator(`main [data-action="${action.id}"]`).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (behind) => {
      const open = [...document.querySelectorAll('dialog.modal[open]')];
      const top = open[open.length - 1];
      return (
        open.length > behind &&
        Boolean(top?.contains(document.activeElement)) &&
        !top?.querySelector('[role="status"]')
      );
    },
    behind,
    { timeout: 5000 },
  );
}

async function typeIntoEveryDialog(screen: ScreenDef, query = '', firstRow = false): Promise<number> {
  const { page } = browser;
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${baseUrl}${screen.path}${query}`);
  await page.getByRole('heading', { level: 1, name: titleText(screen.titleKey), exact: true }).waitFor();
  await focusLanded(page);
  // The list's data settle (the first answer, counts) before anything is counted (the live stream never idles).
  await page.waitForTimeout(800);
  if (firstRow) {
    const cell = page.locator('main [role="row"][row-index="0"] .ag-cell').first();
    await cell.waitFor();
    await cell.focus();
  }
  const row = await page.evaluate(
    () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null,
  );
  const actions = await dialogActions(page);
  const behind = await page.locator('dialog.modal[open]').count();
  for (const action of actions) {
    await openAction(page, action, row, behind);
    const title = await openDialogTitle(page);
    const url = page.url();
    const writes = countWrites(page);
    await page.keyboard.type(STRAY_KEYS);
    expect(await openDialogTitle(page), `${action.id} on ${screen.path}: the dialog changed`).toBe(title);
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await closeDialogs(page, behind);
    await page.waitForTimeout(150);
    writes.stop();
    expect(
      writes.count(),
      `${action.id} on ${screen.path}: a key typed in its dialog sent a request`,
    ).toEqual([]);
    expect(page.url(), `${action.id} on ${screen.path}: a key typed in its dialog moved the page`).toBe(url);
    expect(await page.locator('dialog.modal[open]').count()).toBe(behind);
  }
  return actions.length;
}

const row = (screen: ScreenDef) => [titleText(screen.titleKey), screen] as const;

describe('a key typed in a dialog stays in the dialog', () => {
  const walked = new Map<string, number>();
  it.each(SCREENS.map(row))(
    '%s: every dialog takes the alphabet, digits, punctuation and Space, and nothing else moves',
    async (_title, screen) => {
      walked.set(screen.id, await typeIntoEveryDialog(screen));
    },
  );

  // A record's own view: the player's wallet (Adjust balance) and the player's details (block, watchlist…).
  const drawers = [
    ['Player wallet', 'wallet-view'],
    ['User details', 'users'],
  ] as const;
  it.each(drawers)(
    '%s (a drawer): every dialog of its toolbar takes the keys, and nothing else moves',
    async (name, id) => {
      const screen = SCREENS.find((s) => s.id === id) as ScreenDef;
      const client = await clientOfBrowser(browser.page, baseUrl);
      const [player] = (await client.wallet.users({ perPage: 1 })).rows;
      if (!player) throw new Error('no players in the demo data');
      walked.set(`${id}?user`, await typeIntoEveryDialog(screen, `?user=${player.userId}`));
      expect(walked.get(`${id}?user`), name).toBeGreaterThan(0);
    },
  );

  // The result desk at today's default slot may hold no result yet (it depends on the hour): yesterday's
  // results are all declared, so each row offers Revert (a reason form, then a confirmation).
  it.each(['games-result', 'starline-result', 'jackpot-result'])(
    "%s on yesterday's declared results: every dialog takes the keys, and nothing else moves",
    async (id) => {
      const screen = SCREENS.find((s) => s.id === id) as ScreenDef;
      walked.set(`${id}?yesterday`, await typeIntoEveryDialog(screen, `?date=${daysBack(1)}`, true));
      expect(walked.get(`${id}?yesterday`), id).toBeGreaterThan(0);
    },
  );

  it('walked the dialogs of the money and request screens (a walk that found none would prove nothing)', () => {
    console.log(JSON.stringify(Object.fromEntries(walked)));
    for (const id of ['wallet-withdrawals', 'pg-gateway', 'users', 'pg-fund-reason', 'masters-employees'])
      if (walked.has(id)) expect(walked.get(id), id).toBeGreaterThan(0);
  });
});
