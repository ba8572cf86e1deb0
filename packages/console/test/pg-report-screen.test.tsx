import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PgReportScreen from '../src/screens/pg-report/pg-report-screen';
import { ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { lastQuery, renderScreen } from './render-screen';

vi.mock('../src/components/chart/chart', () => ({
  Chart: (props: { title: string; data?: readonly unknown[] }) => (
    <figure aria-label={props.title} data-points={props.data?.length ?? 0} />
  ),
}));

const R = '/users/reports';
const gateways = [{ payment_gateway: 'Razorpay', deposit: 800, withdrawal: 200, count: 3 }];
const routes = [
  on(
    'GET',
    `${R}/pg/overall`,
    ok({
      rows: [
        { payment_gateway: 'Razorpay', type: 'DEPOSIT', count: 2, amount: 800 },
        { payment_gateway: 'Razorpay', type: 'WITHDRAWAL', count: 1, amount: 200 },
      ],
      totals: { deposit: 800, withdrawal: 200 },
    }),
  ),
  on(
    'GET',
    `${R}/pg/by_date/by_pg`,
    ok({
      rows: [{ payment_gateway: 'Razorpay', count: 3, amount: 1000, deposit: 800, withdrawal: 200 }],
      totals: { deposit: 800, withdrawal: 200, count: 3 },
    }),
  ),
  on(
    'GET',
    `${R}/pg/by_date`,
    ok({
      rows: [{ date: '2026-03-18', deposit: 800, withdrawal: 200, count: 3, by_gateway: gateways }],
      totals: { deposit: 800, withdrawal: 200, count: 3 },
    }),
  ),
  on(
    'GET',
    `${R}/pg/transactions`,
    ok({
      rows: [
        {
          tran_id: 41,
          user_id: 7,
          full_name: 'Asha Rao',
          payment_gateway: 'Razorpay',
          type: 'DEPOSIT',
          amount: 500,
          status: 'SUCCESS',
          reference: 'pay_1',
          created_at: '2026-03-18T10:00:00+05:30',
        },
      ],
      pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 1 },
      totals: { deposit: 800, withdrawal: 0, count: 2 },
    }),
  ),
  on('GET', '/others/admins', ok({ rows: [{ employee_id: 1, username: 'admin', full_name: 'Demo Admin' }] })),
];

async function openRow(region: string, text: string) {
  const grid = await screen.findByRole('region', { name: region });
  await userEvent.dblClick(await within(grid).findByText(text));
}

describe('PG report drill-down', () => {
  it('goes overall -> by date -> one day by gateway -> transactions, each a URL, and back by the breadcrumb', async () => {
    const { calls } = renderScreen(PgReportScreen, '/reports/pg-report', routes);
    expect(await screen.findByText('₹800.00', { selector: 'dd *' })).toBeTruthy();
    await openRow('PG report overall', 'DEPOSIT');
    expect(currentUrl()).toBe('/reports/pg-report?level=by-date&gateway=Razorpay&type=DEPOSIT');
    await openRow('PG report by date', '2026-03-18');
    expect(currentUrl()).toBe(
      '/reports/pg-report?level=by-gateway&date=2026-03-18&gateway=Razorpay&type=DEPOSIT',
    );
    expect(lastQuery(calls, `${R}/pg/by_date/by_pg`).get('date')).toBe('2026-03-18');
    await openRow('PG report of 2026-03-18 by gateway', 'Razorpay');
    expect(currentUrl()).toBe(
      '/reports/pg-report?level=transactions&date=2026-03-18&gateway=Razorpay&type=DEPOSIT',
    );
    await screen.findByRole('region', { name: 'PG transactions' });
    const tx = lastQuery(calls, `${R}/pg/transactions`);
    expect([tx.get('date'), tx.get('payment_gateway'), tx.get('type')]).toEqual([
      '2026-03-18',
      'Razorpay',
      'DEPOSIT',
    ]);
    // The admin filter (staff who sent withdrawals) applies here and lists every admin.
    await userEvent.selectOptions(await screen.findByLabelText('Sent by'), 'admin');
    await waitFor(() => expect(lastQuery(calls, `${R}/pg/transactions`).get('admin')).toBe('1'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Overall', 'By date', '2026-03-18', 'Razorpay transactions']);
    await userEvent.click(within(crumbs).getByRole('link', { name: 'By date' }));
    expect(currentUrl()).toBe('/reports/pg-report?level=by-date&gateway=Razorpay&admin=1&type=DEPOSIT');
    await screen.findByRole('region', { name: 'PG report by date' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Overall' }),
    );
    expect(currentUrl()).toBe('/reports/pg-report?admin=1');
    await userEvent.click(await screen.findByRole('button', { name: 'By date (every gateway) →' }));
    expect(currentUrl()).toBe('/reports/pg-report?level=by-date&admin=1');
  });

  it('lays out a level’s columns from the URL and writes a move there, keeping the level', async () => {
    const { container } = renderScreen(
      PgReportScreen,
      '/reports/pg-report?level=by-date&cols=deposit%3A200%2Cdate%2C-count',
      routes,
    );
    const grid = await screen.findByRole('region', { name: 'PG report by date' });
    const headers = () =>
      [...container.querySelectorAll('.ag-header-cell[col-id]')].map((h) => h.getAttribute('col-id'));
    await waitFor(() => expect(headers()).toEqual(['deposit', 'date', 'withdrawal']));
    expect(within(grid).queryByText('Transactions')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Date left' }));
    const params = new URLSearchParams(currentUrl().split('?')[1]);
    expect(params.get('level')).toBe('by-date');
    expect(params.get('cols')).toBe('date,deposit:200,-count,withdrawal');
    await waitFor(() => expect(headers()).toEqual(['date', 'deposit', 'withdrawal']));
  });

  it('shows the per-gateway-per-day chart and the totals of the by-date rows', async () => {
    renderScreen(PgReportScreen, '/reports/pg-report?level=by-date', routes);
    const chart = await screen.findByRole('figure', { name: 'Deposits and withdrawals per gateway per day' });
    await waitFor(() => expect(chart.dataset.points).toBe('1'));
    const totals = screen.getByLabelText('Totals for the filtered set');
    expect(within(totals).getByText('₹200.00')).toBeTruthy();
    expect(within(totals).getByText('3')).toBeTruthy();
  });
});
