import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { istDate } from '../src/components/format';
import { shiftDate } from '../src/components/report/quick-ranges';
import { useReportData } from '../src/components/report/use-report-data';
import GameAnalysisScreen from '../src/screens/game-analysis/game-analysis-screen';
import UserAnalysisScreen from '../src/screens/user-analysis/user-analysis-screen';
import { ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { lastQuery, renderScreen } from './render-screen';

vi.mock('../src/components/chart/chart', () => ({
  Chart: (props: { title: string; data?: readonly unknown[] }) => (
    <figure aria-label={props.title} data-points={props.data?.length ?? 0} />
  ),
}));

const provider = (id: number, name: string, pnl: number) => ({
  provider_id: id,
  provider_name: name,
  bid_count: 10,
  players: 4,
  total_bid: 1000,
  total_win: 1000 - pnl,
  bid_pnl: pnl,
});

describe('game analysis screen', () => {
  it("charts every provider of the range, not the page, and a provider's row opens its sales for the range", async () => {
    const user = userEvent.setup();
    const path = '/bids/game/analysis/jackpot';
    const { calls } = renderScreen(GameAnalysisScreen, '/analysis/jackpot-analysis?start=2026-03-01', [
      on(
        'GET',
        path,
        ok({
          rows: [provider(31, 'Jackpot 1 PM', 400)],
          pagination: { per_page: 10, current_page: 1, total_page: 2, total_count: 12 },
          totals: { players: 40, bid_count: 120, total_bid: 12000, total_win: 11000, bid_pnl: 1000 },
          by_provider: Array.from({ length: 12 }, (_, i) => provider(30 + i, `Jackpot ${i}`, i)),
        }),
      ),
    ]);
    const grid = await screen.findByRole('region', { name: 'Analysis per provider' });
    expect(screen.getByRole('figure', { name: 'Bid, win and profit per provider' }).dataset.points).toBe(
      '12',
    );
    expect(lastQuery(calls, path).get('start_date')).toBe('2026-03-01');
    await user.dblClick(await within(grid).findByText('Jackpot 1 PM'));
    expect(currentUrl()).toBe(`/sales-report/jackpot?start=2026-03-01&end=${istDate(0)}&provider=31`);
  });
});

describe('user analysis screen', () => {
  it('lists every type of the contract, orders by bid_pnl in the type’s own direction unless picked', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(UserAnalysisScreen, '/analysis/user-analysis', [
      on('GET', '/bids/user/analysis/', (call) =>
        ok({
          rows: [],
          pagination: { per_page: 10, current_page: 1, total_page: 0, total_count: 0 },
          totals: { players: 0, bid_count: 0, total_bid: 0, total_win: 0, bid_pnl: 0 },
          type: call.path,
        }),
      ),
    ]);
    const type = await screen.findByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['top-gainers', 'top-losers', 'top-bidders', 'most-active']);
    await waitFor(() => expect(calls.at(-1)?.path).toContain('/bids/user/analysis/top-gainers?'));
    const first = lastQuery(calls, '/bids/user/analysis/top-gainers');
    expect([first.get('order_by'), first.get('order'), first.get('start_date')]).toEqual([
      'bid_pnl',
      null,
      shiftDate(istDate(0), -15),
    ]);
    await user.selectOptions(type, 'top-losers');
    expect(currentUrl()).toBe('/analysis/user-analysis?type=top-losers');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('/bids/user/analysis/top-losers?'));
  });
});

describe('useReportData', () => {
  it('is busy until the answer to the current filters is in, even while the previous one is shown', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const load = (key: string) => () =>
      new Promise<string>((resolve) => {
        answers[key] = resolve;
      });
    const { result, rerender } = renderHook(({ key }) => useReportData(load(key), key), {
      initialProps: { key: 'a' },
    });
    expect(result.current.busy).toBe(true);
    await act(async () => answers.a?.('figures of a'));
    expect(result.current).toMatchObject({ busy: false, status: 'ok', value: 'figures of a' });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ busy: true, status: 'loading', value: 'figures of a' });
    await act(async () => answers.b?.('figures of b'));
    expect(result.current).toMatchObject({ busy: false, value: 'figures of b' });
  });
});
