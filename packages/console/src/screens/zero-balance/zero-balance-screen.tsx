import { istDate } from '../../components/format';
import { reportLevels } from '../../components/report/define-report';
import { PLAYERS, urlSort } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

const SORT = urlSort(['created_at', 'last_login_at', 'full_name'] as const);
const defaults = () => ({ page: 1, perPage: 10, ...SORT.defaults });
type Q = ReturnType<typeof defaults>;
const order = ({ q }: { q: Q }) => SORT.of(q);
const level = reportLevels<Q>();

/** Players whose wallet balance is zero (current_page, per_page, order_by); a row opens the wallet. */
export default defineReport<Q>({
  source: 'ledger',
  defaults,
  allowed: SORT.allowed,
  range: false,
  // A plain list of players: paging through it in pages of 500 costs what one query would.
  export: {
    fileName: () => `zero-balance-${istDate(0)}.csv`,
    pages: { op: 'reports.zeroBalance', input: order },
  },
  ...level('reports.zeroBalance', {
    input: (ctx) => ({ ...order(ctx), currentPage: ctx.q.page, perPage: ctx.q.perPage }),
    label: 'Players with a zero balance',
    totals: [['Players with a zero balance', 'pagination', 'count']],
    columns: [
      ...PLAYERS.columns(true),
      { field: 'lastDepositAt', header: 'Last deposit', kind: 'datetime', width: 185 },
      { field: 'lastBidAt', header: 'Last bid', kind: 'datetime', width: 185 },
      { field: 'createdAt', header: 'Registered', kind: 'datetime', sortKey: 'created_at', width: 185 },
    ],
    ...PLAYERS.rows,
    emptyText: 'No player has a zero balance',
  }),
});
