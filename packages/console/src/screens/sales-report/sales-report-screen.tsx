import type { OperationOutput } from '@backoffice/sdk';
import { playerWalletUrl } from '../../app/links';
import { reportLevels, type TotalDecl } from '../../components/report/define-report';
import { defineReport } from '../../components/report/report-view';
import { SALES_ALLOWED, type SalesQuery, salesCrumbs, salesDefaults, salesInput } from './sales-query';

type Answer = OperationOutput<'reports.sales'>;
const level = reportLevels<SalesQuery>();
const providerOf = (a: Answer | undefined, q: SalesQuery) =>
  a?.byProvider.find((p) => p.providerId === q.provider);
const TOTALS: readonly TotalDecl[] = [
  ['Bid', 'bid'],
  ['Win', 'win'],
  ['Profit', 'profit'],
];
const money = { kind: 'money', width: 160 } as const;

/** Sales of one family: bid, win and profit per provider, then per player of a provider. */
export default defineReport<SalesQuery>({
  source: 'bids',
  defaults: salesDefaults,
  allowed: SALES_ALLOWED,
  level: (q) => (q.provider ? 'players' : 'providers'),
  crumbs: ({ q, family, defaults }, a: Answer) =>
    salesCrumbs(family, q, defaults, providerOf(a, q)?.providerName),
  export: {
    fileName: ({ q, family }, a: Answer) =>
      `${family}-sales-${q.start}-${q.end}${providerOf(a, q) ? `-${providerOf(a, q)?.providerName}` : ''}.csv`,
    server: { op: 'reports.salesExport', input: ({ q, family }) => salesInput(family, q) },
  },
  filters: [
    {
      key: 'providerName',
      kind: 'search',
      label: 'Provider name',
      placeholder: 'Provider name',
      when: (q) => !q.provider,
    },
    {
      key: 'playerName',
      kind: 'search',
      label: 'Player name',
      placeholder: 'Player name or phone',
      when: (q) => !!q.provider,
    },
  ],
  levels: {
    // The per-provider level reads by_provider and totals, which cover the whole filter: one row is enough.
    providers: level<'reports.sales', Answer['byProvider'][number]>('reports.sales', {
      input: ({ q, family }) => ({ ...salesInput(family, q), perPage: 1 }),
      label: 'Sales per provider',
      rows: (a) => a.byProvider,
      totals: TOTALS,
      chart: {
        title: 'Bid, win and profit per provider',
        data: (a) => a.byProvider,
        xKey: 'providerName',
        series: TOTALS.map(([yName, yKey]) => ({ yKey, yName, type: 'bar' })),
      },
      columns: [
        { field: 'providerName', header: 'Provider', flex: 2 },
        { field: 'players', header: 'Players', kind: 'number', width: 110 },
        { field: 'bid', header: 'Bid', ...money },
        { field: 'win', header: 'Win', ...money },
        { field: 'profit', header: 'Profit', ...money },
      ],
      rowId: (row) => String(row.providerId),
      rowLabel: (row) => row.providerName,
      open: (row, { href }) => href({ provider: row.providerId }),
      totalsRow: 'providerName',
      emptyText: 'No bids in this range',
    }),
    players: level('reports.sales', {
      input: ({ q, family }) => ({
        ...salesInput(family, q),
        currentPage: q.page,
        perPage: 25,
        orderBy: q.orderBy,
        order: q.order,
      }),
      label: ({ q }, a) => `Sales per player of ${providerOf(a, q)?.providerName ?? 'the provider'}`,
      totals: TOTALS,
      columns: [
        { field: 'userId', header: 'ID', kind: 'number', width: 90 },
        { field: 'playerName', header: 'Player', sortKey: 'player_name', flex: 2 },
        { field: 'bid', header: 'Bid', sortKey: 'bid', ...money },
        { field: 'win', header: 'Win', sortKey: 'win', ...money },
        { field: 'profit', header: 'Profit', sortKey: 'profit', ...money },
      ],
      rowId: (row) => `${row.providerId}-${row.userId}`,
      rowLabel: (row) => row.playerName,
      open: (row) => playerWalletUrl(row.userId),
      totalsRow: 'playerName',
      emptyText: 'No bids of this provider in this range',
    }),
  },
});
