import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BackofficeClient,
  createBackofficeClient,
  createMemorySession,
  parseStoredSession,
  type Schemas,
  SESSION_KEY,
} from '@backoffice/sdk';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { shiftDate } from '../scripts/clock-shift.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/start-server.mjs';

export type { RunningServer } from '../scripts/start-server.mjs';

export interface Browser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** The run's wall clock moved as the server's is (E2E_IST_TIME; see global-setup). */
const clockShift = inject('clockShiftMs');
shiftDate(clockShift);

/** The machine's own clock (ms), which the browser's cookie store keeps to whatever E2E_IST_TIME says. */
export const machineNow = (): number => Date.now() - clockShift;

/** Debian's chromium with a fresh profile. */
export async function openBrowser(viewport = { width: 1440, height: 900 }): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'console-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport,
    // Toasts and dialogs show at once, as staff who ask for less motion see them: a check of the page
    // (axe's contrast) never lands in the middle of a fade.
    reducedMotion: 'reduce',
  });
  if (clockShift) await context.addInitScript(shiftDate, clockShift);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface BrowserOptions {
  /** A fresh browser for every test instead of one for the whole file. */
  perTest?: boolean;
  /** Sign in as the demo admin once the browser is open (default true). */
  login?: boolean;
}

/**
 * The file's browser against the one server of the run (started in global-setup): opened, and signed in
 * as the demo admin unless `login: false`, before the file's tests (before each test with `perTest`), and
 * closed after. `browser` reads the browser open at the time, so keep the object, do not destructure it.
 */
export function useServerAndBrowser(options: BrowserOptions = {}): { baseUrl: string; browser: Browser } {
  const baseUrl = inject('baseUrl');
  const [before, after] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  let current: Browser | undefined;
  before(async () => {
    current = await openBrowser();
    if (options.login !== false) await login(current.page, baseUrl);
  });
  after(async () => {
    await current?.close();
  });
  const open = (): Browser => {
    if (!current) throw new Error('the browser opens in the before hook');
    return current;
  };
  const browser: Browser = {
    get context() {
      return open().context;
    },
    get page() {
      return open().page;
    },
    close: () => open().close(),
  };
  return { baseUrl, browser };
}

/** Logs in through the form and waits for the dashboard. */
export async function login(page: Page, baseUrl: string, username = 'admin', password = 'Admin@123') {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/**
 * Signs in through the login form by keyboard alone, without assuming where the app lands. The browser is
 * signed out first, so a test that stopped half-way never leaves the next one on someone's session.
 */
export async function signInByKeyboard(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Waits until the toast history (the shell's 'Recent messages' log) holds `text` at least `times`
 * times: a toast closes after 3 s, the history stays, so a loaded machine cannot miss it.
 */
export async function toastSaid(page: Page, text: string, times = 1): Promise<void> {
  await page.waitForFunction(
    ([wanted, count]) => {
      const log = document.querySelector('[role="log"][aria-label="Recent messages"]');
      const items = [...(log?.querySelectorAll('li') ?? [])].filter((li) =>
        li.textContent?.includes(String(wanted)),
      );
      return items.length >= Number(count);
    },
    [text, times] as const,
  );
}

/**
 * The screen shown in <main>: the shell keeps a few screens mounted behind it, hidden and inert
 * (app/layout/kept-screens.tsx). Role queries skip those (aria-hidden); label and CSS queries need this scope.
 */
export const shownScreen = (page: Page): Locator => page.locator('.kept-screen:not(.kept-screen-hidden)');

/** Ctrl+K, a query, the arrows down to the entry that starts with it, Enter. */
export async function runFromPalette(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  const entry = page.getByRole('option').filter({ hasText: query }).first();
  await entry.waitFor();
  for (let step = 0; step < 10 && (await entry.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await entry.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
}

/** An SDK client signed in as the browser is (its stored session), to read the server's state. */
export async function clientOfBrowser(page: Page, baseUrl: string): Promise<BackofficeClient> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const stored = parseStoredSession(raw);
  if (!stored) throw new Error('no session in the browser after login');
  const session = createMemorySession();
  session.set(stored);
  return createBackofficeClient({ baseUrl: `${baseUrl}/v1`, session });
}

type PolicyAction = Parameters<BackofficeClient['approvals']['updatePolicy']>[0] extends infer I
  ? I extends { action: infer A }
    ? A
    : never
  : never;

/**
 * Turns the demo's approval policies of these actions off for a file that tests the action itself (a
 * revert, a refund, a withdrawal), and gives back what puts them as they were.
 */
export async function withoutApprovals(
  client: BackofficeClient,
  actions: readonly PolicyAction[],
): Promise<() => Promise<void>> {
  const { rows } = await client.approvals.policies();
  const before = rows.filter((p) => actions.includes(p.action));
  for (const p of before)
    await client.approvals.updatePolicy({
      action: p.action,
      enabled: false,
      threshold: p.threshold,
      expiryMinutes: p.expiryMinutes,
    });
  return async () => {
    for (const p of before)
      await client.approvals.updatePolicy({
        action: p.action,
        enabled: p.enabled,
        threshold: p.threshold,
        expiryMinutes: p.expiryMinutes,
      });
  };
}

/** A market whose Open session has a pending single-panna bid today: declaring that bid's panna makes it win. */
export interface MarketTarget {
  providerId: number;
  providerName: string;
  bid: Schemas['BidRow'];
}

/**
 * The first market (the last with `lastFirst`) whose Open session of `today` has a pending single-panna
 * bid and no result in a status `taken` refuses.
 */
export async function marketWithPendingBid(
  client: BackofficeClient,
  today: string,
  taken: (status: string) => boolean,
  lastFirst = false,
): Promise<MarketTarget> {
  const providers = (await client.providers.listByType({ type: 1 })).rows;
  for (const provider of lastFirst ? [...providers].reverse() : providers) {
    const session = {
      type: 'market',
      gameDate: today,
      providerId: provider.providerId,
      session: 'Open',
    } as const;
    const results = await client.results.list(session);
    if (results.rows.some((row) => taken(row.status))) continue;
    const bids = await client.results.bids({ ...session, bidType: 'SINGLE_PANNA_MARKET', perPage: 5 });
    const bid = bids.rows.find((row) => row.bidStatus === 'PENDING');
    if (bid) return { providerId: provider.providerId, providerName: provider.providerName, bid };
  }
  throw new Error('no market with a pending Open single panna bid today in the demo data');
}

/**
 * On the result desk of the target's Open session, by keyboard: Alt+E to the entry, the bid's panna, Enter
 * saves; focus lands on the preview's Declare, Enter asks. Returns the open Declare confirmation.
 */
export async function saveAndAskToDeclare(page: Page, baseUrl: string, target: MarketTarget, today: string) {
  await page.goto(`${baseUrl}/games/result?date=${today}&provider=${target.providerId}&session=Open`);
  const entry = page.getByRole('combobox', { name: 'Open panna' });
  await entry.waitFor();
  await page.getByRole('heading', { name: new RegExp(target.providerName) }).waitFor();
  await page.keyboard.press('Alt+e');
  await expect.poll(() => entry.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(target.bid.digit);
  await page.keyboard.press('Enter');
  await toastSaid(page, 'Result saved successfully');
  const declare = page
    .getByRole('region', { name: 'Settlement preview' })
    .getByRole('button', { name: /Declare result/ });
  await expect.poll(() => declare.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`Declare ${target.providerName} Open`) });
  await dialog.waitFor();
  return dialog;
}
