import { ENUMS, type Schemas } from '@backoffice/sdk';
import { formatMoney } from '../../components/format';
import { defineList } from '../../components/list/list-spec';
import { RiskHints } from './risk-hints';

export type QueueRow = Schemas['GatewayQueueRow'];

/** The contract's request statuses (TranStatus), in its order: the queue's tabs. */
export const STATUSES = ENUMS.TranStatus;

const title = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

/** The queue: one status tab at a time (PENDING first), 10 per page, oldest request first. */
export const queueList = defineList('gateway.requests', {
  filters: [
    {
      key: 'tranStatus',
      kind: 'tabs',
      label: 'Request status',
      initial: 'PENDING',
      options: STATUSES.map((status) => ({ value: status, label: title(status) })),
      counts: {
        op: 'gateway.counts',
        count: (answer, value) => (answer as Record<string, number>)[value.toLowerCase()],
      },
    },
    {
      key: 'gateway',
      kind: 'select',
      label: 'Gateway',
      anyLabel: 'All gateways',
      options: (answer) =>
        ((answer as { pgList?: string[] }).pgList ?? []).map((g) => ({ value: g, label: g })),
    },
    { key: 'search', kind: 'search', label: 'Search requests', placeholder: 'Name, phone, user id, account' },
    { key: 'amountOver', kind: 'amount', label: 'Amount over (₹)', placeholder: 'Any' },
  ],
  sort: { orderBy: 'created_at', order: 'asc' },
  perPage: 10,
  columns: [
    { field: 'requestId', header: 'Request', width: 90, text: (r) => `#${r.requestId}` },
    {
      field: 'fullName',
      header: 'Player',
      flex: 2,
      text: (r) => `${r.fullName} (${r.phone}, user ${r.userId})`,
    },
    { field: 'amount', header: 'Amount', kind: 'money', width: 115 },
    {
      field: 'accountNumber',
      header: 'Bank and account',
      flex: 2,
      text: (r) => `${r.bankName} ${r.accountNumber} ${r.ifsc}`,
    },
    { field: 'walletBalance', header: 'Balance', kind: 'money', width: 115 },
    {
      field: 'depositsTotal',
      header: 'Deposits',
      width: 190,
      text: (r) => `${formatMoney(r.depositsTotal)} · ${r.paidWithdrawals} paid before`,
    },
    { field: 'riskHints', header: 'Risk', flex: 2, render: (r) => RiskHints({ row: r }) },
    { field: 'tranStatus', header: 'Status', width: 105 },
    { field: 'createdAt', header: 'Requested', kind: 'datetime', width: 160 },
  ],
  rowId: (row) => String(row.requestId),
});
