import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { approvalUrl, awaitingApproval, dismissAwaiting } from '../../state/approvals';

const STATE_TEXT: Record<string, string> = {
  PENDING: 'Awaiting approval',
  APPROVED: 'Approved and applied',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired without approval',
  STALE: 'Stale: nothing applied',
  CANCELLED: 'Cancelled',
};

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
