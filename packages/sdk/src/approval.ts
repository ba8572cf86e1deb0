/**
 * Two-person control as the contract declares it (v1.yaml's x-approval on each guarded operation): the one
 * rule the server's guard, the approvals screen and the console's "needs a second person" notice all read.
 */
import { OPERATIONS, type OperationApproval, type OperationMeta } from './generated/operations.js';

/**
 * The guarded operation's declaration, or undefined for an operation that is never held for approval.
 * @example operationApproval('wallet.adjust')?.kinds // ['WALLET_CREDIT', 'WALLET_DEBIT']
 */
export function operationApproval(operationId: string): OperationApproval | undefined {
  return (OPERATIONS as Readonly<Record<string, OperationMeta>>)[operationId]?.approval;
}

/**
 * Whether a call is guarded at all: it has every field value of the declaration's `when`. `field` reads a
 * field of the call (or of its record) by its contract (snake_case) name.
 * @example approvalGuards(operationApproval('gateway.verify')!, (f) => body[f]) // false when approve is false
 */
export function approvalGuards(approval: OperationApproval, field: (name: string) => unknown): boolean {
  return Object.entries(approval.when ?? {}).every(([name, value]) => field(name) === value);
}

/**
 * The ApprovalAction whose policy holds a call, or null when the call is not guarded as sent.
 * @example approvalKind(operationApproval('wallet.adjust')!, (f) => ({ type: 0 })[f]) // 'WALLET_CREDIT'
 */
export function approvalKind(approval: OperationApproval, field: (name: string) => unknown): string | null {
  if (!approvalGuards(approval, field)) return null;
  if (!approval.by) return approval.kinds[0] ?? null;
  const value = field(approval.by);
  const chosen = value === undefined || value === null ? undefined : approval.cases?.[String(value)];
  return chosen ?? approval.otherwise ?? null;
}

/** Every guarded operation's id, in the contract's order. */
export const GUARDED_OPERATIONS: readonly string[] = Object.entries(
  OPERATIONS as Readonly<Record<string, OperationMeta>>,
)
  .filter(([, meta]) => meta.approval)
  .map(([id]) => id);
