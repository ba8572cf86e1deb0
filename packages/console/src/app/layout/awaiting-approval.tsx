import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { formatIst } from '../../components/format';
import {
  type ApprovalRequest,
  approvalPolicies,
  approvalUrl,
  awaitingApproval,
  dismissAwaiting,
} from '../../state/approvals';

const STATE_TEXT: Record<string, string> = {
  PENDING: 'Awaiting approval',
  APPROVED: 'Approved and applied',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired without approval',
  STALE: 'Stale: nothing applied',
  CANCELLED: 'Cancelled',
};

/** Until when the request waits, and who may approve it (staff holding its policy's key, not its maker). */
function whoApproves(r: ApprovalRequest): string {
  const key = approvalPolicies.value?.find((p) => p.action === r.action)?.approveKey;
  const who = key ? `staff holding ${key} may approve it, not you` : 'another staff member must approve it';
  return `until ${formatIst(r.expiresAt)}; ${who}`;
}

/**
 * What this console sent that a second person must approve (a guarded call's 202): it stays on screen,
 * with its state kept current, until dismissed; a toast alone would be gone in 3 seconds.
 */
export function AwaitingApproval() {
  useSignals();
  const requests = awaitingApproval.value;
  if (requests.length === 0) return null;
  return (
    <section className="awaiting-approval" aria-label="Awaiting approval">
      <ul>
        {requests.map((r) => (
          <li key={r.requestId} data-state={r.state}>
            <strong>{STATE_TEXT[r.state] ?? r.state}</strong>: {r.summary} (request #{r.requestId})
            {r.state === 'PENDING' ? ` · ${whoApproves(r)}` : ''}
            {r.state === 'REJECTED' && r.reason ? ` — ${r.reason}` : ''}{' '}
            <Link href={approvalUrl(r.requestId)}>Open request #{r.requestId}</Link>{' '}
            <button type="button" onClick={() => dismissAwaiting(r.requestId)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
