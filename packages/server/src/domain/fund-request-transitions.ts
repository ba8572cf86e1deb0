/**
 * The withdrawal (fund) request state machine, written down as data. The four gateway actions move a
 * request along these edges only; anything else is an illegal transition (refused: 'illegal-transition').
 *
 *   PENDING | WAITING | HOLD  --wait-hold-->      WAITING | HOLD
 *   PENDING | WAITING | HOLD  --verify-->         APPROVED | DECLINED
 *   APPROVED                  --process-->        PROCESSING --gateway--> SUCCESS | FAILED | QUEUED
 *   QUEUED                    --reinitialize-->   PROCESSING --gateway--> SUCCESS | FAILED
 *   PROCESSING                --verify-->         SUCCESS | FAILED (the gateway's answer on the payout)
 *
 * Verify on PROCESSING settles a request left at the gateway (e.g. the process call's answer never
 * came back): it asks the gateway for the payout's status instead of sending it again; declining is
 * not an edge there, since the gateway may already have paid.
 * SUCCESS, FAILED and DECLINED are final. DECLINED and FAILED return the held amount to the wallet.
 *
 * The edges themselves are the contract's table (TranStatus x-transitions in v1.yaml); the edge of the
 * server reads it (http/transition-table.ts) and passes it in as data, so these rules never read HTTP.
 */

export const TRAN_STATUSES = [
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
export type TranStatus = (typeof TRAN_STATUSES)[number];

/** The contract's x-transitions action names. */
export type GatewayAction = 'waitHold' | 'verify' | 'process' | 'reinitializeQueued' | 'gatewayAnswer';

export interface Transition {
  action: GatewayAction;
  from: TranStatus;
  to: TranStatus;
}

/** One row of the table as written: an action from any of these statuses to any of those. */
export interface TransitionGroup {
  action: GatewayAction;
  from: TranStatus[];
  to: TranStatus[];
}

/** Every edge of the table's groups, in order. `gatewayAnswer` is the gateway's reply to PROCESSING. */
export function transitionsOf(groups: readonly TransitionGroup[]): readonly Transition[] {
  return groups.flatMap((g) => g.from.flatMap((from) => g.to.map((to) => ({ action: g.action, from, to }))));
}

export const FINAL_STATUSES: readonly TranStatus[] = ['SUCCESS', 'FAILED', 'DECLINED'];

/** Statuses that give the held amount back to the player's wallet (once). */
export const REFUNDING_STATUSES: readonly TranStatus[] = ['DECLINED', 'FAILED'];

export function canTransition(
  table: readonly Transition[],
  action: GatewayAction,
  from: TranStatus,
  to: TranStatus,
): boolean {
  return table.some((t) => t.action === action && t.from === from && t.to === to);
}

export function refundsHeldAmount(status: TranStatus): boolean {
  return REFUNDING_STATUSES.includes(status);
}

export function isTranStatus(value: unknown): value is TranStatus {
  return typeof value === 'string' && (TRAN_STATUSES as readonly string[]).includes(value);
}
