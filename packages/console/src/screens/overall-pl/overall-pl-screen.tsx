import { reportLevels } from '../../components/report/define-report';
import { bars, lastFifteenDays, PLAYERS, searchInput, urlSort } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

const SORT = urlSort(['full_name', 'pnl', 'total_bid'] as const, 'asc');
/** The spec's defaults: 15 days back, 15 per page, ordered by full_name. */
const defaults = (today: string) => ({
  ...lastFifteenDays(today),
  perPage: 15,
  search: '',
  ...SORT.defaults,
});
type Q = ReturnType<typeof defaults>;
const input = searchInput<Q>;

/** Overall profit/loss per player over a range (15 days back, 15 per page), with P/L per day. */
export default defineReport<Q>({
  source: 'bids',
  defaults,
  allowed: SORT.allowed,
  filters: [{ key: 'search', kind: 'search', label: 'Search players', placeholder: 'Name or phone' }],
  export: {
    fileName: ({ q }) => `overall-pl-${q.start}-${q.end}.csv`,
    server: { op: 'reports.overallProfitLossExport', input },
  },
  ...reportLevels<Q>()('reports.overallProfitLoss', {
    input: (ctx) => ({ ...input(ctx), currentPage: ctx.q.page, perPage: ctx.q.perPage }),
    label: 'Profit and loss per player',
    totals: [
      ['Players', 'pagination', 'count'],
      ['Bid', 'totalBid'],
      ['Win', 'totalWin'],
      ['P/L (house)', 'pnl'],
    ],
    chart: {
      title: 'P/L per day',
      data: (a) => a.byDate,
      series: bars(['pnl', 'P/L (house)']),
    },
    columns: [
      ...PLAYERS.columns(true),
      { field: 'totalBid', header: 'Bid', kind: 'money', sortKey: 'total_bid', width: 150 },
      { field: 'totalWin', header: 'Win', kind: 'money', width: 150 },
      { field: 'pnl', header: 'P/L (house)', kind: 'money', sortKey: 'pnl', width: 160 },
    ],
    ...PLAYERS.rows,
    emptyText: 'No bids in this range',
  }),
});
