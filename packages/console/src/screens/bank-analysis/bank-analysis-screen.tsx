import type { OperationOutput } from '@backoffice/sdk';
import { reportLevels } from '../../components/report/define-report';
import { bars, lastFifteenDays, rangeInput, urlSort } from '../../components/report/report-parts';
import { defineReport } from '../../components/report/report-view';

type Answer = OperationOutput<'analysis.bank'>;
const SORT = urlSort(['total_amount', 'request_count', 'bank_name'] as const);
const defaults = (today: string) => ({ ...lastFifteenDays(today), ...SORT.defaults });
type Q = ReturnType<typeof defaults>;

/** Withdrawal requests per bank (IFSC prefix) over a range, with every bank in the chart. */
export default defineReport<Q>({
  source: 'payments',
  defaults,
  allowed: SORT.allowed,
  // The export: every bank of the filter (by_bank), not only the page.
  export: {
    fileName: ({ q }) => `bank-analysis-${q.start}-${q.end}.csv`,
    rows: (a: Answer) => a.byBank,
  },
  ...reportLevels<Q>()('analysis.bank', {
    input: (ctx) => ({ ...rangeInput(ctx), currentPage: ctx.q.page, ...SORT.of(ctx.q) }),
    label: 'Withdrawals per bank',
    totals: [
      ['Requests', 'requestCount', 'count'],
      ['Requested', 'totalAmount'],
      ['Paid (SUCCESS)', 'successAmount'],
      ['Failed or declined', 'failedCount', 'count'],
    ],
    chart: {
      title: 'Withdrawals per bank',
      data: (a) => a.byBank,
      xKey: 'ifscPrefix',
      series: bars(['totalAmount', 'Requested'], ['successAmount', 'Paid']),
    },
    columns: [
      { field: 'bankName', header: 'Bank', sortKey: 'bank_name', flex: 2 },
      { field: 'ifscPrefix', header: 'IFSC', width: 90 },
      { field: 'accounts', header: 'Accounts', kind: 'number', width: 110 },
      { field: 'requestCount', header: 'Requests', kind: 'number', sortKey: 'request_count', width: 110 },
      { field: 'totalAmount', header: 'Requested', kind: 'money', sortKey: 'total_amount', width: 160 },
      { field: 'successAmount', header: 'Paid (SUCCESS)', kind: 'money', width: 160 },
      { field: 'failedCount', header: 'Failed or declined', kind: 'number', width: 150 },
    ],
    rowId: (row) => row.ifscPrefix,
    rowLabel: (row) => row.bankName,
    totalsRow: 'bankName',
    emptyText: 'No withdrawal requests in this range',
  }),
});
