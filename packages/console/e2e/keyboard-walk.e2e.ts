/**
 * The console walked by keyboard alone (no mouse event): every registered screen reached from the palette,
 * focus where the work is, a move to the next record, the record's menu (Shift+F10) and one of its
 * dialogs (run from the palette) closed with Escape, focus back on the record each time, the record's
 * actions found in the palette. Every action a screen shows (`data-action`, kit buttons and row menu items)
 * must be a palette entry.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import type { ScreenDef } from '../src/screens/screen-types';
import { titleText } from '../src/screens/titles';
import { useServerAndBrowser } from './harness';
import { focusLanded, openFromPalette } from './palette-helpers';

const { browser } = useServerAndBrowser();

interface FocusState {
  /** Focus on <body> (or nowhere). */
  body: boolean;
  /** Focus on <main> itself: the fallback, not a working element. */
  main: boolean;
  /** Focus inside <main>, on an element of the screen. */
  inside: boolean;
  /** On a record: a grid cell or the triage queue's row. */
  record: boolean;
  /** The record's place in its list. */
  row: string | null;
  field: boolean;
  desk: boolean;
  /** <main> shows a list (a grid or the triage queue). */
  list: boolean;
  describe: string;
}

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const main = document.getElementById('main');
    const row = active?.closest('[row-index]')?.getAttribute('row-index') ?? null;
    const queueRow = active?.closest('.queue-table tbody tr');
    return {
      body: !active || active === document.body,
      main: active === main,
      inside: Boolean(active && main?.contains(active) && active !== main),
      record: Boolean(active?.closest('.ag-cell, .ag-header-cell, .queue-table tbody tr')),
      row: queueRow ? (queueRow.getAttribute('data-request-id') ?? null) : row,
      field: Boolean(active?.matches('input, select, textarea')),
      desk: Boolean(active?.closest('.declare-desk')),
      list: Boolean(main?.querySelector(':is(.data-grid, .queue-table):not([inert] *)')),
      describe: active
        ? `${active.tagName.toLowerCase()}.${active.className} ${active.getAttribute('name') ?? ''} ${active.getAttribute('aria-label') ?? ''}`
        : '-',
    };
  });
}

/** Waits (up to 10 s) for focus to land on an element of the screen; the state it ended in either way. */
async function landed(page: Page): Promise<FocusState> {
  await focusLanded(page);
  return focusState(page);
}

interface ShownAction {
  id: string;
  /** The text a user would look for in the palette (the label without its "…"). */
  text: string;
  /** It opens a dialog (a form or a confirmation: `data-dialog`). */
  dialog: boolean;
}

/** The actions shown in <main> (on the screen shown, not the kept ones behind it) and in an open row menu. */
function shownActions(page: Page): Promise<ShownAction[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main [data-action]:not([inert] *), [role="menu"] [data-action]',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const full = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim();
        return {
          id: element.dataset.action ?? '',
          text: full.replace(/…$/, '').trim(),
          dialog: element.dataset.dialog !== undefined,
        };
      }),
  );
}

/** Runs a shown action from the palette (found by its text, chosen by its id). */
async function runFromPalette(page: Page, action: ShownAction): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await page.keyboard.type(action.text.split(/[:\d]/)[0]?.trim() || action.text);
  const value = `action:${action.id}`;
  await dialog.locator(`[cmdk-item][data-value="${value}"]`).waitFor({ timeout: 3000 });
  while ((await dialog.locator('[cmdk-item][aria-selected="true"]').getAttribute('data-value')) !== value)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** The actions of `shown` the palette does not list (searched by their text). */
