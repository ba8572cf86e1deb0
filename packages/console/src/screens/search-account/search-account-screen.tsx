import type { Schemas } from '@backoffice/sdk';
import { useLocation, useSearch } from 'wouter';
import { SearchFirst } from '../../components/account-search-first';
import type { LinkAction } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Account = Schemas['BankAccountRow'];

const list = defineList('wallet.searchAccount', {
  filters: [
    {
      key: 'search',
      kind: 'search',
      label: 'Search accounts',
      placeholder: 'Account number, IFSC, holder, UPI or phone',
    },
  ],
  perPage: 15,
  columns: [
    { field: 'accountNumber', header: 'Account', width: 170 },
    { field: 'ifsc', header: 'IFSC', width: 130 },
    { field: 'accountHolder', header: 'Holder', flex: 1 },
    { field: 'bankName', header: 'Bank', flex: 1 },
    { field: 'upiId', header: 'UPI', width: 150, text: (row) => row.upiId ?? '' },
    { field: 'fullName', header: 'Player', flex: 1 },
    { field: 'userId', header: 'User', kind: 'number', width: 90 },
    { field: 'phone', header: 'Phone', width: 130 },
  ],
  rowId: (row) => String(row.accountId),
});

const historyOf = (row: Account) => `/wallet/account-history?account_id=${row.accountId}`;

const ACTIONS: LinkAction<Account>[] = [
  {
    id: 'history',
    label: 'Account history',
    keywords: ['withdrawals', 'paid', 'players'],
    permission: ['wallet.accountHistory'],
    href: historyOf,
  },
  {
    id: 'wallet',
    label: (row) => `Go to ${row.fullName}'s wallet`,
    keywords: ['player', 'wallet'],
    permission: ['wallet.viewWallet'],
    href: (row) => `/wallet/view-wallet?user=${row.userId}`,
  },
];

/**
 * Search account: every player's record of a bank account matching the number, IFSC, holder, UPI id
 * or phone, so one search shows which players use it; opening a row shows its history.
 */
export default function SearchAccountScreen(_: ScreenProps) {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch()).get('search') ?? '';
  // The search needs 2 characters (the contract's minLength): until then there is nothing to list.
  if (search.trim().length < 2) {
    return (
      <SearchFirst
        value={search}
        onSearch={(next) => navigate(`/wallet/search-account?search=${encodeURIComponent(next)}`)}
        hint="Type at least 2 characters of an account number, IFSC, holder, UPI id or phone."
      />
    );
  }
  return (
    <ListScreen
      list={list}
      label="Bank accounts"
      rowLabel={(row) => `account ${row.accountNumber}`}
      actions={ACTIONS}
      onRowOpen={(row) => navigate(historyOf(row))}
      emptyText="Type at least 2 characters of an account number, IFSC, holder, UPI id or phone"
    />
  );
}
