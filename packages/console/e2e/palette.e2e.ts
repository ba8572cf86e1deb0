import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS, ROW_HEIGHT, VISIBLE_ROWS } from '../src/app/palette/row-window';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { pathOf, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

describe('the palette, by keyboard alone', () => {
  it.each(SCREENS.map((s) => [titleText(s.titleKey), s.path] as const))(
    'reaches %s (%s)',
    async (title, path) => {
      const { page } = browser;
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Command palette' });
      await dialog.waitFor();
      await page.keyboard.type(title);
      await dialog.getByRole('option').first().filter({ hasText: title }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(pathOf(page)).toBe(path);
    },
  );

  it('opens while typing in a field, and Esc closes it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
  });

  it('lists every shortcut for ?', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Arriving puts focus on the dashboard's first field, where ? is typed, not run: wait for that focus,
    // then step out of the fields (as a staff member would) before asking for the list.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('?');
    const list = page.getByRole('region', { name: 'Keyboard shortcuts' });
    await list.waitFor();
    expect(await list.textContent()).toContain('Toggle sidebar');
    await page.keyboard.press('Escape');
  });

  it("finds a player by id and Enter opens the player's details", async () => {
    const { page } = browser;
    await page.keyboard.press('Control+k');
    await page.keyboard.type('2500');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await dialog.getByRole('option').first().filter({ hasText: '#2500' }).waitFor();
    // The player's hit can arrive after the last key; the highlight then stays where it was (Enter never
    // changes meaning under the user: "Pending withdrawals over ₹25,000" matched first), so Home takes
    // the first row, as a staff member would.
    await page.keyboard.press('Home');
    await dialog.locator('[aria-selected="true"]').filter({ hasText: '#2500' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\?(.*&)?user=2500/);
    await page.getByRole('dialog', { name: 'User details' }).getByText('#2500').waitFor();
  });
});

describe('the palette renders a window of its rows', () => {
  /** Opens the palette over the empty query (every screen and action) on the dashboard. */
  async function openOnDashboard(page: Page) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const list = page.getByRole('dialog', { name: 'Command palette' }).getByRole('listbox');
    await list.getByRole('option').first().waitFor();
    const total = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
    return { list, total };
  }

  /** Whether a row is under every point down the middle of the list's view (no gap while scrolled). */
  function rowsFillTheView(list: Locator): Promise<boolean> {
    return list.evaluate((element) => {
      const view = element.getBoundingClientRect();
      const x = view.left + view.width / 2;
      const ys = Array.from({ length: Math.floor((view.height - 12) / 4) }, (_, at) => view.top + 6 + at * 4);
      return ys.every((y) => document.elementFromPoint(x, y)?.closest('[cmdk-item]'));
    });
  }

  it('renders later rows, and no gap, when the list is scrolled with the wheel', async () => {
    const { page } = browser;
    const { list, total } = await openOnDashboard(page);
    expect(total).toBeGreaterThan(VISIBLE_ROWS + 2 * OVERSCAN_ROWS);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(VISIBLE_ROWS + OVERSCAN_ROWS + 1);
    expect(await list.locator(`[aria-posinset="${total}"]`).count()).toBe(0);
    const view = await list.boundingBox();
    if (!view) throw new Error('the list has no box');
    await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(600);
    await list.locator('[aria-posinset="20"]').waitFor({ state: 'visible' });
    expect(await rowsFillTheView(list)).toBe(true);
    await page.mouse.wheel(0, 100_000);
    await list.locator(`[aria-posinset="${total}"]`).waitFor();
    await expect.poll(() => rowsFillTheView(list)).toBe(true);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(VISIBLE_ROWS + 2 * OVERSCAN_ROWS + 2);
    await page.keyboard.press('Escape');
  });

  it('highlights the row under the mouse after a scroll, and Enter opens it', async () => {
    const { page } = browser;
    const { list } = await openOnDashboard(page);
    const view = await list.boundingBox();
    if (!view) throw new Error('the list has no box');
    await page.mouse.move(view.x + view.width / 2, view.y + 20);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(500);
    await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
    const hovered = list.getByRole('option', { selected: true });
    // The row under the mouse: 500 px scrolled, half the view down, less the list's 6 px top padding.
    const underMouse = Math.floor((500 + view.height / 2 - 6) / ROW_HEIGHT) + 1;
    await expect.poll(() => hovered.getAttribute('aria-posinset')).toBe(String(underMouse));
    expect(await list.getByRole('option', { selected: true }).count()).toBe(1);
    const id = await hovered.getAttribute('id');
    expect(await page.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(id);
    const title = (await hovered.locator('.palette-label').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('scrolls the highlighted row into view with End, Home and PageDown', async () => {
    const { page } = browser;
    const { list, total } = await openOnDashboard(page);
    const highlighted = list.getByRole('option', { selected: true });
    const inView = () =>
      highlighted.evaluate((row) => {
        const view = row.closest('[cmdk-list]')?.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return Boolean(view && box.top >= view.top && box.bottom <= view.bottom);
      });
    // Entries may still arrive after the palette opened (a screen's actions register when its chunk has
    // loaded; requests to approve come every few seconds): End is pressed once the list holds still for
    // half a second, and the row's place and the list's size are read together.
    const size = () => list.getByRole('option').first().getAttribute('aria-setsize');
    await expect
      .poll(async () => {
        const before = await size();
        await page.waitForTimeout(500);
        return before === (await size());
      })
      .toBe(true);
    await page.keyboard.press('End');
    const [at, of] = await highlighted.evaluate((row) => [
      Number(row.getAttribute('aria-posinset')),
      Number(row.getAttribute('aria-setsize')),
    ]);
    expect(at).toBeGreaterThanOrEqual(total);
    expect(at).toBe(of);
    await expect.poll(inView).toBe(true);
    expect(await page.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(
      await highlighted.getAttribute('id'),
    );
    expect(await rowsFillTheView(list)).toBe(true);
    await page.keyboard.press('Home');
    expect(await highlighted.getAttribute('aria-posinset')).toBe('1');
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('PageDown');
    const page1 = Number(await highlighted.getAttribute('aria-posinset'));
    expect(page1).toBeGreaterThan(8);
    await page.keyboard.press('PageDown');
    expect(Number(await highlighted.getAttribute('aria-posinset'))).toBe(2 * page1 - 1);
    await expect.poll(inView).toBe(true);
    await page.keyboard.type('wallet');
    await expect.poll(() => highlighted.getAttribute('aria-posinset')).toBe('1');
    expect(await list.evaluate((element) => element.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('keeps the highlighted row in view when rows arrive above it', async () => {
    const { page } = browser;
    // A request awaiting approval arrives while the palette is open: its entry is listed before the
    // screen's own actions (those of the player whose row has focus on Users), so the last row,
    // highlighted with End, moves down by one.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = (url: URL) => url.pathname === '/v1/approvals/requests';
    await page.route(requests, async (route) => {
      await held;
      const response = await route.fetch();
      const body = await response.json();
      body.data.rows.push(arrivingRequest());
      await route.fulfill({ response, json: body });
    });
    try {
      await page.goto(`${baseUrl}/users`);
      await page.waitForFunction(() => document.activeElement?.closest('[role="row"][row-id]'));
      await page.keyboard.press('Control+k');
      const list = page.getByRole('dialog', { name: 'Command palette' }).getByRole('listbox');
      await list.getByRole('option').first().waitFor();
      const total = Number(await list.getByRole('option').first().getAttribute('aria-setsize'));
      const highlighted = list.getByRole('option', { selected: true });
      await page.keyboard.press('End');
      const label = await highlighted.locator('.palette-label').textContent();
      await expect.poll(() => inView(highlighted)).toBe(true);
      release();
      await expect.poll(() => highlighted.getAttribute('aria-setsize')).toBe(String(total + 1));
      expect(await highlighted.locator('.palette-label').textContent()).toBe(label);
      expect(await highlighted.getAttribute('aria-posinset')).toBe(String(total + 1));
      await expect.poll(() => inView(highlighted)).toBe(true);
      await page.keyboard.press('Escape');
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});

/** Whether a palette row lies wholly inside the list's view. */
function inView(row: Locator): Promise<boolean> {
  return row.evaluate((element) => {
    const view = element.closest('[cmdk-list]')?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return Boolean(view && box.top >= view.top && box.bottom <= view.bottom);
  });
}

/** A request someone else made, which the signed-in admin may approve (as approvals.list answers it). */
function arrivingRequest() {
  const now = Date.now();
  return {
    request_id: 900_001,
    action: 'WALLET_CREDIT',
    action_label: 'Manual credit',
    operation_id: 'wallet.adjust',
    summary: 'Credit ₹50,000.00 to #1',
    amount: 50_000,
    entity: 'wallet',
    entity_id: '1',
    maker_id: 900_001,
    maker_name: 'Another Staff',
    state: 'PENDING',
    reason: null,
    checker_id: null,
    checker_name: null,
    blind: false,
    preview: {},
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 3_600_000).toISOString(),
    decided_at: null,
    can_approve: true,
    can_cancel: false,
  };
}
