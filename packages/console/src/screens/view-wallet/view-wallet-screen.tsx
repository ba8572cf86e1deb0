import type { Schemas } from '@backoffice/sdk';
import { useLocation, useSearch } from 'wouter';
import type { LinkAction } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';
import { WalletDrawer } from './wallet-drawer';

type WalletUser = Schemas['WalletUserRow'];

const list = defineList('wallet.users', {
  filters: [
    { key: 'search', kind: 'search', label: 'Search players', placeholder: 'Name, phone or user id' },
  ],
  sort: { orderBy: 'balance_update_at', order: 'desc' },
  perPage: 15,
  columns: [
    { field: 'userId', header: 'User', kind: 'number', width: 90 },
    { field: 'fullName', header: 'Player', flex: 1 },
    { field: 'phone', header: 'Phone', width: 130 },
    { field: 'balance', header: 'Balance', kind: 'money', width: 140, sortKey: 'balance' },
    { field: 'balanceUpdateAt', header: 'Balance updated', kind: 'datetime', sortKey: 'balance_update_at' },
    { field: 'stage', header: 'Stage', width: 130 },
  ],
  rowId: (row) => String(row.userId),
});

const walletHref = (row: WalletUser) => {
  const params = new URLSearchParams(window.location.search);
  params.set('user', String(row.userId));
  return `/wallet/view-wallet?${params.toString()}`;
};

const ACTIONS: LinkAction<WalletUser>[] = [
  {
    id: 'open',
    label: (row) => `Go to ${row.fullName}'s wallet`,
    keywords: ['player', 'wallet', 'balance', 'credit', 'debit'],
    shortcut: 'Alt+Enter',
    permission: ['wallet.viewWallet'],
    href: walletHref,
  },
];

/** View wallet: players and their balances (latest change first); a row opens the player's wallet. */
export default function ViewWalletScreen(_: ScreenProps) {
  const [, navigate] = useLocation();
  const userId = Number(new URLSearchParams(useSearch()).get('user'));
  return (
    <ListScreen
      list={list}
      label="Wallets"
      rowLabel={(row) => `${row.userId} ${row.fullName}`}
      actions={ACTIONS}
      onRowOpen={(row) => navigate(walletHref(row))}
      emptyText="No players"
    >
      {userId > 0 ? <WalletDrawer key={userId} userId={userId} /> : null}
    </ListScreen>
  );
}
