/**
 * What staff may do to a withdrawal request in a given status, read from the contract's transition
 * table (TranStatus x-transitions), so the console offers exactly the actions the server accepts.
 */
import {
  FUND_REQUEST_TRANSITIONS,
  type FundRequestAction,
  type FundRequestTransition,
} from './generated/transitions.js';

type TranStatus = FundRequestTransition['from'];

/** The queue's staff actions, each one edge kind of the table. */
export const QUEUE_ACTIONS = {
  approve: { action: 'verify', to: 'APPROVED' },
  decline: { action: 'verify', to: 'DECLINED' },
  hold: { action: 'waitHold', to: 'HOLD' },
  wait: { action: 'waitHold', to: 'WAITING' },
  process: { action: 'process', to: 'PROCESSING' },
  reinitialize: { action: 'reinitializeQueued', to: 'PROCESSING' },
  /** Verify on PROCESSING: ask the gateway how the payout ended (SUCCESS or FAILED). */
  checkPayout: { action: 'verify', to: 'SUCCESS' },
} as const satisfies Record<string, { action: FundRequestAction; to: TranStatus }>;

export type QueueAction = keyof typeof QUEUE_ACTIONS;

export function canTransition(action: FundRequestAction, from: TranStatus, to: TranStatus): boolean {
  return FUND_REQUEST_TRANSITIONS.some((t) => t.action === action && t.from === from && t.to === to);
}

/** Whether a request in `from` may take the queue action. */
export function canTakeQueueAction(action: QueueAction, from: TranStatus): boolean {
  const edge = QUEUE_ACTIONS[action];
  return canTransition(edge.action, from, edge.to);
}

/** The queue actions a request in `from` may take, in QUEUE_ACTIONS order. */
export function queueActionsFrom(from: TranStatus): QueueAction[] {
  return (Object.keys(QUEUE_ACTIONS) as QueueAction[]).filter((a) => canTakeQueueAction(a, from));
}
