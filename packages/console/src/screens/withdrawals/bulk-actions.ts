/**
 * Acting on many requests in one confirmed operation: the gateway operations take request_ids and
 * answer per request (`updated` and `failed` with the reason), so one intent (one Idempotency-Key)
 * covers the whole selection and the summary shows what was refused and why.
 */
import { canTakeQueueAction, type QueueAction } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import type { OperationAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import { chosenGateway, gatewayForm } from './gateway-form';
import { REASON_FORM, reasonOf } from './queue-actions';
import type { QueueRow } from './queue-list';

export interface Selection {
  rows: readonly QueueRow[];
}

export interface BulkOutcome {
  verb: string;
  updated: number[];
  failed: { requestId: number; msg: string }[];
}

/** The last bulk result, shown until the next one (it stays: staff read it at their pace). */
export const bulkOutcome = signal<BulkOutcome | null>(null);

export const selectionTotal = (rows: readonly QueueRow[]) =>
  rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;

const act = rowActions<Selection>({ invalidates: ['gateway.requests', 'gateway.counts'] });

function outcomeOf(verb: string, data: unknown): BulkOutcome {
  const answer = data as { updated: { requestId: number }[]; failed: { requestId: number; msg: string }[] };
  return { verb, updated: answer.updated.map((r) => r.requestId), failed: answer.failed };
}

const ids = (s: Selection) => s.rows.map((row) => row.requestId);
const some = (action: QueueAction) => (s: Selection) =>
  s.rows.length > 0 && s.rows.some((row) => canTakeQueueAction(action, row.tranStatus));

function confirm(verb: string, s: Selection) {
  const n = s.rows.length;
  return {
    title: `${verb} ${n} request${n === 1 ? '' : 's'}`,
    message: `${verb} ${n} withdrawal request${n === 1 ? '' : 's'} totalling ${formatMoney(selectionTotal(s.rows))}?`,
    details: [
      ['Requests', s.rows.map((row) => `#${row.requestId}`).join(', ')],
      ['Total', formatMoney(selectionTotal(s.rows))],
    ] as const,
    confirmLabel: `${verb} ${n}`,
  };
}

/** The bulk actions; `gateways` is the list's pg_list, the gateways a payout may go through. */
export function bulkActions(gateways: readonly string[]): OperationAction<Selection>[] {
  return [
    act({
      op: 'gateway.verify',
      id: 'bulk-approve',
      label: (s) => `Approve ${s.rows.length} selected…`,
      keywords: ['bulk', 'verify'],
      when: some('approve'),
      confirm: (s) => confirm('Approve', s),
      input: (s) => ({ requestIds: ids(s), approve: true }),
      after: (data) => {
        bulkOutcome.value = outcomeOf('Approve', data);
      },
    }),
    act({
      op: 'gateway.verify',
      id: 'bulk-decline',
      label: (s) => `Decline ${s.rows.length} selected…`,
      keywords: ['bulk', 'reject'],
      when: some('decline'),
      form: REASON_FORM,
      confirm: (s) => ({ ...confirm('Decline', s), danger: true }),
      input: (s, values) => ({ requestIds: ids(s), approve: false, ...reasonOf(values) }),
      after: (data) => {
        bulkOutcome.value = outcomeOf('Decline', data);
      },
    }),
    act({
      op: 'gateway.waitHold',
      id: 'bulk-hold',
      label: (s) => `Hold ${s.rows.length} selected…`,
      keywords: ['bulk', 'wait'],
      when: some('hold'),
      form: REASON_FORM,
      confirm: (s) => confirm('Hold', s),
      input: (s, values) => ({ requestIds: ids(s), status: 'HOLD' as const, ...reasonOf(values) }),
      after: (data) => {
        bulkOutcome.value = outcomeOf('Hold', data);
      },
    }),
    act({
      op: 'gateway.process',
      id: 'bulk-process',
      label: (s) => `Send ${s.rows.length} selected to the gateway…`,
      keywords: ['bulk', 'process', 'payout'],
      when: some('process'),
      form: gatewayForm<Selection>(gateways, 'Review'),
      confirm: (s, values) => ({
        ...confirm('Send', s),
        message: `Pay ${s.rows.length} withdrawal requests totalling ${formatMoney(selectionTotal(s.rows))} through ${String(values.gateway)}?`,
      }),
      input: (s, values) => ({ requestIds: ids(s), gateway: chosenGateway(values) }),
      after: (data) => {
        bulkOutcome.value = outcomeOf('Send', data);
      },
    }),
  ];
}
