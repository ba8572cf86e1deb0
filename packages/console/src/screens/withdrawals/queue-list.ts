import type { Schemas } from '@backoffice/sdk';
import { defineList } from '../../components/list/list-spec';

export type QueueRow = Schemas['GatewayQueueRow'];

export const STATUSES = [
  'PENDING',
  'APPROVED',
  'PROCESSING',
  'SUCCESS',
  'FAILED',
  'DECLINED',
  'QUEUED',
  'HOLD',
  'WAITING',
] as const;

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
  ],
  sort: { orderBy: 'created_at', order: 'asc' },
  perPage: 10,
  // The queue draws its own keyboard table (queue-table.tsx), not the grid: no grid columns.
  columns: [],
  rowId: (row) => String(row.requestId),
});
