import type { Schemas } from '@backoffice/sdk';
import type { LinkAction } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Request = Schemas['FundRequestRow'];

const list = defineList('wallet.withdrawHistory', {
  filters: [
    {
      key: 'tranStatus',
      kind: 'tabs',
      label: 'Final status',
      initial: 'SUCCESS',
      options: [
        { value: 'SUCCESS', label: 'Success' },
        { value: 'FAILED', label: 'Failed' },
        { value: 'DECLINED', label: 'Declined' },
      ],
    },
    { key: 'search', kind: 'search', label: 'Search requests', placeholder: 'Name, phone, user id, account' },
    { key: 'startDate', kind: 'date', label: 'From' },
    { key: 'endDate', kind: 'date', label: 'To' },
  ],
  sort: { orderBy: 'created_at', order: 'desc' },
  perPage: 10,
  columns: [
    { field: 'requestId', header: 'Request', kind: 'number', width: 100 },
    { field: 'fullName', header: 'Player', flex: 1 },
    { field: 'phone', header: 'Phone', width: 130 },
    { field: 'amount', header: 'Amount', kind: 'money', width: 130 },
    { field: 'bankName', header: 'Bank', flex: 1 },
    { field: 'accountNumber', header: 'Account', width: 160 },
    { field: 'ifsc', header: 'IFSC', width: 130 },
    { field: 'gateway', header: 'Gateway', width: 120, text: (row) => row.gateway ?? '' },
    { field: 'reason', header: 'Reason', flex: 1, text: (row) => row.reason ?? '' },
    { field: 'createdAt', header: 'Requested', kind: 'datetime' },
  ],
  rowId: (row) => String(row.requestId),
});

const ACTIONS: LinkAction<Request>[] = [
  {
    id: 'wallet',
    label: (row) => `Go to ${row.fullName}'s wallet`,
    keywords: ['player', 'wallet', 'balance'],
    permission: ['wallet.viewWallet'],
    href: (row) => `/wallet/view-wallet?user=${row.userId}`,
  },
];

/** Withdraw history: requests that ended SUCCESS, FAILED or DECLINED, with the queue's filters. */
export default function WithdrawHistoryScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Withdraw history"
      rowLabel={(row) => `request ${row.requestId}`}
      actions={ACTIONS}
      emptyText="No finished requests"
    />
  );
}
