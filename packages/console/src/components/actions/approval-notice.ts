/**
 * Before a guarded action is sent, its confirmation says whether a second person must approve it
 * (two-person control), from the policies the shell read and the contract's x-approval (the SDK's
 * operation metadata): which operations are guarded, and how, is declared once, in v1.yaml.
 */
import { approvalKind, camelKey, operationApproval } from '@backoffice/sdk';
import { approvalPolicies } from '../../state/approvals';
import { formatMoney } from '../format';

type Fields = Readonly<Record<string, unknown>>;

/**
 * The policy kind an operation's call falls under and the amount its threshold reads when known, by the
 * contract's x-approval: fields by their contract names (camelCased here), from the call's input first, else
 * from the row it acts on (a bulk action's rows: the largest amount decides, as on the server).
 */
function subjectOf(op: string, input: Fields, row: unknown): { action: string; amount?: number } | null {
  const approval = operationApproval(op);
  if (!approval) return null;
  const fields = (row ?? {}) as Fields;
  const records = Array.isArray(fields.rows) ? (fields.rows as Fields[]) : [fields];
  const read = (name: string) => input[camelKey(name)] ?? fields[camelKey(name)];
  const action = approvalKind(approval, read);
  if (!action) return null;
  if (!approval.threshold) return { action };
  const key = camelKey(approval.threshold);
  const amounts = (input[key] !== undefined ? [input[key]] : records.map((r) => r[key]))
    .map(Number)
    .filter((n) => Number.isFinite(n));
  return { action, ...(amounts.length ? { amount: Math.max(...amounts) } : {}) };
}

/** What the confirmation says, or null when the call applies at once. */
export function approvalNotice(op: string, input: unknown, row: unknown): string | null {
  const policies = approvalPolicies.value;
  if (!policies) return null;
  const subject = subjectOf(op, (input ?? {}) as Fields, row);
  if (!subject) return null;
  const policy = policies.find((p) => p.action === subject.action);
  if (!policy?.enabled) return null;
  const after = 'It is sent as a request and applied only when another staff member approves it.';
  if (subject.action === 'PERMISSION_GRANT')
    return `If this grants new permission keys, a second person must approve it. ${after}`;
  if (policy.threshold === null || !policy.hasThreshold)
    return `A second person must approve this (${policy.label}). ${after}`;
  if (subject.amount === undefined)
    return `A second person must approve this if it is above ${formatMoney(policy.threshold)} (${policy.label}). ${after}`;
  if (subject.amount > policy.threshold)
    return `A second person must approve this: ${policy.label.toLowerCase()} above ${formatMoney(policy.threshold)} needs approval. ${after}`;
  return null;
}
