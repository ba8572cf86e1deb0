import type { Schemas } from '@backoffice/sdk';
import { useEffect, useState } from 'react';
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
    hint: "Open the player's wallet",
    permission: ['wallet.viewWallet'],
    href: walletHref,
  },
];

/** View wallet: players and their balances (latest change first); a row opens the player's wallet. */
export default function ViewWalletScreen(_: ScreenProps) {
  const [, navigate] = useLocation();
  const userId = Number(new URLSearchParams(useSearch()).get('user'));
  // A player's wallet opened by a link from elsewhere (Alt+G on a player, a withdrawal's G) is that
  // wallet alone: the list of every player comes only once it is closed, or when the wallet was opened
  // from that list.
  const [listShown, setListShown] = useState(!(userId > 0));
  useEffect(() => {
    if (!(userId > 0)) setListShown(true);
  }, [userId]);
  const drawer = userId > 0 ? <WalletDrawer key={userId} userId={userId} /> : null;
  if (!listShown) return <div className="screen">{drawer}</div>;
  return (
    <ListScreen
      list={list}
      label="Wallets"
      rowLabel={(row) => `${row.userId} ${row.fullName}`}
      actions={ACTIONS}
      onRowOpen={(row) => navigate(walletHref(row))}
      emptyText="No players"
    >
      {drawer}
    </ListScreen>
  );
}
