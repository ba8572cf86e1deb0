/**
 * The console on a host that serves exactly the spec's calls (the reference server with V1_OFFER=spec:
 * every designed operation, GET /v1/capabilities included, answers 404), three of whose calls live on
 * other paths (V1_REMAP) that the console's /config.json maps (its own copy of the build, no rebuild).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATIONS, type OperationId } from '@backoffice/sdk';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../scripts/start-server.mjs';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { type Browser, login, openBrowser, type RunningServer } from './harness';

const MAP = {
  'users.list': { method: 'GET', path: '/staff-side/players' },
  'news.list': { method: 'POST', path: '/content/news/search' },
  'notifications.list': { method: 'GET', path: '/content/notifications' },
} as const;

const designedNeeds = (needs: readonly OperationId[]) =>
  needs.filter((id) => OPERATIONS[id].origin === 'designed');
const NOT_OFFERED = SCREENS.filter((s) => designedNeeds(s.needs).length > 0);
const SCREENSHOTS = process.env.ANY_HOST_SCREENSHOTS;

let server: RunningServer;
let consoleDir: string;
let browser: Browser;

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'console-any-host-'));
  cpSync(resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist'), consoleDir, { recursive: true });
  writeFileSync(join(consoleDir, 'config.json'), JSON.stringify({ apiBaseUrl: '/v1', operationMap: MAP }));
  // This server's clock moved as the run's is (global-setup), like the browser's.
  const shift = inject('clockShiftMs');
  if (shift) process.env.CLOCK_SHIFT_MS = String(shift);
  server = await startServer({
    env: { V1_OFFER: 'spec', V1_REMAP: JSON.stringify(MAP), CONSOLE_DIR: consoleDir },
  });
  browser = await openBrowser();
  await login(browser.page, server.baseUrl);
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(consoleDir, { recursive: true, force: true });
});

/**
 * What a page does while `visit` runs: uncaught errors, console errors, and /v1 answers that failed.
 * The host's 404 to GET /v1/capabilities is its way of saying it has none (the browser logs it): expected.
 */
