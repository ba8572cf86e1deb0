import type { OperationInput, OperationOutput } from '@backoffice/sdk';
import { reportLevels } from '../../components/report/define-report';
import {
  bidTotals,
  choices,
  lastFifteenDays,
  PLAYERS,
  rangeInput,
} from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

type UserAnalysisType = OperationInput<'analysis.user'>['type'];
/** Every type the contract has, with what it lists. */
const TYPES: Record<UserAnalysisType, string> = {
  'top-gainers': 'Top gainers (won more than they staked)',
  'top-losers': 'Top losers (staked more than they won)',
  'top-bidders': 'Top bidders (largest stakes)',
  'most-active': 'Most active (most bids)',
};
const ORDER_KEYS = ['bid_pnl', 'total_bid', 'bid_count'] as const;
/** Top gainers by bid_pnl over 15 days back; the order's direction is the type's own unless picked. */
const defaults = (today: string) => ({
  type: 'top-gainers' as UserAnalysisType,
  ...lastFifteenDays(today),
  orderBy: 'bid_pnl' as (typeof ORDER_KEYS)[number],
  order: '' as '' | 'asc' | 'desc',
});
type Q = ReturnType<typeof defaults>;
type Row = OperationOutput<'analysis.user'>['rows'][number];
const input = (ctx: { q: Q }) => {
  const { type, orderBy, order } = ctx.q;
  return { type, ...rangeInput(ctx), orderBy, ...(order ? { order } : {}) };
};

/** Players ranked by P/L (top gainers, top losers, top bidders, most active); a row opens the wallet. */
export default defineReport<Q>({
  source: 'bids',
  defaults,
  allowed: {
    type: Object.keys(TYPES) as UserAnalysisType[],
    orderBy: ORDER_KEYS,
    order: ['', 'asc', 'desc'],
  },
  export: {
    fileName: ({ q }) => `user-analysis-${q.type}-${q.start}-${q.end}.csv`,
    server: { op: 'analysis.userExport', input },
  },
  filters: [{ key: 'type', kind: 'select', label: 'Type', options: choices(TYPES), reset: { order: '' } }],
  ...reportLevels<Q>()('analysis.user', {
    input: (ctx) => ({ ...input(ctx), currentPage: ctx.q.page }),
    label: ({ q }) => TYPES[q.type],
    // Absent order is the type's natural direction (ascending for top gainers); the URL keeps only a change.
    naturalOrder: (q) => (q.type === 'top-gainers' ? 'asc' : 'desc'),
    totals: bidTotals('P/L (house)'),
    columns: [
      ...PLAYERS.columns<Row>(false),
      { field: 'bidCount', header: 'Bids', kind: 'number', sortKey: 'bid_count', width: 100 },
      { field: 'totalBid', header: 'Bid', kind: 'money', sortKey: 'total_bid', width: 150 },
      { field: 'totalWin', header: 'Win', kind: 'money', width: 150 },
      { field: 'bidPnl', header: 'P/L (house)', kind: 'money', sortKey: 'bid_pnl', width: 150 },
      // Designed (issue 26): how likely the player's wins in the range were by luck alone.
      {
        field: 'winChance',
        header: 'Wins by chance',
        width: 230,
        text: (r) => (r.winChance ? `${r.improbable ? 'Improbable: ' : ''}${r.winChance}` : '—'),
        tone: (r) => (r.improbable ? 'bad' : undefined),
      },
    ],
    ...PLAYERS.rows,
    emptyText: 'No players of this type in this range',
  }),
});
