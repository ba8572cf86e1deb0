import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { shiftDate } from '../../components/report/quick-ranges';

export type UserDepositRow = OperationOutput<'reports.userDeposit'>['rows'][number];

export const DEPOSIT_ORDER_KEYS = ['total_deposit', 'full_name'] as const;

export function depositDefaults(today: string) {
  return {
    start: shiftDate(today, -15),
    end: today,
    page: 1,
    search: '',
    orderBy: 'total_deposit' as (typeof DEPOSIT_ORDER_KEYS)[number],
    order: 'desc' as 'asc' | 'desc',
  };
}

export const DEPOSIT_ALLOWED = { orderBy: DEPOSIT_ORDER_KEYS, order: ['asc', 'desc'] as const };

export const DEPOSIT_COLUMNS: readonly GridColumn<UserDepositRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 90 },
  { field: 'fullName', header: 'Player', sortKey: 'full_name', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'depositCount', header: 'Deposits', kind: 'number', width: 110 },
  { field: 'totalDeposit', header: 'Deposited', kind: 'money', sortKey: 'total_deposit', width: 160 },
  { field: 'lastDepositAt', header: 'Last deposit', kind: 'datetime', width: 185 },
];
