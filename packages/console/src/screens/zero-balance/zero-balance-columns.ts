import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import type { CsvColumn } from '../../components/report/csv';

export type ZeroBalanceRow = OperationOutput<'reports.zeroBalance'>['rows'][number];

export const ZERO_ORDER_KEYS = ['created_at', 'last_login_at', 'full_name'] as const;

export const ZERO_COLUMNS: readonly GridColumn<ZeroBalanceRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 90 },
  { field: 'fullName', header: 'Player', sortKey: 'full_name', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'lastDepositAt', header: 'Last deposit', kind: 'datetime', width: 185 },
  { field: 'lastBidAt', header: 'Last bid', kind: 'datetime', width: 185 },
  { field: 'createdAt', header: 'Registered', kind: 'datetime', sortKey: 'created_at', width: 185 },
];

export const ZERO_CSV: readonly CsvColumn<ZeroBalanceRow>[] = [
  { header: 'user_id', value: (r) => r.userId },
  { header: 'full_name', value: (r) => r.fullName },
  { header: 'phone', value: (r) => r.phone },
  { header: 'last_deposit_at', value: (r) => r.lastDepositAt },
  { header: 'last_bid_at', value: (r) => r.lastBidAt },
  { header: 'created_at', value: (r) => r.createdAt },
];
