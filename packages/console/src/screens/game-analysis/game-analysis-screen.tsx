import type { OperationOutput } from '@backoffice/sdk';
import { reportLevels } from '../../components/report/define-report';
import { bars, bidTotals, lastFifteenDays, rangeInput, urlSort } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

const SORT = urlSort(['bid_pnl', 'total_bid', 'provider_name'] as const);
/** Range 15 days back, the spec's page size (10), ordered by bid_pnl. */
const defaults = (today: string) => ({ ...lastFifteenDays(today), ...SORT.defaults });
type Q = ReturnType<typeof defaults>;
const money = { kind: 'money', width: 150 } as const;

/** Market, starline or jackpot analysis: bid, win and profit per provider; a provider opens its sales. */
export default defineReport<Q>({
  source: 'bids',
  defaults,
  allowed: SORT.allowed,
  // The export: every provider of the filter (by_provider), not only the page.
  export: {
    fileName: ({ q, family }) => `${family}-analysis-${q.start}-${q.end}.csv`,
    rows: (a: OperationOutput<'analysis.game'>) => a.byProvider,
    fields: ['providerId', 'providerName', 'bidCount', 'players', 'totalBid', 'totalWin', 'bidPnl'],
  },
  ...reportLevels<Q>()('analysis.game', {
    input: (ctx) => ({ type: ctx.family, ...rangeInput(ctx), currentPage: ctx.q.page, ...SORT.of(ctx.q) }),
    label: 'Analysis per provider',
    totals: bidTotals('Profit'),
    chart: {
      title: 'Bid, win and profit per provider',
      data: (a) => a.byProvider,
      xKey: 'providerName',
      series: bars(['totalBid', 'Bid'], ['totalWin', 'Win'], ['bidPnl', 'Profit']),
    },
    columns: [
      { field: 'providerName', header: 'Provider', sortKey: 'provider_name', flex: 2 },
      { field: 'bidCount', header: 'Bids', kind: 'number', width: 100 },
      { field: 'players', header: 'Players', kind: 'number', width: 100 },
      { field: 'totalBid', header: 'Bid', sortKey: 'total_bid', ...money },
      { field: 'totalWin', header: 'Win', ...money },
      { field: 'bidPnl', header: 'Profit', sortKey: 'bid_pnl', ...money },
    ],
    rowId: (row) => String(row.providerId),
    rowLabel: (row) => row.providerName,
    open: (row, { q, family }) =>
      `/sales-report/${family}?start=${q.start}&end=${q.end}&provider=${row.providerId}`,
    totalsRow: 'providerName',
    emptyText: 'No bids in this range',
  }),
});
