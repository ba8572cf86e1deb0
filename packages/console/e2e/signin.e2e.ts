/**
 * Staff sign-in from the keyboard (issue 27): an employee turns on two-factor sign-in from the user
 * menu (the test computes the code from the secret the set-up shows), signs out, signs in with password
 * and code, ends another of their sessions from "Your sessions", and sees the console notice at once
 * when this session is ended from elsewhere.
 */
import {
  type BackofficeClient,
  createBackofficeClient,
  createMemorySession,
  SessionExpiredError,
} from '@backoffice/sdk';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pathOf,
  runFromPalette,
  signInByKeyboard as signInWithKeys,
  toastSaid,
  useServerAndBrowser,
} from './harness';

const { baseUrl, browser } = useServerAndBrowser({ login: false });
const USERNAME = `twofa.${Date.now().toString(36)}`;
const PASSWORD = 'Twofa@12345';

const newClient = () => createBackofficeClient({ baseUrl: `${baseUrl}/v1`, session: createMemorySession() });

beforeAll(async () => {
  const admin = newClient();
  await admin.auth.login({ username: 'admin', password: 'Admin@123' });
  await admin.employees.create({
    username: USERNAME,
    fullName: 'Two Factor',
    password: PASSWORD,
    permission: ['dashboard'],
  });
});

/** The code the authenticator app shows now (the test's clock is the server's). */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/**
 * The code the app showed in the step before this one, which the server still takes (clock drift,
 * typing). The set-up is confirmed with it, so that signing in again takes this step's code at once
 * instead of waiting up to 30 seconds for the next step (a code works once: a later step's only). Close
 * to the end of a step, the next one is waited for, so the server reads the same step as the test.
 */
async function codeOfPreviousStep(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
}

const signInByKeyboard = (page: Page, username = USERNAME) =>
  signInWithKeys(page, baseUrl, username, PASSWORD);

/** The user menu by keyboard: its button, Enter, arrows to the item, Enter. */
async function fromUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'User menu' }).focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: item });
  await entry.waitFor();
  const focused = () => entry.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < 5 && !(await focused()); step++) await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe(true);
  await page.keyboard.press('Enter');
}

describe('two-factor sign-in and sessions, keyboard only', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols a second factor from the user menu: QR code, secret, a code, ten recovery codes', async () => {
    const page = browser.page;
    await signInByKeyboard(page);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await fromUserMenu(page, 'Set up two-factor sign-in');
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    const start = dialog.getByRole('button', { name: 'Start set-up' });
    await start.waitFor();
    expect(await start.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const code = dialog.getByLabel('Code from the app');
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(await codeOfPreviousStep(secret));
    await page.keyboard.press('Enter');
    const codes = dialog.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    await toastSaid(page, 'Two-factor sign-in is on');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });

  it('signs out, then signs in with the password and a code from the app', async () => {
    const page = browser.page;
    await runFromPalette(page, 'Logout');
    await page.waitForURL(`${baseUrl}/login`);
    await signInByKeyboard(page);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(await codeNow(secret));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  let other: BackofficeClient;

  it('ends another session from "Your sessions"; that session is refused at its next call', async () => {
    const page = browser.page;
    other = newClient();
    await other.auth.login({
      username: USERNAME,
      password: PASSWORD,
      recoveryCode: recoveryCodes[0] ?? '',
      userAgent: 'Other browser (Firefox/128.0 on Windows)',
    });
    await other.auth.me();
    await runFromPalette(page, 'Your sessions');
    const dialog = page.getByRole('dialog', { name: 'Your sessions' });
    const rows = dialog.getByRole('row');
    await dialog.getByText('This session').waitFor();
    expect(await rows.count()).toBe(3);
    const end = dialog.getByRole('button', { name: /^End session: Firefox on Windows/ });
    await end.waitFor();
    expect(await end.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await toastSaid(page, 'Session ended');
    await expect(other.auth.me()).rejects.toBeInstanceOf(SessionExpiredError);
    await page.waitForFunction(() => document.querySelectorAll('dialog tr').length === 2);
    await page.keyboard.press('Escape');
  });

  it('notices at once when this session is ended from elsewhere, and says so', async () => {
    const page = browser.page;
    const elsewhere = newClient();
    // Signed in elsewhere with a recovery code (this step's app code is used up by the sign-in above).
    await elsewhere.auth.login({
      username: USERNAME,
      password: PASSWORD,
      recoveryCode: recoveryCodes[1] ?? '',
    });
    await elsewhere.auth.endOtherSessions();
    // Nothing asked of the console: the live stream tells it its session ended (SessionWatcher).
    await page.waitForURL(`${baseUrl}/login`);
    await toastSaid(page, 'Session expired. Please log in again.');
    expect(pathOf(page)).toBe('/login');
  });

  it('keeps an employee who must set up a second factor on the set-up, also after a reload', async () => {
    const page = browser.page;
    const admin = newClient();
    await admin.auth.login({ username: 'admin', password: 'Admin@123' });
    const username = `${USERNAME}.req`;
    await admin.employees.create({
      username,
      fullName: 'Must Enrol',
      password: PASSWORD,
      permission: ['dashboard'],
    });
    const employee = (await admin.employees.list({ search: username })).rows[0];
    await admin.employees.setSecondFactorRequired({
      employeeId: Number(employee?.employeeId),
      required: true,
    });

    await signInByKeyboard(page, username);
    const setUp = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
    await setUp.waitFor();
    // A reload keeps the session, which may only set up the second factor: the set-up again, no screen.
    await page.reload();
    await setUp.waitFor();
    expect(await page.locator('#main').count()).toBe(0);
  });
});