async function missingFromPalette(page: Page, shown: ShownAction[]): Promise<string[]> {
  const missing: string[] = [];
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  for (const action of shown) {
    await page.keyboard.press('Control+a');
    await page.keyboard.type(action.text.split(/[:\d]/)[0]?.trim() || action.text);
    const entry = dialog.locator(`[cmdk-item][data-value="action:${action.id}"]`);
    const found = await entry
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!found) missing.push(`${action.id} ("${action.text}")`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return missing;
}

/** One screen's walk: reached from the palette, focus checked, a record, its actions, Escape. */
async function walkScreen(_title: string, screen: ScreenDef): Promise<void> {
  const { page } = browser;
  await openFromPalette(page, screen);
  const arrived = await landed(page);
  expect(arrived.body, `focus on <body> on ${screen.path}`).toBe(false);
  expect(arrived.inside, `focus not on a working element of ${screen.path}: ${arrived.describe}`).toBe(true);
  // A list screen with no list yet (Search account before a search) works from its search.
  if (screen.focus === 'grid') expect(arrived.record || !arrived.list, arrived.describe).toBe(true);
  if (screen.focus === 'field') expect(arrived.field, arrived.describe).toBe(true);
  if (screen.focus === 'entry') expect(arrived.desk, arrived.describe).toBe(true);

  // On a record: J (or ↓) moves to the next one at once, K back.
  if (screen.focus === 'grid' && arrived.row !== null) {
    await page.keyboard.press('j');
    const next = await focusState(page);
    const rows = await page
      .locator(
        'main [role="row"][row-index][row-id]:not(.ag-row-pinned, [inert] *), main .queue-table:not([inert] *) tbody tr',
      )
      .count();
    if (rows > 1) expect(next.row, `J did not move on ${screen.path}`).not.toBe(arrived.row);
    await page.keyboard.press('k');
    expect((await focusState(page)).row).toBe(arrived.row);
  }

  // The record's menu (Shift+F10, the platform's context-menu key), read and closed with Escape: focus
  // comes back to the same record.
  const onRecord = await focusState(page);
  let menuActions: ShownAction[] = [];
  if (
    onRecord.record &&
    onRecord.row !== null &&
    (await page.locator('main .row-menu-button:not([inert] *)').count()) > 0
  ) {
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Row actions' });
    await menu.waitFor({ timeout: 2000 });
    menuActions = await shownActions(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    const back = await focusState(page);
    expect(back.row, `Escape on the row menu left the record on ${screen.path}`).toBe(onRecord.row);
    // One of its actions that opens a dialog (a form or a confirmation), run from the palette and closed
    // with Escape: focus comes back to the record it would have acted on.
    const dialogAction = menuActions.find((action) => action.dialog);
    if (dialogAction) {
      await runFromPalette(page, dialogAction);
      const dialog = page.locator('dialog.modal[open]');
      await dialog.waitFor({ timeout: 5000 });
      // The dialog as the user meets it: its form loaded (not the "Loading..." it may show first), focus in it.
      await page.waitForFunction(
        () =>
          Boolean(document.activeElement?.closest('dialog.modal[open]')) &&
          !document.querySelector('dialog.modal[open] [role="status"]'),
        undefined,
        { timeout: 5000 },
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement !== document.body && !document.activeElement?.closest('dialog'),
      );
      const closed = await focusState(page);
      expect(closed.body, `closing ${dialogAction.id} left focus on <body> on ${screen.path}`).toBe(false);
      expect(closed.row, `closing ${dialogAction.id} did not give focus back on ${screen.path}`).toBe(
        onRecord.row,
      );
    }
  }
  const before = await focusState(page);
  const shown = [...(await shownActions(page)), ...menuActions];
  const missing = await missingFromPalette(page, shown);
  expect(missing, `shown on ${screen.path} but not in the palette`).toEqual([]);
  const after = await focusState(page);
  expect(after.body, `Escape left focus on <body> on ${screen.path}`).toBe(false);
  expect(after.describe, `focus did not come back on ${screen.path}`).toBe(before.describe);
  expect(after.row).toBe(before.row);
}

const row = (screen: ScreenDef) => [titleText(screen.titleKey), screen] as const;
const NAME = '%s: focus lands on its working element, actions are in the palette, Escape gives focus back';

describe('the console by keyboard alone', () => {
  it.each(SCREENS.map(row))(NAME, walkScreen);
});

/** Where focus is: a row of a grid or of the approvals table, a dialog, or the described element. */
const whereFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      row:
        active?.closest('[row-id]')?.getAttribute('row-id') ??
        active?.closest('tr[data-request-id]')?.getAttribute('data-request-id') ??
        null,
      dialog: active?.closest('dialog[open]')?.getAttribute('aria-labelledby') ?? null,
      label: active?.getAttribute('aria-label') ?? null,
    };
  });

/** Opens a record's dialog with `key`, closes it with Escape: focus is back on the same record. */
async function dialogAndBack(page: Page, key: string) {
  const before = await whereFocus(page);
  expect(before.row, 'focus is on a record first').not.toBeNull();
  await page.keyboard.press(key);
  await page.locator('dialog[open]').first().waitFor();
  await expect.poll(async () => (await whereFocus(page)).dialog).not.toBeNull();
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').first().waitFor({ state: 'detached' });
  await expect.poll(async () => (await whereFocus(page)).row).toBe(before.row);
}

describe('the screens beyond the spec, by keyboard alone (approvals, risk, books, audit, sessions)', () => {
  const screen = (id: string) => SCREENS.find((s) => s.id === id) as ScreenDef;

  it('Approvals: focus on the first request, J/K move from it and back', async () => {
    const { page } = browser;
    await openFromPalette(page, screen('approvals'));
    await expect.poll(async () => (await whereFocus(page)).row, { timeout: 10_000 }).not.toBeNull();
    const first = (await whereFocus(page)).row;
    await page.keyboard.press('j');
    const rows = await page.locator('main tr[data-request-id]').count();
    if (rows > 1) expect((await whereFocus(page)).row).not.toBe(first);
    await page.keyboard.press('k');
    expect((await whereFocus(page)).row).toBe(first);
  });

  it('Late bids and Improbable winners: focus lands on the first row', async () => {
    const { page } = browser;
    for (const id of ['risk-late-bids', 'risk-improbable-winners']) {
      await openFromPalette(page, screen(id));
      await expect.poll(async () => (await whereFocus(page)).row, { timeout: 10_000 }).not.toBeNull();
    }
  });

  it("Books: focus on the checks' first row, Alt+O opens its check, Escape gives the row back", async () => {
    const { page } = browser;
    await openFromPalette(page, screen('risk-books'));
    await expect.poll(async () => (await whereFocus(page)).row, { timeout: 10_000 }).not.toBeNull();
    await dialogAndBack(page, 'Alt+o');
  });

  it('Audit trail: focus on the first change, Alt+O opens it, Escape gives the row back', async () => {
    const { page } = browser;
    await openFromPalette(page, screen('masters-audit-log'));
    await expect.poll(async () => (await whereFocus(page)).row, { timeout: 10_000 }).not.toBeNull();
    await dialogAndBack(page, 'Alt+o');
  });

  it('Your sessions: from the user menu by keyboard, Escape gives focus back to the menu button', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'User menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Your sessions' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your sessions');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your sessions' });
    await dialog.waitFor();
    await expect.poll(async () => (await whereFocus(page)).dialog).not.toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
});
