import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { istDate } from '../src/components/format';
import { shiftDate } from '../src/components/report/quick-ranges';
import OverallPlScreen from '../src/screens/overall-pl/overall-pl-screen';
import { ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { lastQuery, renderScreen } from './render-screen';

// AG Charts draws on a canvas happy-dom lacks; the chart's data is what these tests read.
vi.mock('../src/components/chart/chart', () => ({
  Chart: (props: { title: string; data?: readonly unknown[] }) => (
    <figure aria-label={props.title} data-points={props.data?.length ?? 0} />
  ),
}));

const PATH = '/bids/game/reports/over_all_profit_loss';
const answer = ok({
  rows: [
    { user_id: 7, full_name: 'Asha Rao', phone: '9876500007', total_bid: 500, total_win: 1500, pnl: -1000 },
    { user_id: 9, full_name: 'Ravi Shah', phone: '9876500009', total_bid: 2000, total_win: 0, pnl: 2000 },
  ],
  pagination: { per_page: 15, current_page: 1, total_page: 4, total_count: 48 },
  totals: { total_bid: 125000.5, total_win: 100000, pnl: 25000.5 },
  by_date: [{ date: '2026-03-01', total_bid: 10, total_win: 20, pnl: -10 }],
});

describe('overall profit/loss screen', () => {
  it('asks for 15 days back and 15 rows, and shows the totals of the whole filtered set', async () => {
    const { calls } = renderScreen(OverallPlScreen, '/reports/overall-pl', [on('GET', PATH, answer)]);
    const line = await screen.findByLabelText('Totals for the filtered set');
    await within(line).findByText('₹1,25,000.50');
    expect(within(line).getByText('48')).toBeTruthy();
    expect(within(line).getByText('₹25,000.50')).toBeTruthy();
    const query = lastQuery(calls, PATH);
    expect(query.get('start_date')).toBe(shiftDate(istDate(0), -15));
    expect(query.get('end_date')).toBe(istDate(0));
    expect(query.get('per_page')).toBe('15');
    expect(screen.getByText(/From bids and their settlement/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'P/L per day' }).dataset.points).toBe('1');
  });

  it('puts a quick range in the URL and asks the server for it', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(OverallPlScreen, '/reports/overall-pl', [on('GET', PATH, answer)]);
    await screen.findByLabelText('Totals for the filtered set');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = shiftDate(istDate(0), -1);
    expect(currentUrl()).toBe(`/reports/overall-pl?start=${yesterday}&end=${yesterday}`);
    await waitFor(() => expect(lastQuery(calls, PATH).get('start_date')).toBe(yesterday));
    expect(lastQuery(calls, PATH).get('end_date')).toBe(yesterday);
  });
});
