import type { OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { type CsvColumn, csvMoney } from '../../components/report/csv';
import { shiftDate } from '../../components/report/quick-ranges';

export type GameAnalysis = OperationOutput<'analysis.game'>;
export type GameAnalysisRow = GameAnalysis['rows'][number];

export const GAME_ORDER_KEYS = ['bid_pnl', 'total_bid', 'provider_name'] as const;

/** Range 15 days back, the spec's page size (10), ordered by bid_pnl. */
export function gameDefaults(today: string) {
  return {
    start: shiftDate(today, -15),
    end: today,
    page: 1,
    orderBy: 'bid_pnl' as (typeof GAME_ORDER_KEYS)[number],
    order: 'desc' as 'asc' | 'desc',
  };
}

export const GAME_ALLOWED = { orderBy: GAME_ORDER_KEYS, order: ['asc', 'desc'] as const };

export const GAME_COLUMNS: readonly GridColumn<GameAnalysisRow>[] = [
  { field: 'providerName', header: 'Provider', sortKey: 'provider_name', flex: 2 },
  { field: 'bidCount', header: 'Bids', kind: 'number', width: 100 },
  { field: 'players', header: 'Players', kind: 'number', width: 100 },
  { field: 'totalBid', header: 'Bid', kind: 'money', sortKey: 'total_bid', width: 150 },
  { field: 'totalWin', header: 'Win', kind: 'money', width: 150 },
  { field: 'bidPnl', header: 'Profit', kind: 'money', sortKey: 'bid_pnl', width: 150 },
];

/** The export: every provider of the filter (by_provider), not only the page. */
export const GAME_CSV: readonly CsvColumn<GameAnalysisRow>[] = [
  { header: 'provider_id', value: (r) => r.providerId },
  { header: 'provider_name', value: (r) => r.providerName },
  { header: 'bid_count', value: (r) => r.bidCount },
  { header: 'players', value: (r) => r.players },
  { header: 'total_bid', value: (r) => csvMoney(r.totalBid) },
  { header: 'total_win', value: (r) => csvMoney(r.totalWin) },
  { header: 'bid_pnl', value: (r) => csvMoney(r.bidPnl) },
];

export const ANALYSIS_SERIES = [
  { yKey: 'totalBid', yName: 'Bid', type: 'bar' as const },
  { yKey: 'totalWin', yName: 'Win', type: 'bar' as const },
  { yKey: 'bidPnl', yName: 'Profit', type: 'bar' as const },
];
