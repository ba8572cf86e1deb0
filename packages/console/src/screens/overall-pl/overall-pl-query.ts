import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { shiftDate } from '../../components/report/quick-ranges';

export type ProfitLoss = OperationOutput<'reports.overallProfitLoss'>;
export type ProfitLossRow = ProfitLoss['rows'][number];

export const PL_ORDER_KEYS = ['full_name', 'pnl', 'total_bid'] as const;

/** The spec's defaults: 15 days back, 15 per page, ordered by full_name. */
export function plDefaults(today: string) {
  return {
    start: shiftDate(today, -15),
    end: today,
    page: 1,
    perPage: 15,
    search: '',
    orderBy: 'full_name' as (typeof PL_ORDER_KEYS)[number],
    order: 'asc' as 'asc' | 'desc',
  };
}

export type PlQuery = ReturnType<typeof plDefaults>;

export const PL_ALLOWED = { orderBy: PL_ORDER_KEYS, order: ['asc', 'desc'] as const };

export const PL_COLUMNS: readonly GridColumn<ProfitLossRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 90 },
  { field: 'fullName', header: 'Player', sortKey: 'full_name', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'totalBid', header: 'Bid', kind: 'money', sortKey: 'total_bid', width: 150 },
  { field: 'totalWin', header: 'Win', kind: 'money', width: 150 },
  { field: 'pnl', header: 'P/L (house)', kind: 'money', sortKey: 'pnl', width: 160 },
];

/** The SDK input of the filters (the list adds the page; the export takes the whole set). */
export function plInput(query: PlQuery) {
  return {
    startDate: query.start,
    endDate: query.end,
    orderBy: query.orderBy,
    order: query.order,
    ...(query.search ? { search: query.search } : {}),
  };
}
