import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AdminReportScreen from '../src/screens/admin-report/admin-report-screen';
import { ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { lastQuery, renderScreen } from './render-screen';

vi.mock('../src/components/chart/chart', () => ({
  Chart: (props: { title: string; data?: readonly unknown[] }) => (
    <figure aria-label={props.title} data-points={props.data?.length ?? 0} />
  ),
}));

const F = '/users/reports/admin_fund';
const totals = { credit: 1408.75, debit: 400, count: 5 };
const routes = [
  on(
    'GET',
    `${F}/overall`,
    ok({
      rows: [
        { tran_type: 'credit', count: 3, amount: 1408.75 },
        { tran_type: 'debit', count: 2, amount: 400 },
      ],
      totals,
    }),
  ),
  on(
    'GET',
    `${F}/by_admin`,
    ok({
      rows: [
        { employee_id: 1, username: 'admin', full_name: 'Demo Admin', credit: 1075.75, debit: 400, count: 4 },
        { employee_id: 3, username: 'cashier', full_name: 'Cash Desk', credit: 333, debit: 0, count: 1 },
      ],
      totals,
    }),
  ),
  on(
    'GET',
    `${F}/admin/transactions`,
    ok({
      rows: [
        {
          entry_id: 90,
          user_id: 7,
          full_name: 'Asha Rao',
          tran_type: 'credit',
          amount: 333,
          reason: 'Bonus',
          created_by: 'cashier',
          created_at: '2026-03-18T10:00:00+05:30',
        },
      ],
      pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 1 },
      totals: { credit: 333, debit: 0, count: 1 },
    }),
  ),
  on(
    'GET',
    '/others/admins',
    ok({
      rows: [
        { employee_id: 1, username: 'admin', full_name: 'Demo Admin' },
        { employee_id: 3, username: 'cashier', full_name: 'Cash Desk' },
      ],
    }),
  ),
];

describe('admin fund report drill-down', () => {
  it("goes overall -> by admin -> an admin's transactions, with tran_type and created_by from the admins list", async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(AdminReportScreen, '/reports/admin-report', routes);
    expect(await screen.findByText('₹1,408.75', { selector: 'dd *' })).toBeTruthy();
    expect((await screen.findByRole('figure', { name: 'Credits and debits per admin' })).dataset.points).toBe(
      '2',
    );
    await user.dblClick(
      await within(await screen.findByRole('region', { name: 'Admin fund report overall' })).findByText(
        'credit',
      ),
    );
    expect(currentUrl()).toBe('/reports/admin-report?level=by-admin&tranType=credit');
    await waitFor(() => expect(lastQuery(calls, `${F}/by_admin`).get('tran_type')).toBe('credit'));
    await user.dblClick(
      await within(await screen.findByRole('region', { name: 'Admin fund report by admin' })).findByText(
        'cashier',
      ),
    );
    expect(currentUrl()).toBe('/reports/admin-report?level=transactions&tranType=credit&createdBy=3');
    await screen.findByRole('region', { name: 'Admin fund transactions' });
    expect(lastQuery(calls, `${F}/admin/transactions`).get('created_by')).toBe('3');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Transactions of cashier')).toBeTruthy();
    expect((screen.getByLabelText('Made by') as HTMLSelectElement).value).toBe('3');
    await user.click(within(crumbs).getByRole('link', { name: 'By admin' }));
    expect(currentUrl()).toBe('/reports/admin-report?level=by-admin&tranType=credit');
  });
});
