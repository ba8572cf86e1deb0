import type { OperationInput, OperationOutput } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { shiftDate } from '../../components/report/quick-ranges';

export type UserAnalysis = OperationOutput<'analysis.user'>;
export type UserAnalysisRow = UserAnalysis['rows'][number];
export type UserAnalysisType = OperationInput<'analysis.user'>['type'];

/** Every type the contract has, with what it lists. */
export const USER_ANALYSIS_TYPES: Record<UserAnalysisType, string> = {
  'top-gainers': 'Top gainers (won more than they staked)',
  'top-losers': 'Top losers (staked more than they won)',
  'top-bidders': 'Top bidders (largest stakes)',
  'most-active': 'Most active (most bids)',
};
const TYPES = Object.keys(USER_ANALYSIS_TYPES) as UserAnalysisType[];
export const USER_ORDER_KEYS = ['bid_pnl', 'total_bid', 'bid_count'] as const;

/** Top gainers by bid_pnl over 15 days back; the order's direction is the type's own unless picked. */
export function userAnalysisDefaults(today: string) {
  return {
    type: 'top-gainers' as UserAnalysisType,
    start: shiftDate(today, -15),
    end: today,
    page: 1,
    orderBy: 'bid_pnl' as (typeof USER_ORDER_KEYS)[number],
    order: '' as '' | 'asc' | 'desc',
  };
}

export const USER_ANALYSIS_ALLOWED = {
  type: TYPES,
  orderBy: USER_ORDER_KEYS,
  order: ['', 'asc', 'desc'] as const,
};

export const USER_ANALYSIS_COLUMNS: readonly GridColumn<UserAnalysisRow>[] = [
  { field: 'userId', header: 'ID', kind: 'number', width: 90 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'phone', header: 'Phone', width: 130 },
  { field: 'bidCount', header: 'Bids', kind: 'number', sortKey: 'bid_count', width: 100 },
  { field: 'totalBid', header: 'Bid', kind: 'money', sortKey: 'total_bid', width: 150 },
  { field: 'totalWin', header: 'Win', kind: 'money', width: 150 },
  { field: 'bidPnl', header: 'P/L (house)', kind: 'money', sortKey: 'bid_pnl', width: 150 },
  // Designed (issue 26): how likely the player's wins in the range were by luck alone.
  {
    field: 'winChance',
    header: 'Wins by chance',
    width: 230,
    text: (r: UserAnalysisRow) => (r.winChance ? `${r.improbable ? 'Improbable: ' : ''}${r.winChance}` : '—'),
    tone: (r: UserAnalysisRow) => (r.improbable ? 'bad' : undefined),
  },
];
