import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { type CsvColumn, csvMoney } from '../../components/report/csv';

export type FundOverallRow = OperationOutput<'reports.adminFundOverall'>['rows'][number];
export type FundDayRow = OperationOutput<'reports.adminFundByDate'>['rows'][number];
export type FundAdminRow = OperationOutput<'reports.adminFundByAdmin'>['rows'][number];
export type FundTransaction = OperationOutput<'reports.adminFundTransactions'>['rows'][number];

export const OVERALL_COLUMNS: readonly GridColumn<FundOverallRow>[] = [
  { field: 'tranType', header: 'Type', flex: 1 },
  { field: 'count', header: 'Adjustments', kind: 'number', width: 140 },
  { field: 'amount', header: 'Amount', kind: 'money', width: 170 },
];

export const DAY_COLUMNS: readonly GridColumn<FundDayRow>[] = [
  { field: 'date', header: 'Date', flex: 1 },
  { field: 'count', header: 'Adjustments', kind: 'number', width: 140 },
  { field: 'credit', header: 'Credits', kind: 'money', width: 170 },
  { field: 'debit', header: 'Debits', kind: 'money', width: 170 },
];

export const ADMIN_COLUMNS: readonly GridColumn<FundAdminRow>[] = [
  { field: 'username', header: 'Staff member', flex: 1 },
  { field: 'fullName', header: 'Name', flex: 1 },
  { field: 'count', header: 'Adjustments', kind: 'number', width: 140 },
  { field: 'credit', header: 'Credits', kind: 'money', width: 170 },
  { field: 'debit', header: 'Debits', kind: 'money', width: 170 },
];

export const TRANSACTION_COLUMNS: readonly GridColumn<FundTransaction>[] = [
  { field: 'entryId', header: 'Entry', kind: 'number', width: 100 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'tranType', header: 'Type', width: 100 },
  { field: 'amount', header: 'Amount', kind: 'money', width: 150 },
  { field: 'reason', header: 'Reason', flex: 2 },
  { field: 'createdBy', header: 'By', width: 120 },
  { field: 'createdAt', header: 'At', kind: 'datetime', width: 185 },
];

/** The export: every adjustment of the filters, the entries behind every level. */
export const TRANSACTION_CSV: readonly CsvColumn<FundTransaction>[] = [
  { header: 'entry_id', value: (r) => r.entryId },
  { header: 'user_id', value: (r) => r.userId },
  { header: 'full_name', value: (r) => r.fullName },
  { header: 'tran_type', value: (r) => r.tranType },
  { header: 'amount', value: (r) => csvMoney(r.amount) },
  { header: 'reason', value: (r) => r.reason },
  { header: 'created_by', value: (r) => r.createdBy },
  { header: 'created_at', value: (r) => r.createdAt },
];

export const CREDITS_DEBITS = [
  { yKey: 'credit', yName: 'Credits', type: 'bar' as const },
  { yKey: 'debit', yName: 'Debits', type: 'bar' as const },
];
