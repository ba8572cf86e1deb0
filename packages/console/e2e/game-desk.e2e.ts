/**
 * The game desk against the real server, by keyboard: a day's timings (and the server's field error on
 * its field), a rate change asked first, a provider's create / rename / status / delete (and the
 * server's refusal to delete one with bids), the bids filters with their totals and the CSV export,
 * and the market board's overdue alarm with the palette's "Declare next due result". The server's
 * state is read back through the SDK.
 */
import { readFileSync } from 'node:fs';
import type { BackofficeClient } from '@backoffice/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../src/components/format';
import {
  BOARD_FAMILIES,
  byMostOverdue,
  dueResultsOf,
  istSecondsOfDay,
} from '../src/components/game/board-time';
import { BID_TYPE_LABELS } from '../src/components/game/family';
import { clientOfBrowser, pathOf, runFromPalette, toastSaid, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let client: BackofficeClient;

beforeAll(async () => {
  client = await clientOfBrowser(browser.page, baseUrl);
});

/** Types a 24 h time into a focused time field (hour, minute, then the AM/PM part of the en-US field). */
async function typeTime(page: Page, time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const h = hours ?? 0;
  await page.keyboard.type(String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0'));
  await page.keyboard.type(String(minutes ?? 0).padStart(2, '0'));
  await page.keyboard.type(h < 12 ? 'A' : 'P');
}

/** Into the grid by keyboard: its first column header, then down the rows to the one showing `cell`. */
async function focusRow(page: Page, region: string, cell: string) {
  const grid = page.getByRole('region', { name: region });
  const target = grid.getByRole('gridcell', { name: cell, exact: true }).first();
  await target.waitFor();
  await grid.getByRole('columnheader').first().focus();
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(
      () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
    );
    if (focused.includes(cell)) return;
  }
  throw new Error(`no row showing ${cell} in ${region}`);
}

/**
 * Waits until the searched list has arrived: every row of the grid shows `text`. A row focused before that
 * would be replaced under the keyboard when the filtered answer lands.
 */
async function showsOnly(page: Page, region: string, text: string) {
  await page.waitForFunction(
    ([label, wanted]) => {
      const rows = document
        .querySelector(`section[aria-label="${label}"]`)
        ?.querySelectorAll('[role="row"].ag-row');
      return !!rows && rows.length > 0 && [...rows].every((row) => row.textContent?.includes(wanted));
    },
    [region, text] as const,
  );
}

describe('game desk by keyboard', () => {
  it("edits Monday's timings; a result time before the bid time is refused on its field", async () => {
    const { page } = browser;
    const [market] = (await client.providers.listByType({ type: 1 })).rows;
    if (!market) throw new Error('no market in the demo data');
    await page.goto(`${baseUrl}/games/settings?providerId=${market.providerId}`);
    await focusRow(page, 'Market weekly timings', 'Monday');
    await page.keyboard.press('Alt+e');
    const dialog = page.getByRole('dialog', { name: `${market.providerName}: Monday timings (IST)` });
    await dialog.waitFor();
    const times: [string, string][] = [
      ['OBT: open bids close', '09:05'],
      ['OBRT: open result', '08:55'],
      ['CBT: close bids close', '11:05'],
      ['CBRT: close result', '11:15'],
    ];
    for (const [label, time] of times) {
      await dialog.getByLabel(label).focus();
      await typeTime(page, time);
    }
    await page.keyboard.press('Control+Enter');
    const obrt = dialog.getByLabel('OBRT: open result');
    await dialog.getByText('OBRT must not be before OBT').waitFor();
    expect(await obrt.getAttribute('aria-invalid')).toBe('true');
    await obrt.focus();
    await typeTime(page, '09:15');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    const monday = (await client.settings.list({ providerType: 1, providerId: market.providerId })).rows.find(
      (row) => row.day === 'MONDAY',
    );
    expect(monday).toMatchObject({ OBT: '09:05', OBRT: '09:15', CBT: '11:05', CBRT: '11:15' });
  });

  it('changes a starline rate after a confirmation listing old -> new', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/starline/rates`);
    const win = page.getByRole('textbox', { name: 'Single Digit win' });
    await win.waitFor();
    const before = (await client.rates.get({ providerType: 2 })).rows.find(
      (r) => r.bidType === 'SINGLE_DIGIT_STARLINE',
    );
    await win.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('92');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change starline rates' });
    await dialog
      .getByText(
        `10 ka ${(10 * (before?.winAmount ?? 0)) / (before?.bidAmount ?? 1)} (${before?.bidAmount} wins ${before?.winAmount}) -> 10 ka ${(10 * 92) / (before?.bidAmount ?? 1)}`,
        { exact: false },
      )
      .waitFor();
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    const after = (await client.rates.get({ providerType: 2 })).rows.find(
      (r) => r.bidType === 'SINGLE_DIGIT_STARLINE',
    );
    expect(after?.winAmount).toBe(92);
  });

  it('applies a shortcut typed right after an arrow key to the row the arrow reached', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/jackpot/provider`);
    const grid = page.getByRole('region', { name: 'Jackpot providers' });
    await grid.getByRole('row').nth(4).waitFor();
    for (let rows = 1; rows <= 4; rows++) {
      await grid.getByRole('columnheader').first().focus();
      for (let step = 0; step < rows; step++) await page.keyboard.press('ArrowDown');
      // No pause: AG Grid reports a focused cell a task later, and the browser runs key presses first.
      await page.keyboard.press('Alt+e');
      const name = await grid
        .locator(`[row-index="${rows - 1}"] [col-id="providerName"]`)
        .first()
        .textContent();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await edit.waitFor();
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });
    }
  });

  it('creates, renames, deactivates and deletes a jackpot provider; one with bids is not deleted', async () => {
    const { page } = browser;
    const name = `Jackpot e2e ${Date.now() % 100000}`;
    await page.goto(`${baseUrl}/jackpot/provider`);
    await page.getByRole('button', { name: 'Add jackpot provider…' }).waitFor();
    await runFromPalette(page, 'Add jackpot provider');
    const add = page.getByRole('dialog', { name: 'Add jackpot provider' });
    await add.getByLabel('Provider name').waitFor();
    await page.keyboard.type(name);
    await page.keyboard.press('Control+Enter');
    await add.waitFor({ state: 'detached' });
    await toastSaid(page, 'Game provider created successfully');
    const created = (await client.providers.listByType({ type: 3 })).rows.find(
      (r) => r.providerName === name,
    );
    expect(created?.isActive).toBe(true);

    await page.getByRole('searchbox', { name: 'Search jackpot providers' }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await showsOnly(page, 'Jackpot providers', name);
    await focusRow(page, 'Jackpot providers', name);
    await page.keyboard.press('Alt+e');
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Game name').focus();
    await page.keyboard.type('Evening jackpot');
    await page.keyboard.press('Control+Enter');
    await edit.waitFor({ state: 'detached' });
    await toastSaid(page, 'Game provider updated successfully');

    await focusRow(page, 'Jackpot providers', name);
    await page.keyboard.press('Alt+s');
    await page
      .getByRole('region', { name: 'Jackpot providers' })
      .getByRole('gridcell', { name: 'No', exact: true })
      .waitFor();
    expect(
      (await client.providers.listByType({ type: 3 })).rows.find((r) => r.providerName === name)?.isActive,
    ).toBe(false);

    await focusRow(page, 'Jackpot providers', name);
    await page.keyboard.press('Alt+Delete');
    const remove = page.getByRole('dialog', { name: 'Delete jackpot provider' });
    await remove.getByText(`Delete "${name}"`, { exact: false }).waitFor();
    await page.keyboard.press('Control+Enter');
    await remove.waitFor({ state: 'detached' });
    await toastSaid(page, 'Game provider deleted successfully');
    expect((await client.providers.listByType({ type: 3 })).rows.some((r) => r.providerName === name)).toBe(
      false,
    );

    // A provider with bids: the server refuses, and the dialog says what it said.
    const withBids = (await client.bids.list({ bidDate: istDate(0), gameType: 3, perPage: 1 })).rows[0];
    if (!withBids) throw new Error('no jackpot bid today in the demo data');
    await page.goto(`${baseUrl}/jackpot/provider?search=${encodeURIComponent(withBids.providerName)}`);
    await focusRow(page, 'Jackpot providers', withBids.providerName);
    await page.keyboard.press('Alt+Delete');
    const refuse = page.getByRole('dialog', { name: 'Delete jackpot provider' });
    await refuse.waitFor();
    await page.keyboard.press('Control+Enter');
    await refuse.getByRole('alert').waitFor();
    expect(await refuse.getByRole('alert').textContent()).toMatch(/bids/i);
    await page.keyboard.press('Escape');
    expect(
      (await client.providers.listByType({ type: 3 })).rows.some((r) => r.providerId === withBids.providerId),
    ).toBe(true);
  });

  it('filters bids by date, provider and game type, totals the filtered set and exports it', async () => {
    const { page } = browser;
    const date = istDate(0);
    const [first] = (await client.bids.list({ bidDate: date, gameType: 1, perPage: 1 })).rows;
    if (!first) throw new Error('no market bid today in the demo data');
    await page.goto(`${baseUrl}/games/bids`);
    const provider = page.getByRole('combobox', { name: 'Provider' });
    await provider.locator('option', { hasText: first.providerName }).first().waitFor({ state: 'attached' });
    await provider.focus();
    await page.keyboard.type(first.providerName);
    await page.waitForURL((url) => url.searchParams.get('providerId') === String(first.providerId));
    await page.getByRole('combobox', { name: 'Game type' }).focus();
    await page.keyboard.type(BID_TYPE_LABELS[first.bidType]);
    await page.waitForURL((url) => url.searchParams.get('bidType') === first.bidType);
    const expected = await client.bids.list({
      bidDate: date,
      gameType: 1,
      providerId: first.providerId,
      bidType: first.bidType,
    });
    const count = expected.totals.bidCount.toLocaleString('en-IN');
    await page
      .getByText(`Totals for the filtered set: ${count} ${expected.totals.bidCount === 1 ? 'bid' : 'bids'}`)
      .waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV (all filtered bids)' }).focus();
    await page.keyboard.press('Enter');
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(
      'bid_id,bid_date,user_id,player,provider,session,game_type,digit,stake,won,status,placed_at',
    );
    expect(lines).toHaveLength(expected.pagination.totalCount + 1);
    expect(pathOf(page)).toContain(`providerId=${first.providerId}`);
  });

  it('raises the overdue alarm (toast and sidebar badge) and the palette declares the most overdue result', async () => {
    const { page } = browser;
    const date = istDate(0);
    const board = await client.board.day({ type: 'starline', date });
    const slot = board.rows.find((row) => row.openToday && row.slots[0]?.result !== 'DECLARED');
    if (!slot) throw new Error('no undeclared starline slot today in the demo data');
    const [setting] = (await client.settings.list({ providerType: 2, providerId: slot.providerId })).rows;
    if (!setting) throw new Error('no settings for the starline slot');
    // Its result time is now past: due at 00:01 IST every day.
    await client.settings.updateAllDays({ settingId: setting.settingId, OBT: '00:00', OBRT: '00:01' });
    try {
      await page.goto(`${baseUrl}/market-board?family=starline`);
      await page.getByRole('table', { name: `Starline board for ${date}` }).waitFor();
      const line = page.getByRole('row', { name: new RegExp(`^${slot.providerName} `) });
      await line.getByText(/^(result due|overdue)$/).waitFor();
      const badge = page.getByRole('navigation', { name: 'Main' }).getByRole('status', { name: /due$/ });
      await badge.waitFor();
      const boards = await Promise.all(
        BOARD_FAMILIES.map(async (info) =>
          dueResultsOf(
            info,
            await client.board.day({ type: info.family, date }),
            istSecondsOfDay(new Date()),
          ),
        ),
      );
      const due = boards.flat().sort(byMostOverdue);
      expect(Number(await badge.textContent())).toBe(due.length);
      // One line: the slot alone, or the count and the way to act on the most overdue (this one, due 00:01).
      await toastSaid(
        page,
        due.length === 1
          ? `Result not declared: ${slot.providerName} (due 00:01 IST)`
          : `${due.length} results not declared: Alt+Shift+D declares ${slot.providerName}, the Market board lists all`,
      );
      await runFromPalette(page, 'Declare next due result');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === due[0]?.href);
      // The desk takes the result at once: its panna entry when nothing is saved for the slot yet, else
      // the next step (Preview, then Declare).
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (active?.closest('.slot-desk [role="combobox"]')) return 'entry';
          return active?.closest('.slot-desk button')?.textContent?.trim() ?? 'elsewhere';
        });
      await expect.poll(focused).toMatch(/^(entry|Preview.*|Declare.*)$/);
      if ((await focused()) === 'entry') {
        await page.keyboard.type('128');
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('128');
      }
    } finally {
      await client.settings.updateAllDays({
        settingId: setting.settingId,
        OBT: setting.OBT,
        OBRT: setting.OBRT,
      });
    }
  });
});
