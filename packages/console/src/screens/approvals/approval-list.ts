import type { Schemas } from '@backoffice/sdk';
import { defineList } from '../../components/list/list-spec';

export type ApprovalRow = Schemas['ApprovalRequest'];

export const STATES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE', 'CANCELLED'] as const;

const title = (state: string) => state.charAt(0) + state.slice(1).toLowerCase();

/** The requests by state (PENDING first), each tab with its count from the list's own answer. */
export const approvalList = defineList('approvals.list', {
  filters: [
    {
      key: 'state',
      kind: 'tabs',
      label: 'Request state',
      initial: 'PENDING',
      options: STATES.map((state) => ({ value: state, label: title(state) })),
      counts: {
        count: (answer, value) =>
          (answer as { counts?: Record<string, number> }).counts?.[value.toLowerCase()],
      },
    },
  ],
  perPage: 20,
  // The screen draws its own keyboard table (approval-table.tsx), not the grid.
  columns: [],
  rowId: (row) => String(row.requestId),
});
