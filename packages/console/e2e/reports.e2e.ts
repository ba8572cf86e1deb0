import { describe, expect, it } from 'vitest';
import { pathOf, shownScreen, useServerAndBrowser } from './harness';
import {
  daysBack,
  exportCsv,
  openFromPalette,
  openRow,
  pickQuickRange,
  todayIst,
  totalCount,
} from './report-helpers';

const { baseUrl, browser } = useServerAndBrowser();

describe('reports', () => {
  it('overall P/L: 15 days back by default, a quick range from the keyboard, the export of every player', async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'Overall profit/loss', '/reports/overall-pl');
    expect(await shownScreen(page).getByLabel('From', { exact: true }).inputValue()).toBe(daysBack(15));
    await shownScreen(page).getByText('From bids and their settlement', { exact: false }).waitFor();
    await pickQuickRange(page, 'Last 15 days', 1);
    await page.waitForURL(`${baseUrl}/reports/overall-pl?start=${daysBack(30)}`);
    await shownScreen(page).locator('.report[aria-busy="false"]').waitFor();
    const grid = page.getByRole('region', { name: 'Profit and loss per player' });
    await grid.locator('.ag-row-pinned').getByText('Totals').waitFor();
    const players = await totalCount(page, 'Players');
    expect(players).toBeGreaterThan(15);
    const file = await exportCsv(page);
    expect(file.fileName).toBe(`overall-pl-${daysBack(30)}-${todayIst()}.csv`);
    expect(file.header).toBe('user_id,full_name,phone,total_bid,total_win,pnl');
    expect(file.rows).toBe(players);
  });

  it('PG report: overall -> by date -> a day by gateway -> transactions and back, and the export', async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'PG report', '/reports/pg-report');
    await openRow(page, 'PG report overall', 'DEPOSIT');
    await page.waitForURL(/level=by-date&gateway=\w+&type=DEPOSIT/);
    // The newest day with transactions (today's, unless the run is just past midnight IST).
    const byDate = page.getByRole('region', { name: 'PG report by date' });
    const day = (await byDate.locator('[role="gridcell"][col-id="date"]').first().textContent()) ?? '';
    await openRow(page, 'PG report by date', day);
    await page.waitForURL(new RegExp(`level=by-gateway&date=${day}`));
    const gateway = new URL(page.url()).searchParams.get('gateway') ?? '';
    await openRow(page, `PG report of ${day} by gateway`, gateway);
    await page.waitForURL(/level=transactions/);
    await page.getByRole('region', { name: 'PG transactions' }).getByRole('row').nth(1).waitFor();
    const file = await exportCsv(page);
    expect(file.fileName).toBe(`pg-report-${day}-${day}.csv`);
    expect(file.header).toBe(
      'tran_id,user_id,full_name,payment_gateway,type,amount,status,reference,created_at',
    );
    expect(file.rows).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'By date' }).click();
    await page.getByRole('region', { name: 'PG report by date' }).waitFor();
    expect(pathOf(page)).toContain('level=by-date');
    await page.goBack();
    await page.waitForURL(/level=transactions/);
  });

  it("admin fund report: by admin -> an admin's transactions -> back; zero-balance and user deposit export", async () => {
    const { page } = browser;
    await openFromPalette(page, baseUrl, 'Admin report', '/reports/admin-report');
    await page
      .getByRole('navigation', { name: 'Admin report views' })
      .getByRole('link', { name: 'By admin' })
      .click();
    await openRow(page, 'Admin fund report by admin', 'admin');
    await page.waitForURL(/level=transactions&createdBy=1/);
    await page.getByRole('region', { name: 'Admin fund transactions' }).getByRole('row').nth(1).waitFor();
    const adjustments = await totalCount(page, 'Adjustments');
    const file = await exportCsv(page);
    expect(file.header).toBe('entry_id,user_id,full_name,tran_type,amount,reason,created_by,created_at');
    expect(file.rows).toBe(adjustments);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'By admin' })
      .click();
    await page.getByRole('region', { name: 'Admin fund report by admin' }).waitFor();

    await openFromPalette(page, baseUrl, 'Zero balance report', '/reports/zero-balance');
    const zero = await totalCount(page, 'Players with a zero balance');
    const zeroFile = await exportCsv(page);
    expect(zeroFile.header).toBe('user_id,full_name,phone,last_deposit_at,last_bid_at,created_at');
    expect(zeroFile.rows).toBe(zero);

    await openFromPalette(page, baseUrl, 'User deposit report', '/reports/user-deposit');
    await pickQuickRange(page, 'Last 15 days', -1);
    await page.waitForURL(`${baseUrl}/reports/user-deposit?start=${daysBack(7)}`);
    await shownScreen(page).locator('.report[aria-busy="false"]').waitFor();
    const players = await totalCount(page, 'Players');
    const deposits = await exportCsv(page);
    expect(deposits.header).toBe('user_id,full_name,phone,deposit_count,total_deposit,last_deposit_at');
    expect(deposits.rows).toBe(players);
  });
});
