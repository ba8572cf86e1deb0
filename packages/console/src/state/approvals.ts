import { PERMISSION_KEYS, type Schemas } from '@backoffice/sdk';
import { effect, signal } from '@preact/signals-react';

export type ApprovalRequest = Schemas['ApprovalRequest'];
export type ApprovalPolicy = Schemas['ApprovalPolicy'];

/** The keys that let a checker approve one kind of request (two-person control): the contract's `approvals.*`. */
export const APPROVE_KEYS = PERMISSION_KEYS.filter((key) => key.startsWith('approvals.'));

/** PENDING requests this user may approve, as the shell's watcher last read them (sidebar count, palette). */
export const approvableRequests = signal<readonly ApprovalRequest[]>([]);

/** Every guarded action's policy, read once per session (confirmations say when a second person must approve). */
export const approvalPolicies = signal<readonly ApprovalPolicy[] | null>(null);

/**
 * Requests this console sent that answered 202 ("awaiting approval"): shown in the shell until
 * dismissed, their state kept current by the watcher.
 */
const AWAITING_KEY = 'backoffice.awaitingApproval';

export const awaitingApproval = signal<readonly ApprovalRequest[]>(readAwaiting());

/** Kept for the browser tab's life: a reload does not lose what still awaits a second person. */
function readAwaiting(): readonly ApprovalRequest[] {
  try {
    const raw = globalThis.sessionStorage?.getItem('backoffice.awaitingApproval');
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isApprovalRequest) : [];
  } catch {
    return [];
  }
}

effect(() => {
  const value = awaitingApproval.value;
  try {
    if (value.length) globalThis.sessionStorage?.setItem(AWAITING_KEY, JSON.stringify(value));
    else globalThis.sessionStorage?.removeItem(AWAITING_KEY);
  } catch {
    // Storage full or refused: the list still lives in this page.
  }
});

/** Whether an answer is an approval request (a guarded call's 202) rather than the call's effect. */
export function isApprovalRequest(data: unknown): data is ApprovalRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    'requestId' in data &&
    'expiresAt' in data &&
    'makerId' in data &&
    'state' in data
  );
}

export function rememberAwaiting(request: ApprovalRequest): void {
  awaitingApproval.value = [
    request,
    ...awaitingApproval.value.filter((r) => r.requestId !== request.requestId),
  ];
}

export function updateAwaiting(request: ApprovalRequest): void {
  awaitingApproval.value = awaitingApproval.value.map((r) =>
    r.requestId === request.requestId ? request : r,
  );
}

export function dismissAwaiting(requestId: number): void {
  awaitingApproval.value = awaitingApproval.value.filter((r) => r.requestId !== requestId);
}

/** The Approvals screen's URL with one request open. */
export const approvalUrl = (requestId: number) => `/approvals?request=${requestId}`;
