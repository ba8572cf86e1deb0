/**
 * Withdrawals and the payment-gateway queue (/wallet/withdrawals, /payment-gateway/pg): status tabs
 * with counts, gateway filter and search on the kit's list; a dense grid with keyboard triage (J/K,
 * one key per action, Enter confirms, focus on the next request), column chooser, CSV, and bulk
 * actions with a per-request summary.
 */
import { formatMoney } from '../../components/format';
import { ListScreen } from '../../components/list/list-screen';
import type { ScreenProps } from '../screen-types';
import { bulkActions, bulkOutcome, selectionTotal } from './bulk-actions';
import { BulkSummary } from './bulk-summary';
import { queueActions } from './queue-actions';
import { type QueueRow, queueList } from './queue-list';

const gatewaysOf = (answer: unknown) => (answer as { pgList?: string[] } | undefined)?.pgList ?? [];

const actions = (answer: unknown) => queueActions(gatewaysOf(answer));

const bulk = (answer: unknown) => ({
  label: 'Selected requests',
  summary: (rows: readonly QueueRow[]) => `${rows.length} selected · ${formatMoney(selectionTotal(rows))}`,
  actions: bulkActions(gatewaysOf(answer)),
  onRun: () => {
    bulkOutcome.value = null;
  },
});

export default function WithdrawalsScreen(_: ScreenProps) {
  return (
    <ListScreen<QueueRow>
      list={queueList}
      label="Withdrawal requests"
      rowLabel={(row) => `request ${row.requestId}`}
      actions={actions}
      bulk={bulk}
      aboveRows={<BulkSummary />}
      queue
      emptyText="No requests in this status"
    />
  );
}
