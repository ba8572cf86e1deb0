import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { istDate } from '../src/components/format';
import { shiftDate } from '../src/components/report/quick-ranges';
import SalesReportScreen from '../src/screens/sales-report/sales-report-screen';
import { ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { lastQuery, renderScreen } from './render-screen';

vi.mock('../src/components/chart/chart', () => ({
  Chart: (props: { title: string; data?: readonly unknown[] }) => (
    <figure aria-label={props.title} data-points={props.data?.length ?? 0} />
  ),
}));

const PATH = '/bids/game/reports/sales/starline';
const answer = ok({
  rows: [
    {
      provider_id: 15,
      provider_name: 'Starline 12:00 PM',
      user_id: 6,
      player_name: 'Sai Patil',
      bid: 500,
      win: 0,
      profit: 500,
    },
  ],
  pagination: { per_page: 25, current_page: 1, total_page: 1, total_count: 1 },
  totals: { bid: 1500, win: 2500, profit: -1000 },
  by_provider: [
    { provider_id: 15, provider_name: 'Starline 12:00 PM', players: 3, bid: 1000, win: 2500, profit: -1500 },
    { provider_id: 16, provider_name: 'Starline 1:00 PM', players: 1, bid: 500, win: 0, profit: 500 },
  ],
});

describe('sales report screen (one component for the three families)', () => {
  it('lists the providers of its family with the totals, then the players of a provider, and back', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(SalesReportScreen, '/sales-report/starline', [on('GET', PATH, answer)]);
    const providers = await screen.findByRole('region', { name: 'Sales per provider' });
    const cell = await within(providers).findByText('Starline 12:00 PM');
    expect(lastQuery(calls, PATH).get('start_date')).toBe(shiftDate(istDate(0), -15));
    expect(within(screen.getByLabelText('Totals for the filtered set')).getByText('-₹1,000.00')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Bid, win and profit per provider' }).dataset.points).toBe('2');
    await user.dblClick(cell);
    expect(currentUrl()).toBe('/sales-report/starline?provider=15');
    await screen.findByRole('region', { name: 'Sales per player of Starline 12:00 PM' });
    await waitFor(() => expect(lastQuery(calls, PATH).get('provider_id')).toBe('15'));
    expect(lastQuery(calls, PATH).get('per_page')).toBe('25');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Players of Starline 12:00 PM').getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(crumbs).getByRole('link', { name: 'Per provider' }));
    expect(currentUrl()).toBe('/sales-report/starline');
    await screen.findByRole('region', { name: 'Sales per provider' });
  });

  it('serves the market family from its own registry row', async () => {
    const market = '/bids/game/reports/sales/market';
    const { calls } = renderScreen(SalesReportScreen, '/sales-report/market', [on('GET', market, answer)]);
    await screen.findByRole('region', { name: 'Sales per provider' });
    expect(lastQuery(calls, market).get('per_page')).toBe('1');
  });
});
