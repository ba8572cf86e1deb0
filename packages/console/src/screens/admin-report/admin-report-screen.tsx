import type { OperationOutput } from '@backoffice/sdk';
import { playerWalletUrl } from '../../app/links';
import type { GridColumn } from '../../components/data-grid/types';
import { chartFrom, reportLevels, type TotalDecl } from '../../components/report/define-report';
import { choices, ENTRY, STAFF_OPTIONS } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';
import { ADMIN_ALLOWED, type AdminQuery, adminCrumbs, adminDefaults, adminInput } from './admin-report-query';

const level = reportLevels<AdminQuery>();
const input = ({ q }: { q: AdminQuery }) => adminInput(q);
const TOTALS: readonly TotalDecl[] = [
  ['Adjustments', 'count', 'count'],
  ['Credits', 'credit'],
  ['Debits', 'debit'],
];
const ADJUSTMENTS = { field: 'count', header: 'Adjustments', kind: 'number', width: 140 } as const;
const CREDITS = { field: 'credit', header: 'Credits', kind: 'money', width: 170 } as const;
const DEBITS = { ...CREDITS, field: 'debit', header: 'Debits' } as const;
/** Credits and debits per admin: the report's chart (overall and by admin). */
const PER_ADMIN = {
  title: 'Credits and debits per admin',
  data: (a: OperationOutput<'reports.adminFundByAdmin'>) => a.rows,
  xKey: 'username',
  series: [CREDITS, DEBITS].map((c) => ({ yKey: c.field, yName: c.header, type: 'bar' as const })),
};
const TRANSACTIONS: readonly GridColumn<OperationOutput<'reports.adminFundTransactions'>['rows'][number]>[] =
  [
    { field: 'entryId', header: 'Entry', kind: 'number', width: 100 },
    ENTRY.player,
    { field: 'tranType', header: 'Type', width: 100 },
    ENTRY.amount,
    { field: 'reason', header: 'Reason', flex: 2 },
    { field: 'createdBy', header: 'By', width: 120 },
    ENTRY.at,
  ];
const empty = 'No admin adjustments in this range';

/** Admin fund report: credits and debits made by staff; overall, by date, by admin, an admin's entries. */
export default defineReport<AdminQuery>({
  source: 'ledger',
  defaults: adminDefaults,
  allowed: ADMIN_ALLOWED,
  crumbs: ({ q, defaults, options }) =>
    q.level === 'transactions'
      ? adminCrumbs(q, defaults, options.createdBy?.find((o) => o.value === q.createdBy)?.label)
      : undefined,
  views: {
    label: 'Admin report views',
    items: [
      ['overall', 'Overall'],
      ['by-date', 'By date'],
      ['by-admin', 'By admin'],
    ],
  },
  // The export: every adjustment of the filters, the entries behind every level.
  export: {
    fileName: ({ q }) => `admin-fund-${q.start}-${q.end}.csv`,
    pages: { op: 'reports.adminFundTransactions', input },
    columns: TRANSACTIONS,
    fields: ['entryId', 'userId', 'fullName', 'tranType', 'amount', 'reason', 'createdBy', 'createdAt'],
  },
  filters: [
    {
      key: 'tranType',
      kind: 'select',
      label: 'Type',
      any: 'Credits and debits',
      options: choices({ credit: 'Credits', debit: 'Debits' }),
    },
    { key: 'createdBy', kind: 'select', label: 'Made by', any: 'Any staff member', options: STAFF_OPTIONS },
  ],
  levels: {
    overall: level('reports.adminFundOverall', {
      input,
      label: 'Admin fund report overall',
      totals: TOTALS,
      chart: chartFrom('reports.adminFundByAdmin', input, PER_ADMIN),
      columns: [
        { field: 'tranType', header: 'Type', flex: 1 },
        ADJUSTMENTS,
        { ...CREDITS, field: 'amount', header: 'Amount' },
      ],
      rowId: (row) => row.tranType,
      rowLabel: (row) => row.tranType,
      open: (row, { href }) => href({ level: 'by-admin', tranType: row.tranType }),
      emptyText: empty,
    }),
    'by-date': level('reports.adminFundByDate', {
      input,
      label: 'Admin fund report by date',
      totals: TOTALS,
      columns: [{ field: 'date', header: 'Date', flex: 1 }, ADJUSTMENTS, CREDITS, DEBITS],
      rowId: (row) => row.date,
      totalsRow: 'date',
      emptyText: empty,
    }),
    'by-admin': level('reports.adminFundByAdmin', {
      input,
      label: 'Admin fund report by admin',
      totals: TOTALS,
      chart: PER_ADMIN,
      columns: [
        { field: 'username', header: 'Staff member', flex: 1 },
        { field: 'fullName', header: 'Name', flex: 1 },
        ADJUSTMENTS,
        CREDITS,
        DEBITS,
      ],
      rowId: (row) => String(row.employeeId),
      rowLabel: (row) => row.username,
      open: (row, { href }) => href({ level: 'transactions', createdBy: String(row.employeeId) }),
      totalsRow: 'username',
      emptyText: empty,
    }),
    transactions: level('reports.adminFundTransactions', {
      input: (ctx) => ({ ...input(ctx), currentPage: ctx.q.page }),
      label: 'Admin fund transactions',
      totals: TOTALS,
      columns: TRANSACTIONS,
      rowId: (row) => String(row.entryId),
      rowLabel: (row) => `${row.tranType} ${row.entryId} of ${row.fullName}`,
      open: (row) => playerWalletUrl(row.userId),
      emptyText: 'No adjustments for these filters',
    }),
  },
});
