/**
 * Reverting (refunding) pending bids: every pending bid of a provider, date and session, or the bids
 * selected in the grid. Each asks first with the count, the players and the total stake to refund, and
 * the revert-bid list reloads after (spec section 4).
 */
import type { Schemas } from '@backoffice/sdk';
import type { OperationAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { counted, formatMoney } from '../../components/format';
import type { FamilyInfo } from '../../components/game/family';
import type { Slot } from './desk-query';

export type BidRow = Schemas['BidRow'];

const paise = (rupees: number) => Math.round(rupees * 100);
export const stakeOf = (rows: readonly BidRow[]) =>
  rows.reduce((sum, row) => sum + paise(row.amount), 0) / 100;

/** The totals of every pending bid of the slot: what a provider-wise revert refunds, to how many players. */
export type PendingBidTotals = Schemas['PendingBidTotals'];

/** The pending bids of the desk's slot, as the revert list totals them (whatever page it answered). */
export interface PendingBids extends Slot {
  providerName: string;
  totals: PendingBidTotals;
}

/** "1 player's wallet" / "3 players' wallets". */
const walletsOf = (players: number) =>
  players === 1 ? "1 player's wallet" : `${players.toLocaleString('en-IN')} players' wallets`;

export interface BidSelection {
  rows: readonly BidRow[];
}

const reasonField = [{ key: 'reason' as const, label: 'Reason', kind: 'textarea' as const }];
const INVALIDATES = [
  'bids.revertList',
  'results.bids',
  'results.bidSummary',
  'results.bidDigitSummary',
  'results.bidsByUser',
  'results.list',
];

export function revertProviderAction(info: FamilyInfo): OperationAction<PendingBids> {
  return rowActions<PendingBids>({ invalidates: INVALIDATES })({
    op: 'bids.revertProvider',
    id: 'revert-provider',
    label: 'Revert all pending bids of the provider…',
    keywords: ['refund', 'provider-wise', 'cancel bids'],
    shortcut: 'Alt+Shift+R',
    when: (p) => p.totals.bidCount > 0,
    form: { title: 'Revert the provider’s pending bids', fields: reasonField, submitLabel: 'Review' },
    confirm: (p, values) => {
      const { bidCount, playerCount } = p.totals;
      const stake = formatMoney(p.totals.amount);
      return {
        title: `Refund ${counted(bidCount, 'pending bid')}`,
        message: `Refund ${counted(bidCount, 'pending bid')} of ${p.providerName}${p.session ? ` ${p.session}` : ''} on ${p.gameDate}, ${stake} in stakes, to ${walletsOf(playerCount)}?`,
        details: [
          ['Provider', p.providerName],
          ['Date', p.gameDate],
          ...(p.session ? ([['Session', p.session]] as [string, string][]) : []),
          ['Bids', bidCount.toLocaleString('en-IN')],
          ['Players', playerCount.toLocaleString('en-IN')],
          ['Stake refunded', stake],
          ['Reason', String(values.reason ?? '')],
        ],
        confirmLabel: `Refund ${counted(bidCount, 'bid')}`,
        danger: true,
      };
    },
    input: (p, values) => ({
      providerId: p.providerId,
      providerType: info.providerType,
      gameDate: p.gameDate,
      ...(p.session ? { session: p.session } : {}),
      reason: String(values.reason ?? '').trim(),
    }),
  });
}

export const revertSelectedAction: OperationAction<BidSelection> = rowActions<BidSelection>({
  invalidates: INVALIDATES,
})({
  op: 'bids.revertSelected',
  id: 'revert-selected',
  label: (s) => `Revert ${s.rows.length} selected bids…`,
  keywords: ['refund', 'user-wise', 'cancel bids'],
  shortcut: 'Alt+Shift+S',
  when: (s) => s.rows.length > 0,
  form: { title: 'Revert the selected bids', fields: reasonField, submitLabel: 'Review' },
  confirm: (s, values) => {
    const players = new Set(s.rows.map((row) => row.userId)).size;
    return {
      title: `Refund ${s.rows.length} selected bids`,
      message: `Refund ${s.rows.length} selected bids of ${players} players, ${formatMoney(stakeOf(s.rows))} in stakes, to their wallets?`,
      details: [
        ['Bids', s.rows.map((row) => `#${row.bidId}`).join(', ')],
        ['Stake refunded', formatMoney(stakeOf(s.rows))],
        ['Reason', String(values.reason ?? '')],
      ],
      confirmLabel: `Refund ${s.rows.length} bids`,
      danger: true,
    };
  },
  input: (s, values) => ({
    bidIds: s.rows.map((row) => row.bidId),
    reason: String(values.reason ?? '').trim(),
  }),
});

/** One bid of the revert list (the grid's focused row): the selection's action on that bid alone. */
export const revertBidAction: OperationAction<BidRow> = {
  op: revertSelectedAction.op,
  id: 'revert-bid',
  label: (row) => `Revert bid ${row.bidId}…`,
  keywords: revertSelectedAction.keywords,
  shortcut: 'Alt+Shift+B',
  when: (row) => row.bidStatus === 'PENDING',
  form: { title: 'Revert the bid', fields: reasonField, submitLabel: 'Review' },
  confirm: (row, values) => {
    const text = revertSelectedAction.confirm?.({ rows: [row] }, values);
    return {
      ...text,
      title: `Refund bid ${row.bidId}`,
      message: `Refund bid ${row.bidId} of ${row.fullName}, ${formatMoney(row.amount)}, to their wallet?`,
      confirmLabel: 'Refund 1 bid',
      danger: true,
    };
  },
  input: (row, values) => revertSelectedAction.input({ rows: [row] }, values),
  invalidates: revertSelectedAction.invalidates,
};
