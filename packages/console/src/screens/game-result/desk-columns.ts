/** The columns of the desk's lists, typed by hand per row type. */
import type { Schemas } from '@backoffice/sdk';
import type { GridColumn } from '../../components/data-grid/types';
import { BID_TYPE_LABELS } from '../../components/game/family';

type BidRow = Schemas['BidRow'];

const bidTypeText = (row: { bidType: Schemas['BidType'] }) => BID_TYPE_LABELS[row.bidType];

export const RESULT_COLUMNS: readonly GridColumn<Schemas['ResultRow']>[] = [
  { field: 'providerName', header: 'Provider', flex: 2 },
  { field: 'gameDate', header: 'Date', width: 120 },
  { field: 'session', header: 'Session', width: 100 },
  { field: 'display', header: 'Result', width: 130 },
  { field: 'status', header: 'Status', width: 110 },
  { field: 'totalBid', header: 'Total bid', kind: 'money' },
  { field: 'totalWin', header: 'Total win', kind: 'money' },
  { field: 'declaredBy', header: 'Declared by', hidden: true },
  { field: 'declaredAt', header: 'Declared at', kind: 'datetime' },
];

export const BID_COLUMNS: readonly GridColumn<BidRow>[] = [
  { field: 'bidId', header: 'Bid', kind: 'number', width: 100 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'bidType', header: 'Bid type', text: bidTypeText },
  { field: 'session', header: 'Session', width: 100 },
  { field: 'digit', header: 'Digit', width: 110 },
  { field: 'amount', header: 'Stake', kind: 'money' },
  { field: 'winAmount', header: 'Win', kind: 'money' },
  { field: 'bidStatus', header: 'Status', width: 110 },
  { field: 'bidCreatedAt', header: 'Placed at', kind: 'datetime' },
];

export const SUMMARY_COLUMNS: readonly GridColumn<Schemas['ResultBidSummaryRow']>[] = [
  { field: 'digit', header: 'Digit', width: 120 },
  { field: 'bidCount', header: 'Bids', kind: 'number' },
  { field: 'totalAmount', header: 'Staked on digit', kind: 'money' },
  { field: 'payoutIfWins', header: 'Payout if it wins', kind: 'money' },
  { field: 'pnl', header: 'House P/L if it wins', kind: 'money' },
];

export const USER_COLUMNS: readonly GridColumn<Schemas['ResultBidsByUserRow']>[] = [
  { field: 'userId', header: 'User', kind: 'number', width: 100 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'bidCount', header: 'Bids', kind: 'number' },
  { field: 'totalAmount', header: 'Staked', kind: 'money' },
  { field: 'totalWin', header: 'Won', kind: 'money' },
];

export const REPORT_COLUMNS: readonly GridColumn<Schemas['ResultReportRow']>[] = [
  { field: 'gameDate', header: 'Date', width: 120 },
  { field: 'providerName', header: 'Provider', flex: 2 },
  { field: 'session', header: 'Session', width: 100 },
  { field: 'display', header: 'Result', width: 130 },
  { field: 'totalBid', header: 'Total bid', kind: 'money' },
  { field: 'totalWin', header: 'Total win', kind: 'money' },
  { field: 'pnl', header: 'House P/L', kind: 'money' },
  { field: 'declaredBy', header: 'Declared by' },
  { field: 'declaredAt', header: 'Declared at', kind: 'datetime' },
];

export const PREVIEW_WINNER_COLUMNS: readonly GridColumn<Schemas['PreviewWinner']>[] = [
  { field: 'bidId', header: 'Bid', kind: 'number', width: 100 },
  { field: 'fullName', header: 'Player', flex: 2 },
  { field: 'bidType', header: 'Bid type', text: bidTypeText },
  { field: 'digit', header: 'Digit', width: 110 },
  { field: 'amount', header: 'Stake', kind: 'money' },
  { field: 'winAmount', header: 'Would win', kind: 'money' },
];
