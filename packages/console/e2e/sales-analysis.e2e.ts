import { describe, expect, it } from 'vitest';
import { pathOf, shownScreen, useServerAndBrowser } from './harness';
import {
  daysBack,
  exportCsv,
  openFromPalette,
  openRow,
  pagerTotal,
  pickQuickRange,
  todayIst,
  totalCount,
} from './report-helpers';

const { baseUrl, browser } = useServerAndBrowser();

describe('sales reports', () => {
  it('market sales: per provider, a quick range from the keyboard, a provider’s players and back, the export', async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'Market sales report', '/sales-report/market');
    expect(await shownScreen(page).getByLabel('From', { exact: true }).inputValue()).toBe(daysBack(15));
    await pickQuickRange(page, 'Last 15 days', -1);
    await page.waitForURL(`${baseUrl}/sales-report/market?start=${daysBack(7)}`);
    await shownScreen(page).locator('.report[aria-busy="false"]').waitFor();
    const providers = page.getByRole('region', { name: 'Sales per provider' });
    const first = providers.locator('[role="gridcell"][col-id="providerName"]').first();
    const name = (await first.textContent()) ?? '';
    await openRow(page, 'Sales per provider', name);
    await page.waitForURL(/provider=\d+/);
    const players = page.getByRole('region', { name: `Sales per player of ${name}` });
    await players.getByRole('row').nth(1).waitFor();
    const file = await exportCsv(page);
    expect(file.header).toBe('provider_id,provider_name,user_id,player_name,bid,win,profit');
    expect(file.fileName).toBe(`market-sales-${daysBack(7)}-${todayIst()}-${name}.csv`);
    expect(file.rows).toBe(await pagerTotal(page));
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Per provider' })
      .click();
    await providers.waitFor();
    expect(pathOf(page)).toBe(`/sales-report/market?start=${daysBack(7)}`);
  });
});

describe('analysis', () => {
  it("market analysis: a provider's row opens its sales for the same range", async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'Market analysis', '/analysis/market-analysis');
    await page.getByRole('figure', { name: 'Bid, win and profit per provider' }).locator('canvas').waitFor();
    const grid = page.getByRole('region', { name: 'Analysis per provider' });
    const name = (await grid.locator('[role="gridcell"][col-id="providerName"]').first().textContent()) ?? '';
    const file = await exportCsv(page);
    expect(file.header).toBe('provider_id,provider_name,bid_count,players,total_bid,total_win,bid_pnl');
    expect(file.rows).toBeGreaterThan(0);
    await openRow(page, 'Analysis per provider', name);
    await page.waitForURL(/\/sales-report\/market\?start=.*&provider=\d+/);
    await page.getByRole('region', { name: `Sales per player of ${name}` }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/analysis/market-analysis`);
    await page.getByRole('region', { name: 'Analysis per provider' }).waitFor();
  });

  it('user analysis: every type, a quick range from the keyboard, the export of every player; bank analysis export', async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'User analysis', '/analysis/user-analysis');
    const type = page.getByRole('combobox', { name: /^Type/ });
    expect(await type.locator('option').allTextContents()).toHaveLength(4);
    await type.selectOption('top-losers');
    await page.waitForURL(/type=top-losers/);
    await pickQuickRange(page, 'Last 15 days', 1);
    await page.waitForURL(new RegExp(`start=${daysBack(30)}`));
    await shownScreen(page).locator('.report[aria-busy="false"]').waitFor();
    const players = await totalCount(page, 'Players');
    const file = await exportCsv(page);
    expect(file.fileName).toBe(`user-analysis-top-losers-${daysBack(30)}-${todayIst()}.csv`);
    expect(file.header).toBe('user_id,full_name,phone,bid_count,total_bid,total_win,bid_pnl');
    expect(file.rows).toBe(players);

    await openFromPalette(page, baseUrl, 'Bank analysis', '/analysis/bank-analysis');
    const requests = await totalCount(page, 'Requests');
    const banks = await exportCsv(page);
    expect(banks.header).toBe(
      'bank_name,ifsc_prefix,accounts,request_count,total_amount,success_amount,failed_count',
    );
    expect(banks.rows).toBe(await pagerTotal(page));
    expect(requests).toBeGreaterThan(0);
  });
});
