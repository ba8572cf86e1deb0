/** The four lists of a player's wallet, each paged and exportable, under its own URL prefix. */
import { ENUMS } from '@backoffice/sdk';
import { defineList } from '../../components/list/list-spec';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function walletTabs(userId: number) {
  return {
    pg: defineList('wallet.pgTransactions', {
      fixed: { userId },
      filters: [
        {
          key: 'filterByDeposit',
          kind: 'select',
          label: 'Deposit status',
          options: options(['SUCCESS', 'PENDING', 'FAILED']),
          anyLabel: 'All',
        },
      ],
      prefix: 'pg.',
      perPage: 15,
      columns: [
        { field: 'tranId', header: 'Transaction', kind: 'number', width: 120 },
        { field: 'amount', header: 'Amount', kind: 'money', width: 130 },
        { field: 'gateway', header: 'Gateway', flex: 1 },
        { field: 'tranStatus', header: 'Status', width: 120 },
        { field: 'reference', header: 'Reference', flex: 1 },
        { field: 'tranCreatedAt', header: 'Created', kind: 'datetime' },
      ],
      rowId: (row) => String(row.tranId),
    }),
    wd: defineList('wallet.withdrawTransactions', {
      fixed: { userId },
      prefix: 'wd.',
      perPage: 15,
      columns: [
        { field: 'requestId', header: 'Request', kind: 'number', width: 110 },
        { field: 'amount', header: 'Amount', kind: 'money', width: 130 },
        { field: 'tranStatus', header: 'Status', width: 120 },
        { field: 'createdAt', header: 'Requested', kind: 'datetime' },
      ],
      rowId: (row) => String(row.requestId),
    }),
    all: defineList('wallet.allTransactions', {
      fixed: { userId },
      filters: [
        {
          key: 'filterByTransType',
          kind: 'select',
          label: 'Transaction type',
          options: options(ENUMS.TransType),
          anyLabel: 'All types',
        },
      ],
      prefix: 'tx.',
      perPage: 15,
      sort: { orderBy: 'tran_created_at', order: 'desc' },
      columns: [
        { field: 'entryId', header: 'Entry', kind: 'number', width: 110 },
        { field: 'transType', header: 'Type', flex: 1 },
        { field: 'note', header: 'Note', flex: 1, text: (row) => row.note ?? '' },
        { field: 'amount', header: 'Amount', kind: 'money', width: 130 },
        { field: 'balanceAfter', header: 'Balance after', kind: 'money', width: 140 },
        { field: 'tranCreatedAt', header: 'At', kind: 'datetime' },
      ],
      rowId: (row) => String(row.entryId),
    }),
    bids: defineList('wallet.bidsHistory', {
      fixed: { userId },
      filters: [
        {
          key: 'filterByGame',
          kind: 'select',
          label: 'Game',
          options: [
            { value: '1', label: 'Games' },
            { value: '2', label: 'Starline' },
            { value: '3', label: 'Jackpot' },
          ],
          anyLabel: 'All games',
        },
        {
          key: 'filterByBidStatus',
          kind: 'select',
          label: 'Bid status',
          options: options(ENUMS.BidStatus),
          anyLabel: 'All',
        },
      ],
      prefix: 'bid.',
      perPage: 15,
      sort: { orderBy: 'bid_created_at', order: 'desc' },
      columns: [
        { field: 'bidId', header: 'Bid', kind: 'number', width: 100 },
        { field: 'amount', header: 'Amount', kind: 'money', width: 120 },
        { field: 'bidCreatedAt', header: 'At', kind: 'datetime' },
      ],
      rowId: (row) => String(row.bidId),
    }),
  };
}