async function watch(page: Page, visit: () => Promise<void>) {
  const errors: string[] = [];
  const failed: string[] = [];
  const capabilities = `${server.baseUrl}/v1/capabilities`;
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: {
    type: () => string;
    text: () => string;
    location: () => { url: string };
  }) => {
    if (message.type() === 'error' && message.location().url !== capabilities) errors.push(message.text());
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    if (url.includes('/v1/') && url !== capabilities && response.status() >= 400)
      failed.push(`${response.request().method()} ${url} ${response.status()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await visit();
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  return { errors, failed };
}

async function settled(page: Page) {
  await page
    .locator('main [aria-busy="true"], main [role="status"]:not(.ag-charts-overlay):has-text("Loading")')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

describe('on a host that serves only the spec’s calls', () => {
  it.each(SCREENS.map((s) => [s.path, s] as const))(
    '%s shows its content or the "not offered" state, with no error text and no failed call',
    async (path, screen) => {
      const { page } = browser;
      const title = titleText(screen.titleKey);
      const { errors, failed } = await watch(page, async () => {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await settled(page);
      });
      const main = page.locator('main');
      const missing = designedNeeds(screen.needs);
      if (missing.length > 0) {
        await main.getByRole('heading', { name: `This host does not offer ${title}` }).waitFor();
        for (const id of missing) expect(await main.locator('code', { hasText: id }).count()).toBe(1);
      } else {
        expect(await main.locator('.not-offered').count()).toBe(0);
        expect((await main.textContent())?.trim().length).toBeGreaterThan(0);
      }
      expect(await main.getByRole('alert').count()).toBe(0);
      expect(await main.getByText(/Sorry!|Something went wrong|Not implemented|Page not found/).count()).toBe(
        0,
      );
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('leaves what it does not offer out of the sidebar', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    const links = () => nav.locator('a[href]').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    const hrefs = await links();
    // One group is open at a time: open each and read its links.
    const groups = nav.locator('button[aria-expanded]');
    for (let i = 0; i < (await groups.count()); i++) {
      const group = groups.nth(i);
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      hrefs.push(...(await links()));
    }
    expect(hrefs).toContain('/users');
    expect(hrefs).toContain('/wallet/view-wallet');
    expect(hrefs.filter((href) => NOT_OFFERED.some((s) => s.path === href))).toEqual([]);
    expect(await nav.getByText('Risk', { exact: true }).count()).toBe(0);
  });

  it('leaves what it does not offer out of the palette', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    for (const screen of NOT_OFFERED) {
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      await input.fill(titleText(screen.titleKey));
      await page.getByRole('listbox').waitFor();
      const listed = await page
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
      expect(listed.filter((text) => text.includes(screen.path))).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('About this host');
    await page
      .getByRole('option', { name: /About this host/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('says what it offers in "About this host", reached from the user menu', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    expect(await menu.getByRole('menuitem', { name: 'Your sessions' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'About this host' }).click();
    await page.getByRole('heading', { level: 1, name: 'About this host' }).waitFor();
    // No live stream on this host, and none of the sidebar's counts either: no word about their freshness.
    expect(await page.getByRole('status', { name: /^Counts:/ }).count()).toBe(0);
    const main = page.locator('main');
    await main.getByText('the spec: it has no GET /v1/capabilities').waitFor();
    const designed = Object.values(OPERATIONS).filter((m) => m.origin === 'designed').length;
    const all = Object.keys(OPERATIONS).length;
    await main.getByText(`${all - designed} of ${all} operations`).waitFor();
    const employees = main.getByRole('row', { name: /^employees/ });
    expect(await employees.textContent()).toContain('employees.list');
    for (const [id, route] of Object.entries(MAP)) {
      const row = main.getByRole('row', { name: new RegExp(`^${id.replace('.', '\\.')}`) });
      expect(await row.textContent()).toContain(`${route.method} ${route.path}`);
    }
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'about-host.png'), fullPage: true });
    if (SCREENSHOTS) {
      await page.goto(`${server.baseUrl}/masters/employees`);
      await page.getByRole('heading', { name: 'This host does not offer Employees' }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, 'not-offered.png') });
    }
  });

  it('sends the three mapped calls where /config.json says, and their screens show rows', async () => {
    const { page } = browser;
    for (const [id, route, path] of [
      ['users.list', MAP['users.list'], '/users'],
      ['news.list', MAP['news.list'], '/news'],
      ['notifications.list', MAP['notifications.list'], '/notifications'],
    ] as const) {
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/v1${route.path}` && r.request().method() === route.method,
      );
      const { errors, failed } = await watch(page, async () => {
        await page.goto(`${server.baseUrl}${path}`);
        expect((await answered).status(), id).toBe(200);
        await page.locator('main [role="row"][aria-rowindex="2"], main [role="gridcell"]').first().waitFor();
      });
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    }
  });
});

describe('saved views on a host without the views operations', () => {
  it('keeps personal views in this browser, says so, and finds them in the palette', async () => {
    const { page } = browser;
    const viewCalls: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith('/v1/views')) viewCalls.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.baseUrl}/users?stage=BLOCKED`);
    await page.getByRole('region', { name: 'BLOCKED users' }).getByRole('row').nth(1).waitFor();
    await page.keyboard.press('Alt+v');
    const dialog = page.getByRole('dialog', { name: 'Save view of Users' });
    await dialog
      .getByText('This host does not keep saved views: yours stay in this browser, for you only.')
      .waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Share with/ }).count()).toBe(0);
    await page.keyboard.type('Blocked, in this browser');
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=\d+/);
    const stored = await page.evaluate(() => localStorage.getItem('backoffice.savedViews'));
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { name: 'Blocked, in this browser', shared: false, state: { query: 'stage=BLOCKED' } },
    ]);
    // Its link opens it after a reload (read from this browser), then the palette lists it.
    const link = new URL(page.url());
    await page.goto(`${server.baseUrl}/users?view=${link.searchParams.get('view')}`);
    await page.getByRole('region', { name: 'Saved view' }).getByText('Blocked, in this browser').waitFor();
    expect(new URL(page.url()).searchParams.get('stage')).toBe('BLOCKED');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('View: Users · Blocked, in this browser');
    await page.getByRole('option', { name: /View: Users · Blocked, in this browser/ }).waitFor();
    await page.keyboard.press('Escape');
    page.off('request', onRequest);
    expect(viewCalls).toEqual([]);
  });
});
