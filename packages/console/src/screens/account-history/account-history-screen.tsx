import type { Schemas } from '@backoffice/sdk';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SearchFirst } from '../../components/account-search-first';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Answer = Schemas['AccountHistoryPage'];

function listFor(accountId: number) {
  return defineList('wallet.accountHistory', {
    fixed: { accountId },
    perPage: 15,
    columns: [
      { field: 'requestId', header: 'Request', kind: 'number', width: 100 },
      { field: 'fullName', header: 'Player', flex: 1 },
      { field: 'userId', header: 'User', kind: 'number', width: 90 },
      { field: 'amount', header: 'Amount', kind: 'money', width: 130 },
      { field: 'tranStatus', header: 'Status', width: 120 },
      { field: 'createdAt', header: 'Requested', kind: 'datetime' },
      { field: 'updatedAt', header: 'Updated', kind: 'datetime' },
    ],
    rowId: (row) => String(row.requestId),
  });
}

function Holders({ answer }: { answer: Answer }) {
  const { account, holders } = answer;
  return (
    <>
      <strong>
        {account.bankName} {account.accountNumber} ({account.ifsc}), holder {account.accountHolder}
      </strong>
      <br />
      Used by {holders.length} player record{holders.length === 1 ? '' : 's'}:{' '}
      {holders.map((h) => `${h.fullName} (user ${h.userId}, ${h.phone})`).join('; ')}
    </>
  );
}

/** Account history: every withdrawal paid to one account's number and IFSC, and who holds it. */
export default function AccountHistoryScreen(_: ScreenProps) {
  const [, navigate] = useLocation();
  const accountId = Number(new URLSearchParams(useSearch()).get('account_id'));
  const list = useMemo(() => (accountId > 0 ? listFor(accountId) : null), [accountId]);
  // Opened without an account (the sidebar): find one first; a found account's row opens its history.
  if (!list) {
    return (
      <SearchFirst
        value=""
        // The contract's search needs 2 characters: Search account lists the matches.
        onSearch={(next) => {
          if (next.length >= 2) navigate(`/wallet/search-account?search=${encodeURIComponent(next)}`);
        }}
        hint="Find the account by its number, IFSC, holder, UPI id or phone; Enter on it shows its history."
      />
    );
  }
  return (
    <ListScreen
      list={list}
      label="Account history"
      rowLabel={(row) => `request ${row.requestId}`}
      summary={(answer) => <Holders answer={answer as Answer} />}
      emptyText="No withdrawals to this account"
    />
  );
}
