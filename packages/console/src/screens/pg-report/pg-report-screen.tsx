import type { OperationOutput } from '@backoffice/sdk';
import { playerWalletUrl } from '../../app/links';
import { chartFrom, reportLevels } from '../../components/report/define-report';
import { choices, ENTRY, STAFF_OPTIONS } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';
import type { TotalItem } from '../../components/report/totals-line';
import { pgChart } from './pg-chart';
import { PG_ALLOWED, type PgQuery, pgCrumbs, pgDefaults, pgInput } from './pg-report-query';

type Days = OperationOutput<'reports.pgByDate'>;
type Overall = OperationOutput<'reports.pgOverall'>;
const level = reportLevels<PgQuery>();
const range = ({ q }: { q: PgQuery }) => ({ startDate: q.start, endDate: q.end });
const gateway = ({ q }: { q: PgQuery }) => (q.gateway ? { paymentGateway: q.gateway } : {});
const type = ({ q }: { q: PgQuery }) => (q.type ? { type: q.type } : {});
const days = (ctx: { q: PgQuery }) => ({ ...range(ctx), ...gateway(ctx), ...type(ctx) });
const ofType = (a: Overall, q: PgQuery) => a.rows.filter((r) => !q.type || r.type === q.type);
const totals = (t: { deposit: number; withdrawal: number; count: number } | undefined): TotalItem[] => [
  { label: 'Transactions (SUCCESS)', value: t?.count, kind: 'count' },
  { label: 'Deposits', value: t?.deposit },
  { label: 'Withdrawals', value: t?.withdrawal },
];
/** Deposits and withdrawals per gateway per day: the PG report's chart, on its first two levels. */
const PER_DAY = {
  title: 'Deposits and withdrawals per gateway per day',
  data: (a: Days) => pgChart(a.rows).data,
  series: [],
  seriesOf: (a: Days) => pgChart(a.rows).series,
};
const AMOUNTS = [
  { field: 'count', header: 'Transactions', kind: 'number', width: 140 },
  { field: 'deposit', header: 'Deposits', kind: 'money', width: 170 },
  { field: 'withdrawal', header: 'Withdrawals', kind: 'money', width: 170 },
] as const;
const none = 'No successful gateway transactions in this range';

/** PG report: overall -> by date -> one day by gateway -> transactions, each level a URL. */
export default defineReport<PgQuery>({
  source: 'payments',
  defaults: pgDefaults,
  allowed: PG_ALLOWED,
  crumbs: ({ q, defaults }) => pgCrumbs(q, defaults),
  day: (q) => q.date,
  export: {
    fileName: ({ q }) => `pg-report-${q.date || q.start}-${q.date || q.end}.csv`,
    server: { op: 'reports.pgExport', input: ({ q }) => pgInput(q) },
  },
  filters: [
    {
      key: 'gateway',
      kind: 'select',
      label: 'Gateway',
      any: 'All gateways',
      // The gateways of the range.
      options: {
        op: 'reports.pgOverall',
        input: range,
        toOptions: (a) =>
          choices(Object.fromEntries((a as Overall).rows.map((r) => [r.paymentGateway, r.paymentGateway]))),
      },
    },
    {
      key: 'type',
      kind: 'select',
      label: 'Type',
      any: 'Deposits and withdrawals',
      options: choices({ DEPOSIT: 'Deposits', WITHDRAWAL: 'Withdrawals' }),
    },
    // The staff member who sent withdrawals to the gateway: on the transactions level, where it applies.
    {
      key: 'admin',
      kind: 'select',
      label: 'Sent by',
      any: 'Any staff member',
      options: STAFF_OPTIONS,
      when: (q) => q.level === 'transactions',
    },
  ],
  levels: {
    overall: level('reports.pgOverall', {
      input: (ctx) => ({ ...range(ctx), ...gateway(ctx) }),
      label: 'PG report overall',
      rows: ofType,
      totals: (a, q) => totals(a && { ...a.totals, count: ofType(a, q).reduce((n, r) => n + r.count, 0) }),
      next: { label: 'By date (every gateway) →', patch: { level: 'by-date' } },
      chart: chartFrom('reports.pgByDate', days, PER_DAY),
      columns: [
        { field: 'paymentGateway', header: 'Gateway', flex: 2 },
        { field: 'type', header: 'Type', width: 140 },
        { field: 'count', header: 'Transactions', kind: 'number', width: 140 },
        { field: 'amount', header: 'Amount', kind: 'money', width: 170 },
      ],
      rowId: (row) => `${row.paymentGateway}-${row.type}`,
      rowLabel: (row) => `${row.paymentGateway} ${row.type}`,
      open: (row, { href }) => href({ level: 'by-date', gateway: row.paymentGateway, type: row.type }),
      emptyText: none,
    }),
    'by-date': level('reports.pgByDate', {
      input: days,
      label: 'PG report by date',
      totals: (a) => totals(a?.totals),
      chart: PER_DAY,
      columns: [{ field: 'date', header: 'Date', flex: 1 }, ...AMOUNTS],
      rowId: (row) => row.date,
      rowLabel: (row) => row.date,
      open: (row, { href }) => href({ level: 'by-gateway', date: row.date }),
      totalsRow: 'date',
      emptyText: none,
    }),
    'by-gateway': level('reports.pgByDateByGateway', {
      input: (ctx) => ({ date: ctx.q.date, ...type(ctx) }),
      label: ({ q }) => `PG report of ${q.date} by gateway`,
      rows: (a, q) => a.rows.filter((r) => !q.gateway || r.paymentGateway === q.gateway),
      totals: (a) => totals(a?.totals),
      columns: [{ field: 'paymentGateway', header: 'Gateway', flex: 2 }, ...AMOUNTS],
      rowId: (row) => row.paymentGateway,
      rowLabel: (row) => row.paymentGateway,
      open: (row, { href }) => href({ level: 'transactions', gateway: row.paymentGateway }),
      totalsRow: 'paymentGateway',
      emptyText: 'No successful gateway transactions on this day',
    }),
    transactions: level('reports.pgTransactions', {
      input: ({ q }) => ({ ...pgInput(q), currentPage: q.page }),
      label: 'PG transactions',
      totals: (a) => totals(a?.totals),
      columns: [
        { field: 'tranId', header: 'ID', kind: 'number', width: 90 },
        ENTRY.player,
        { field: 'paymentGateway', header: 'Gateway', width: 130 },
        { field: 'type', header: 'Type', width: 120 },
        ENTRY.amount,
        { field: 'status', header: 'Status', width: 120 },
        { field: 'reference', header: 'Reference', width: 160 },
        ENTRY.at,
      ],
      rowId: (row) => `${row.type}-${row.tranId}`,
      rowLabel: (row) => `${row.type} ${row.tranId} of ${row.fullName}`,
      open: (row) => playerWalletUrl(row.userId),
      emptyText: 'No transactions for these filters',
    }),
  },
});
