/** The bid list's parts: game type labels, the totals line, the CSV columns and the row commands. */
import type { Schemas } from '@backoffice/sdk';
import { playerWalletUrl, resultDeskUrl } from '../../app/links';
import type { LinkAction } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import {
  BID_TYPE_LABELS,
  type BidType,
  type FamilyInfo,
  familyPermission,
} from '../../components/game/family';
import { type CsvColumn, csvMoney } from '../../components/report/csv';

export type BidRow = Schemas['BidRow'];
type BidTotals = Schemas['BidListTotals'];

export const bidTypeText = (type: BidType) => BID_TYPE_LABELS[type];

/** "Totals for the filtered set: 3 bids · stake ₹135.50 · won ₹0.00" (refunded bids left out). */
export function totalsText(totals: BidTotals | undefined): string {
  if (!totals) return '';
  const count = totals.bidCount.toLocaleString('en-IN');
  return `Totals for the filtered set: ${count} ${totals.bidCount === 1 ? 'bid' : 'bids'} · stake ${formatMoney(totals.amount)} · won ${formatMoney(totals.winAmount)} (refunded bids left out)`;
}

export const BID_CSV: readonly CsvColumn<BidRow>[] = [
  { header: 'bid_id', value: (row) => row.bidId },
  { header: 'bid_date', value: (row) => row.gameDate },
  { header: 'user_id', value: (row) => row.userId },
  { header: 'player', value: (row) => row.fullName },
  { header: 'provider', value: (row) => row.providerName },
  { header: 'session', value: (row) => row.session },
  { header: 'game_type', value: (row) => row.bidType },
  { header: 'digit', value: (row) => row.digit },
  { header: 'stake', value: (row) => csvMoney(row.amount) },
  { header: 'won', value: (row) => csvMoney(row.winAmount) },
  { header: 'status', value: (row) => row.bidStatus },
  { header: 'placed_at', value: (row) => row.bidCreatedAt },
];

/** What staff do from a bid: see the player's wallet, the provider's bids, the slot's result desk. */
export function bidActions(info: FamilyInfo): readonly LinkAction<BidRow>[] {
  return [
    {
      id: 'wallet',
      label: "Open player's wallet",
      keywords: ['wallet', 'player', 'balance'],
      shortcut: 'Alt+G',
      permission: ['wallet.viewWallet'],
      href: (row) => playerWalletUrl(row.userId),
    },
    {
      id: 'provider-bids',
      label: (row) => `Only ${row.providerName} bids`,
      keywords: ['filter', 'provider', 'market'],
      shortcut: 'Alt+P',
      href: (row) =>
        `/${info.prefix}/bids?${new URLSearchParams({ bidDate: row.gameDate, providerId: String(row.providerId) })}`,
    },
    {
      id: 'result',
      label: (row) => `Open ${row.providerName} result desk`,
      keywords: ['result', 'declare', 'winners'],
      shortcut: 'Alt+R',
      permission: [familyPermission(info, 'result')],
      href: (row) => resultDeskUrl(info.prefix, row.gameDate, row.providerId, row.session),
    },
  ];
}
