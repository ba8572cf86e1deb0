import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { type CsvColumn, csvMoney } from '../../components/report/csv';
import { shiftDate } from '../../components/report/quick-ranges';

export type BankAnalysis = OperationOutput<'analysis.bank'>;
export type BankRow = BankAnalysis['rows'][number];

export const BANK_ORDER_KEYS = ['total_amount', 'request_count', 'bank_name'] as const;

export function bankDefaults(today: string) {
  return {
    start: shiftDate(today, -15),
    end: today,
    page: 1,
    orderBy: 'total_amount' as (typeof BANK_ORDER_KEYS)[number],
    order: 'desc' as 'asc' | 'desc',
  };
}

export const BANK_ALLOWED = { orderBy: BANK_ORDER_KEYS, order: ['asc', 'desc'] as const };

export const BANK_COLUMNS: readonly GridColumn<BankRow>[] = [
  { field: 'bankName', header: 'Bank', sortKey: 'bank_name', flex: 2 },
  { field: 'ifscPrefix', header: 'IFSC', width: 90 },
  { field: 'accounts', header: 'Accounts', kind: 'number', width: 110 },
  { field: 'requestCount', header: 'Requests', kind: 'number', sortKey: 'request_count', width: 110 },
  { field: 'totalAmount', header: 'Requested', kind: 'money', sortKey: 'total_amount', width: 160 },
  { field: 'successAmount', header: 'Paid (SUCCESS)', kind: 'money', width: 160 },
  { field: 'failedCount', header: 'Failed or declined', kind: 'number', width: 150 },
];

/** The export: every bank of the filter (by_bank), not only the page. */
export const BANK_CSV: readonly CsvColumn<BankRow>[] = [
  { header: 'bank_name', value: (r) => r.bankName },
  { header: 'ifsc_prefix', value: (r) => r.ifscPrefix },
  { header: 'accounts', value: (r) => r.accounts },
  { header: 'request_count', value: (r) => r.requestCount },
  { header: 'total_amount', value: (r) => csvMoney(r.totalAmount) },
  { header: 'success_amount', value: (r) => csvMoney(r.successAmount) },
  { header: 'failed_count', value: (r) => r.failedCount },
];

export const WITHDRAWALS_PER_BANK = [
  { yKey: 'totalAmount', yName: 'Requested', type: 'bar' as const },
  { yKey: 'successAmount', yName: 'Paid', type: 'bar' as const },
];
