/**
 * What a checker (and the maker) does with a request: approve (a declaration's result typed blind
 * first), reject with a reason, cancel one's own; History opens the record it acts on.
 */
import { recordHistoryUrl } from '../../app/links';
import type { LinkAction, RowAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import type { ApprovalRow } from './approval-list';

const act = rowActions<ApprovalRow>({ invalidates: ['approvals.list', 'approvals.get'] });

const amountLine = (r: ApprovalRow): [string, string][] =>
  r.amount === null ? [] : [['Amount', formatMoney(r.amount)]];

const details = (r: ApprovalRow): [string, string][] => [
  ['Request', `#${r.requestId} · ${r.actionLabel}`],
  ['Asked by', r.makerName],
  ...amountLine(r),
];

const HISTORY: LinkAction<ApprovalRow> = {
  id: 'history',
  label: (r) => `History of ${r.entity.replaceAll('_', ' ')} ${r.entityId}`,
  keywords: ['audit', 'trail', 'record', 'log'],
  shortcut: 'Y',
  hint: 'History of the record the request acts on',
  permission: ['masters.auditLog'],
  href: (r) => recordHistoryUrl(r.entity, r.entityId),
};

export function approvalActions(after: (row: ApprovalRow) => void): RowAction<ApprovalRow>[] {
  const done = (_: unknown, row: ApprovalRow) => after(row);
  return [
    act({
      op: 'approvals.approve',
      id: 'approve',
      label: (r) => `Approve request #${r.requestId}…`,
      keywords: ['approve', 'accept', 'apply', 'two-person'],
      shortcut: 'A',
      hint: 'Approve the request…',
      when: (r) => r.canApprove && !r.blind,
      confirm: (r) => ({
        title: `Approve request #${r.requestId}`,
        message: `Approve and apply now: ${r.summary}?`,
        details: details(r),
        confirmLabel: 'Approve',
      }),
      input: (r) => ({ requestId: r.requestId }),
      after: done,
    }),
    act({
      op: 'approvals.approve',
      id: 'approve-blind',
      label: (r) => `Approve declaration #${r.requestId} (type the result)…`,
      keywords: ['approve', 'declare', 'blind', 'result', 'two-person'],
      shortcut: 'A',
      hint: 'Approve the declaration, typing the result…',
      when: (r) => r.canApprove && r.blind,
      form: {
        title: (r) => `Approve declaration #${r.requestId}: type the result`,
        fields: [
          {
            key: 'entry',
            label: 'Result (panna, or the two digits)',
            help: "Type the result yourself: the maker's entry is not shown, and only a match declares it.",
          },
        ],
        submitLabel: 'Review',
      },
      confirm: (r, values) => ({
        title: `Approve declaration #${r.requestId}`,
        message: `Declare with the result you typed, ${String(values.entry ?? '')}: ${r.summary}?`,
        details: [...details(r), ['Your entry', String(values.entry ?? '')]],
        confirmLabel: 'Approve',
      }),
      input: (r, values) => ({ requestId: r.requestId, entry: String(values.entry ?? '').trim() }),
      after: done,
    }),
    act({
      op: 'approvals.reject',
      id: 'reject',
      label: (r) => `Reject request #${r.requestId}…`,
      keywords: ['reject', 'refuse', 'deny', 'two-person'],
      shortcut: 'R',
      hint: 'Reject the request with a reason…',
      when: (r) => r.canApprove,
      form: {
        title: (r) => `Reject request #${r.requestId}`,
        fields: [{ key: 'reason', label: 'Reason', kind: 'textarea' }],
        submitLabel: 'Reject',
      },
      input: (r, values) => ({ requestId: r.requestId, reason: String(values.reason ?? '') }),
      success: () => 'Request rejected',
      after: done,
    }),
    act({
      op: 'approvals.cancel',
      id: 'cancel',
      label: (r) => `Cancel my request #${r.requestId}…`,
      keywords: ['withdraw', 'cancel', 'take back'],
      shortcut: 'Alt+C',
      hint: 'Cancel your own request…',
      when: (r) => r.canCancel,
      confirm: (r) => ({
        title: `Cancel request #${r.requestId}`,
        message: `Cancel your request: ${r.summary}? Nothing is applied.`,
        details: details(r),
        confirmLabel: 'Cancel request',
        danger: true,
      }),
      input: (r) => ({ requestId: r.requestId }),
      success: () => 'Request cancelled',
      after: done,
    }),
    HISTORY,
  ];
}
