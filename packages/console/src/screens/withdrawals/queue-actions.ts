/**
 * The four gateway actions on one request, offered only where the contract's transition table allows
 * them (the SDK's canTakeQueueAction), each with a one-key shortcut for triage and a confirmation
 * naming the player and the amount in rupees.
 */
import { canTakeQueueAction, type QueueAction } from '@backoffice/sdk';
import { historyAction } from '../../components/actions/history-action';
import type { ConfirmText, LinkAction, RowAction } from '../../components/actions/row-action';
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

const allowed = (action: QueueAction) => (row: QueueRow) => canTakeQueueAction(action, row.tranStatus);

/** The player's wallet is another screen: a URL, never an import. */
export const WALLET_LINK: LinkAction<QueueRow> = {
  id: 'wallet',
  label: (row) => `Go to ${row.fullName}'s wallet (user ${row.userId})`,
  keywords: ['player', 'wallet', 'balance'],
  shortcut: 'G',
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
      when: allowed('decline'),
      confirm: (row) =>
        confirmFor('Decline', row, {
          danger: true,
          message: `Decline the withdrawal of ${formatMoney(row.amount)} for ${row.fullName}? ${formatMoney(row.amount)} goes back to the wallet.`,
        }),
      input: (row) => ({ requestIds: [row.requestId], approve: false }),
    }),
    act({
      op: 'gateway.waitHold',
      id: 'hold',
      label: (row) => `Hold request ${row.requestId}…`,
      keywords: ['wait', 'pause'],
      shortcut: 'H',
      when: allowed('hold'),
      confirm: (row) => confirmFor('Hold', row),
      input: (row) => ({ requestIds: [row.requestId], status: 'HOLD' as const }),
    }),
    act({
      op: 'gateway.waitHold',
      id: 'wait',
      label: (row) => `Put request ${row.requestId} on waiting…`,
      keywords: ['hold', 'pause'],
      shortcut: 'W',
      when: allowed('wait'),
      confirm: (row) => confirmFor('Wait', row),
      input: (row) => ({ requestIds: [row.requestId], status: 'WAITING' as const }),
    }),
    act({
      op: 'gateway.process',
      id: 'process',
      label: (row) => `Send request ${row.requestId} to the gateway…`,
      keywords: ['process', 'payout', 'pay'],
      shortcut: 'P',
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
      when: allowed('checkPayout'),
      confirm: (row) =>
        confirmFor('Check', row, {
          message: `Ask the gateway how the payout of ${formatMoney(row.amount)} to ${row.fullName} ended?`,
        }),
      input: (row) => ({ requestIds: [row.requestId], approve: true }),
    }),
  ];
}
