/**
 * Two-person control (maker-checker): which actions can be guarded, who may approve each, when a policy
 * applies, and the rules of a request's life. Pure: no I/O (db/approvals.ts stores, routes/ apply).
 */
import { canonicalJson } from '@backoffice/sdk';

export const APPROVAL_ACTIONS = [
  'RESULT_DECLARE_GAMES',
  'RESULT_DECLARE_STARLINE',
  'RESULT_DECLARE_JACKPOT',
  'RESULT_REVERT',
  'BID_REFUND_SELECTED',
  'BID_REFUND_PROVIDER',
  'WALLET_CREDIT',
  'WALLET_DEBIT',
  'WITHDRAWAL',
  'PERMISSION_GRANT',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE', 'CANCELLED'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The permission key that lets a checker approve (or reject) a request of each action. */
export const APPROVE_KEY: Record<ApprovalAction, string> = {
  RESULT_DECLARE_GAMES: 'approvals.resultDeclare',
  RESULT_DECLARE_STARLINE: 'approvals.resultDeclare',
  RESULT_DECLARE_JACKPOT: 'approvals.resultDeclare',
  RESULT_REVERT: 'approvals.resultRevert',
  BID_REFUND_SELECTED: 'approvals.bidRefund',
  BID_REFUND_PROVIDER: 'approvals.bidRefund',
  WALLET_CREDIT: 'approvals.walletAdjust',
  WALLET_DEBIT: 'approvals.walletAdjust',
  WITHDRAWAL: 'approvals.withdrawal',
  PERMISSION_GRANT: 'approvals.permissionGrant',
};

/** Every approve key, once. */
export const APPROVE_KEYS: readonly string[] = [...new Set(Object.values(APPROVE_KEY))];

export const ACTION_LABEL: Record<ApprovalAction, string> = {
  RESULT_DECLARE_GAMES: 'Result declare (games)',
  RESULT_DECLARE_STARLINE: 'Result declare (starline)',
  RESULT_DECLARE_JACKPOT: 'Result declare (jackpot)',
  RESULT_REVERT: 'Result revert',
  BID_REFUND_SELECTED: 'Refund selected bids',
  BID_REFUND_PROVIDER: 'Refund bids provider-wise',
  WALLET_CREDIT: 'Manual wallet credit',
  WALLET_DEBIT: 'Manual wallet debit',
  WITHDRAWAL: 'Withdrawal approval',
  PERMISSION_GRANT: 'Granting permission keys',
};

/** Actions whose policy has no amount (a permission grant moves no money). */
export const WITHOUT_THRESHOLD: ReadonlySet<ApprovalAction> = new Set(['PERMISSION_GRANT']);

/** Declarations are checked by blind re-entry: the checker types the result without seeing it. */
export const isBlind = (action: string): boolean => action.startsWith('RESULT_DECLARE_');

export const DEFAULT_EXPIRY_MINUTES = 60;

/**
 * A request's state as of `now`: a PENDING request past its expiry is EXPIRED. Reads derive it, so that
 * no GET writes; approving an expired request records it (a POST).
 */
export function stateAt(state: ApprovalState, expiresAt: string, now: Date): ApprovalState {
  return state === 'PENDING' && Date.parse(expiresAt) <= now.getTime() ? 'EXPIRED' : state;
}

export interface ApprovalPolicy {
  action: ApprovalAction;
  enabled: boolean;
  /** The policy applies above this amount; null: to every amount. */
  thresholdPaise: number | null;
  expiryMinutes: number;
}

export const defaultPolicy = (action: ApprovalAction): ApprovalPolicy => ({
  action,
  enabled: false,
  thresholdPaise: null,
  expiryMinutes: DEFAULT_EXPIRY_MINUTES,
});

/** Whether a call of `amountPaise` (null: the action has none) must wait for a second person. */
export function policyApplies(policy: ApprovalPolicy, amountPaise: number | null): boolean {
  if (!policy.enabled) return false;
  if (policy.thresholdPaise === null || WITHOUT_THRESHOLD.has(policy.action)) return true;
  return (amountPaise ?? 0) > policy.thresholdPaise;
}

export const NOT_YOUR_OWN = 'You cannot approve your own request: a second person must approve it';
export const NOT_A_CHECKER = 'You may not approve this kind of request';
export const NOT_PENDING = (state: string) => `This request is no longer pending (${state})`;
export const EXPIRED = 'This request has expired: ask the maker to send it again';
export const STALE =
  'The effect changed since the request was made (new bids, a balance moved): the request is stale and nothing was applied';
export const BLIND_MISMATCH = 'The result you typed does not match the maker’s entry: nothing was declared';
export const BLIND_NEEDED = 'Type the result to approve a declaration';
export const ONLY_MAKER_CANCELS = 'Only the maker can cancel a request';
export const AWAITING = 'Awaiting approval: a second person must approve this';

/** An instant as the IST wall-clock time staff read (12:35), the date too when it is not today's. */
function istClock(at: Date, now: Date): string {
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const time = at.toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
  });
  return day(at) === day(now) ? `${time} IST` : `${day(at)} ${time} IST`;
}

/**
 * The 202's message: which request was left (its number), until when it waits, and who may approve it
 * (staff holding the action's approve key, never its maker), so the maker knows whom to ask.
 */
export function awaitingMessage(
  request: { requestId: number; action: ApprovalAction; expiresAt: Date },
  now: Date,
): string {
  return `${AWAITING} (${ACTION_LABEL[request.action]}): request #${request.requestId}, until ${istClock(request.expiresAt, now)}; staff holding ${APPROVE_KEY[request.action]} may approve it, not you`;
}

/** A blind entry matches when the digits typed are the maker's (spaces and dashes ignored). */
export function blindMatches(maker: string, typed: string): boolean {
  const clean = (s: string) => s.replace(/[\s-]/g, '');
  return clean(maker) !== '' && clean(maker) === clean(typed);
}

/** Key order does not matter: two previews are the same effect when their JSON is, keys sorted. */
export function samePreview(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
