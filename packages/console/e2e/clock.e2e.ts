/**
 * Every browser run starts at one IST time of day (e2e/global-setup.ts): the tests, the browser and the
 * server (its database too) read one clock, moved by the same amount from the machine's.
 */
import { describe, expect, it } from 'vitest';
import { istSecondsOfDay, wallClockSeconds } from '../src/components/game/board-time';
import { DEFAULT_IST_TIME } from './global-setup';
import { clientOfBrowser, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
const MINUTE = 60_000;

describe('the run clock', () => {
  it('starts the run at its IST time, read alike by the tests, the browser and the server', async () => {
    const at = process.env.E2E_IST_TIME ?? DEFAULT_IST_TIME;
    if (at !== 'now') {
      const since = istSecondsOfDay(new Date()) - wallClockSeconds(at);
      // The run began at that time; this file runs some minutes into it.
      expect(since).toBeGreaterThanOrEqual(0);
      expect(since).toBeLessThan(3600);
    }
    const inBrowser = await browser.page.evaluate(() => Date.now());
    expect(Math.abs(inBrowser - Date.now())).toBeLessThan(MINUTE);

    const client = await clientOfBrowser(browser.page, baseUrl);
    await client.employees.create({
      username: `clock_${Date.now().toString(36)}`,
      fullName: 'Clock Check',
      password: 'Clock@12345',
      permission: ['users'],
    });
    const [entry] = (await client.audit.list({ action: 'employees.create', perPage: 1 })).rows;
    expect(Math.abs(Date.parse(entry?.createdAt ?? '') - Date.now())).toBeLessThan(MINUTE);
  });
});
