import { reportLevels } from '../../components/report/define-report';
import { lastFifteenDays, PLAYERS, searchInput, urlSort } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

const SORT = urlSort(['total_deposit', 'full_name'] as const);
const defaults = (today: string) => ({ ...lastFifteenDays(today), search: '', ...SORT.defaults });
type Q = ReturnType<typeof defaults>;

/** User deposit report (overall): SUCCESS deposits per player over a range; a row opens the wallet. */
export default defineReport<Q>({
  source: 'payments',
  filters: [{ key: 'search', kind: 'search', label: 'Search players', placeholder: 'Name or phone' }],
  defaults,
  allowed: SORT.allowed,
  export: {
    fileName: ({ q }) => `user-deposit-${q.start}-${q.end}.csv`,
    server: { op: 'reports.userDepositExport', input: searchInput<Q> },
  },
  ...reportLevels<Q>()('reports.userDeposit', {
    input: (ctx) => ({ ...searchInput(ctx), currentPage: ctx.q.page }),
    label: 'Deposits per player',
    totals: [
      ['Players', 'users', 'count'],
      ['Deposits', 'depositCount', 'count'],
      ['Deposited', 'totalDeposit'],
    ],
    columns: [
      ...PLAYERS.columns(true),
      { field: 'depositCount', header: 'Deposits', kind: 'number', width: 110 },
      { field: 'totalDeposit', header: 'Deposited', kind: 'money', sortKey: 'total_deposit', width: 160 },
      { field: 'lastDepositAt', header: 'Last deposit', kind: 'datetime', width: 185 },
    ],
    ...PLAYERS.rows,
    emptyText: 'No deposits in this range',
  }),
});
