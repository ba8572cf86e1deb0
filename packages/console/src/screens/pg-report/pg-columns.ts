import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';

export type PgOverallRow = OperationOutput<'reports.pgOverall'>['rows'][number];
export type PgDayRow = OperationOutput<'reports.pgByDate'>['rows'][number];
export type PgGatewayRow = OperationOutput<'reports.pgByDateByGateway'>['rows'][number];
export type PgTransaction = OperationOutput<'reports.pgTransactions'>['rows'][number];

export const OVERALL_COLUMNS: readonly GridColumn<PgOverallRow>[] = [
  { field: 'paymentGateway', header: 'Gateway', flex: 2 },
  { field: 'type', header: 'Type', width: 140 },
  { field: 'count', header: 'Transactions', kind: 'number', width: 140 },
  { field: 'amount', header: 'Amount', kind: 'money', width: 170 },
];

export const DAY_COLUMNS: readonly GridColumn<PgDayRow>[] = [
  { field: 'date', header: 'Date', flex: 1 },
  { field: 'count', header: 'Transactions', kind: 'number', width: 140 },
  { field: 'deposit', header: 'Deposits', kind: 'money', width: 170 },
  { field: 'withdrawal', header: 'Withdrawals', kind: 'money', width: 170 },
];

export const GATEWAY_COLUMNS: readonly GridColumn<PgGatewayRow>[] = [
  { field: 'paymentGateway', header: 'Gateway', flex: 2 },
  { field: 'count', header: 'Transactions', kind: 'number', width: 140 },
  { field: 'deposit', header: 'Deposits', kind: 'money', width: 170 },
  { field: 'withdrawal', header: 'Withdrawals', kind: 'money', width: 170 },
];

export const TRANSACTION_COLUMNS: readonly GridColumn<PgTransaction>[] = [
  { field: 'tranId', header: 'ID', kind: 'number', width: 90 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'paymentGateway', header: 'Gateway', width: 130 },
  { field: 'type', header: 'Type', width: 120 },
  { field: 'amount', header: 'Amount', kind: 'money', width: 150 },
  { field: 'status', header: 'Status', width: 120 },
  { field: 'reference', header: 'Reference', width: 160 },
  { field: 'createdAt', header: 'At', kind: 'datetime', width: 185 },
];
