import { describe, expect, it } from 'vitest';
import { shownScreen, useServerAndBrowser } from './harness';

const { browser } = useServerAndBrowser();

describe('dashboard', () => {
  it('renders the counts and the six graphs for the last 5 days', async () => {
    const { page } = browser;
    const counts = page.getByRole('region', { name: 'Counts' });
    await counts.getByText('Total users').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.chart-card canvas').length >= 6, null, {
      timeout: 30_000,
    });
    for (const title of [
      'Registrations',
      'OTP sent vs verified',
      'Active vs bidding users',
      'Deposit vs withdraw',
      'Bid vs win',
      'Wallet',
    ]) {
      await page.getByRole('figure', { name: title }).waitFor();
    }
    const from = await shownScreen(page).getByLabel('From', { exact: true }).inputValue();
    const to = await shownScreen(page).getByLabel('To', { exact: true }).inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(5);
  });

  it("lists today's registered users in two tabs and the zero- and non-balance users", async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Registered today and deposited' }).click();
    await page.waitForURL(/today=1/);
    for (const name of ['Zero-balance users', 'Non-balance users']) {
      // The lists sit below the fold and mount when scrolled near, as for a user.
      await page.getByRole('heading', { name }).scrollIntoViewIfNeeded();
      await page.getByRole('region', { name }).getByRole('row').nth(1).waitFor();
    }
  });

  it('keeps the date range in the URL', async () => {
    const { page } = browser;
    await shownScreen(page).getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/start=2025-01-01/);
  });
});
