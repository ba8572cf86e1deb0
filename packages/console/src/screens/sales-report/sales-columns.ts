import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';

export type SalesReport = OperationOutput<'reports.sales'>;
export type SalesRow = SalesReport['rows'][number];
export type SalesProviderRow = SalesReport['byProvider'][number];

export const PROVIDER_COLUMNS: readonly GridColumn<SalesProviderRow>[] = [
  { field: 'providerName', header: 'Provider', flex: 2 },
  { field: 'players', header: 'Players', kind: 'number', width: 110 },
  { field: 'bid', header: 'Bid', kind: 'money', width: 160 },
  { field: 'win', header: 'Win', kind: 'money', width: 160 },
  { field: 'profit', header: 'Profit', kind: 'money', width: 160 },
];

export const PLAYER_COLUMNS: readonly GridColumn<SalesRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 90 },
  { field: 'playerName', header: 'Player', sortKey: 'player_name', flex: 2 },
  { field: 'bid', header: 'Bid', kind: 'money', sortKey: 'bid', width: 160 },
  { field: 'win', header: 'Win', kind: 'money', sortKey: 'win', width: 160 },
  { field: 'profit', header: 'Profit', kind: 'money', sortKey: 'profit', width: 160 },
];

export const BID_WIN_PROFIT = [
  { yKey: 'bid', yName: 'Bid', type: 'bar' as const },
  { yKey: 'win', yName: 'Win', type: 'bar' as const },
  { yKey: 'profit', yName: 'Profit', type: 'bar' as const },
];
