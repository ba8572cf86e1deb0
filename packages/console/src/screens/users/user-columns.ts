import type { GridColumn } from '../../components/data-grid/types';
import type { UserRow } from './users-types';

export const USER_COLUMNS: readonly GridColumn<UserRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 80 },
  { field: 'fullName', header: 'Name', sortKey: 'full_name', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'email', header: 'Email', hidden: true },
  { field: 'balance', header: 'Balance', kind: 'money', sortKey: 'balance', width: 130 },
  { field: 'toWatch', header: 'Watchlist', kind: 'bool', width: 100 },
  { field: 'watchlistReason', header: 'Watchlist reason', hidden: true },
  { field: 'riskLevel', header: 'Risk', width: 90 },
  { field: 'canSwitchDevice', header: 'Can switch device', kind: 'bool', hidden: true },
  { field: 'createdAt', header: 'Registered', kind: 'datetime', sortKey: 'created_at', width: 185 },
  { field: 'lastLoginAt', header: 'Last login', kind: 'datetime', sortKey: 'last_login_at', width: 185 },
];
