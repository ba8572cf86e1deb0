/**
 * The four gateway actions on one request, offered only where the contract's transition table allows
 * them (the SDK's canTakeQueueAction), each with a one-key shortcut for triage and a confirmation
 * naming the player and the amount in rupees.
 */
import { canTakeQueueAction, type QueueAction } from '@backoffice/sdk';
import { historyAction } from '../../components/actions/history-action';
import type { ConfirmText, FormValues, LinkAction, RowAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import { chosenGateway, gatewayForm } from './gateway-form';
import type { QueueRow } from './queue-list';

const act = rowActions<QueueRow>({ invalidates: ['gateway.requests', 'gateway.counts'] });

function confirmFor(verb: string, row: QueueRow, extra: Partial<ConfirmText> = {}): ConfirmText {
  return {
    title: `${verb} request ${row.requestId}`,
    message: `${verb} the withdrawal of ${formatMoney(row.amount)} for ${row.fullName} (user ${row.userId})?`,
    details: [
      ['Player', `${row.fullName} (${row.phone})`],
      ['Amount', formatMoney(row.amount)],
      ['Account', `${row.bankName} ${row.accountNumber} (${row.ifsc})`],
      ['Balance now', formatMoney(row.walletBalance)],
    ],
    confirmLabel: verb,
    ...extra,
  };
}

/**
 * The reason the contract takes with a decline, a hold or a wait (optional there, kept on the request):
 * asked inside the confirmation, where focus starts, so a reason typed at once lands in it.
 */
export const REASON_FORM = {
  fields: [
    {
      key: 'reason',
      label: 'Reason (optional, kept with the request)',
      kind: 'textarea',
      placeholder: 'e.g. Account name mismatch',
    },
  ],
  inConfirmation: true,
} as const;

/** The reason as the contract takes it: left out when none was given. */
export const reasonOf = (values: FormValues) => {
  const reason = String(values.reason ?? '').trim();
  return reason ? { reason } : {};
};

const allowed = (action: QueueAction) => (row: QueueRow) => canTakeQueueAction(action, row.tranStatus);

/** The player's wallet is another screen: a URL, never an import. */
export const WALLET_LINK: LinkAction<QueueRow> = {
  id: 'wallet',
  label: (row) => `Go to ${row.fullName}'s wallet (user ${row.userId})`,
  keywords: ['player', 'wallet', 'balance'],
  shortcut: 'G',
  hint: "Go to the player's wallet",
  permission: ['wallet.viewWallet'],
  href: (row) => `/wallet/view-wallet?user=${row.userId}`,
};

/** The request's actions (the gateways of the answer for Send); the grid keeps focus in place after one. */
export function queueActions(gateways: readonly string[]): RowAction<QueueRow>[] {
  return [
    WALLET_LINK,
    historyAction<QueueRow>('fund_request', (row) => row.requestId, 'Y'),
    act({
      op: 'gateway.verify',
      id: 'approve',
      label: (row) => `Approve request ${row.requestId}…`,
      keywords: ['verify', 'accept'],
      shortcut: 'A',
      hint: 'Approve the withdrawal request…',
      when: allowed('approve'),
      confirm: (row) => confirmFor('Approve', row),
      input: (row) => ({ requestIds: [row.requestId], approve: true }),
    }),
    act({
      op: 'gateway.verify',
      id: 'decline',
      label: (row) => `Decline request ${row.requestId}…`,
      keywords: ['verify', 'reject', 'refund'],
      shortcut: 'D',
      hint: 'Decline the withdrawal request (money back to the wallet)…',
      when: allowed('decline'),
      form: REASON_FORM,
      confirm: (row) =>
        confirmFor('Decline', row, {
          danger: true,
          message: `Decline the withdrawal of ${formatMoney(row.amount)} for ${row.fullName}? ${formatMoney(row.amount)} goes back to the wallet.`,
        }),
      input: (row, values) => ({ requestIds: [row.requestId], approve: false, ...reasonOf(values) }),
    }),
    act({
      op: 'gateway.waitHold',
      id: 'hold',
      label: (row) => `Hold request ${row.requestId}…`,
      keywords: ['wait', 'pause'],
      shortcut: 'H',
      hint: 'Hold the withdrawal request…',
      when: allowed('hold'),
      form: REASON_FORM,
      confirm: (row) => confirmFor('Hold', row),
      input: (row, values) => ({ requestIds: [row.requestId], status: 'HOLD' as const, ...reasonOf(values) }),
    }),
    act({
      op: 'gateway.waitHold',
      id: 'wait',
      label: (row) => `Put request ${row.requestId} on waiting…`,
      keywords: ['hold', 'pause'],
      shortcut: 'W',
      hint: 'Put the withdrawal request on waiting…',
      when: allowed('wait'),
      form: REASON_FORM,
      confirm: (row) => confirmFor('Wait', row),
      input: (row, values) => ({
        requestIds: [row.requestId],
        status: 'WAITING' as const,
        ...reasonOf(values),
      }),
    }),
    act({
      op: 'gateway.process',
      id: 'process',
      label: (row) => `Send request ${row.requestId} to the gateway…`,
      keywords: ['process', 'payout', 'pay'],
      shortcut: 'P',
      hint: 'Send the approved request to the payment gateway…',
      when: allowed('process'),
      form: gatewayForm<QueueRow>(gateways, 'Continue', (row) => row.gateway),
      confirm: (row, values) =>
        confirmFor('Send', row, {
          message: `Pay ${formatMoney(row.amount)} to ${row.fullName} through ${String(values.gateway)}?`,
        }),
      input: (row, values) => ({ requestIds: [row.requestId], gateway: chosenGateway(values) }),
    }),
    act({
      op: 'gateway.reinitializeQueued',
      id: 'reinitialize',
      label: (row) => `Send queued request ${row.requestId} again…`,
      keywords: ['reinitialize', 'retry', 'queued'],
      shortcut: 'R',
      hint: 'Send the queued request again…',
      when: allowed('reinitialize'),
      confirm: (row) => confirmFor('Resend', row),
      input: (row) => ({ requestIds: [row.requestId] }),
    }),
    act({
      op: 'gateway.verify',
      id: 'check-payout',
      label: (row) => `Ask the gateway about request ${row.requestId}…`,
      keywords: ['verify', 'processing', 'settle'],
      shortcut: 'C',
      hint: 'Ask the gateway how the payout ended…',
      when: allowed('checkPayout'),
      confirm: (row) =>
        confirmFor('Check', row, {
          message: `Ask the gateway how the payout of ${formatMoney(row.amount)} to ${row.fullName} ended?`,
        }),
      input: (row) => ({ requestIds: [row.requestId], approve: true }),
    }),
  ];
}
