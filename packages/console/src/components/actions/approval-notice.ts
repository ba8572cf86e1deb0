/**
 * Before a guarded action is sent, its confirmation says whether a second person must approve it
 * (two-person control), from the policies the shell read: the rule per operation is here, once.
 */
import { type ApprovalPolicy, approvalPolicies } from '../../state/approvals';
import { formatMoney } from '../format';

type Input = Readonly<Record<string, unknown>>;

const DECLARE_BY_TYPE: Record<number, ApprovalPolicy['action']> = {
  1: 'RESULT_DECLARE_GAMES',
  2: 'RESULT_DECLARE_STARLINE',
  3: 'RESULT_DECLARE_JACKPOT',
};

/** The policy action an operation's call falls under, and the amount its threshold reads when known. */
function subjectOf(op: string, input: Input, row: unknown): { action: string; amount?: number } | null {
  const fields = (row ?? {}) as Record<string, unknown>;
  switch (op) {
    case 'wallet.adjust':
      return {
        action: Number(input.type) === 0 ? 'WALLET_CREDIT' : 'WALLET_DEBIT',
        amount: Number(input.amount),
      };
    case 'results.declare': {
      const type = Number(fields.providerType);
      return { action: DECLARE_BY_TYPE[type] ?? 'RESULT_DECLARE_GAMES' };
    }
    case 'results.revert':
      return { action: 'RESULT_REVERT' };
    case 'bids.revertSelected':
      return { action: 'BID_REFUND_SELECTED' };
    case 'bids.revertProvider':
      return { action: 'BID_REFUND_PROVIDER' };
    case 'gateway.verify': {
      if (input.approve !== true) return null;
      const rows = Array.isArray(fields.rows) ? (fields.rows as Record<string, unknown>[]) : [fields];
      const amounts = rows.map((r) => Number(r.amount)).filter((n) => Number.isFinite(n));
      return { action: 'WITHDRAWAL', ...(amounts.length ? { amount: Math.max(...amounts) } : {}) };
    }
    case 'employees.update':
      return { action: 'PERMISSION_GRANT' };
    default:
      return null;
  }
}

/** What the confirmation says, or null when the call applies at once. */
export function approvalNotice(op: string, input: unknown, row: unknown): string | null {
  const policies = approvalPolicies.value;
  if (!policies) return null;
  const subject = subjectOf(op, (input ?? {}) as Input, row);
  if (!subject) return null;
  const policy = policies.find((p) => p.action === subject.action);
  if (!policy?.enabled) return null;
  const after = 'It is sent as a request and applied only when another staff member approves it.';
  if (op === 'employees.update')
    return `If this grants new permission keys, a second person must approve it. ${after}`;
  if (policy.threshold === null || !policy.hasThreshold)
    return `A second person must approve this (${policy.label}). ${after}`;
  if (subject.amount === undefined)
    return `A second person must approve this if it is above ${formatMoney(policy.threshold)} (${policy.label}). ${after}`;
  if (subject.amount > policy.threshold)
    return `A second person must approve this: ${policy.label.toLowerCase()} above ${formatMoney(policy.threshold)} needs approval. ${after}`;
  return null;
}
