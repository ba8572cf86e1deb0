import { OPERATIONS } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { callOperation } from '../../components/operations';
import {
  APPROVE_KEYS,
  type ApprovalPolicy,
  type ApprovalRequest,
  approvableRequests,
  approvalPolicies,
  awaitingApproval,
  updateAwaiting,
} from '../../state/approvals';
import { isOffered } from '../../state/host';
import { sessionSignal } from '../../state/session';
import { sayIfRedirecting } from '../errors';
import { holdsAny } from '../permissions';
import { useServices } from '../services';

/** New requests reach approvers within seconds: the pending list is read this often. */
export const APPROVALS_POLL_MS = 5000;

/** Keys that may read requests and policies: the approvers' and the makers' of guarded actions (the contract's). */
const READER_KEYS = OPERATIONS['approvals.list'].permission;

/**
 * Two-person control in the shell: reads the policies once (confirmations say before sending that a
 * second person must approve), the requests this user may approve every 5 s (the sidebar count and one
 * palette entry each), and the state of the requests this console sent that await approval.
 */
export function ApprovalsWatcher() {
  useSignals();
  const { client } = useServices();
  const held = sessionSignal.value?.permission;
  const reader = holdsAny(held, [...READER_KEYS]) && isOffered('approvals.policies');
  const approver = holdsAny(held, [...APPROVE_KEYS]) && isOffered('approvals.list');
  const watchingMine =
    awaitingApproval.value.some((r) => r.state === 'PENDING') && isOffered('approvals.get');

  useEffect(() => {
    if (!reader) {
      approvalPolicies.value = null;
      return;
    }
    let live = true;
    callOperation(client, 'approvals.policies', {}).then(
      (sent) => {
        if (live) approvalPolicies.value = (sent.data as { rows: ApprovalPolicy[] }).rows;
      },
      (error: unknown) => sayIfRedirecting(error),
    );
    return () => {
      live = false;
    };
  }, [client, reader]);

  useEffect(() => {
    if (!approver) {
      approvableRequests.value = [];
      return;
    }
    let live = true;
    async function look() {
      try {
        const sent = await callOperation(client, 'approvals.list', { state: 'PENDING', perPage: 100 });
        if (!live) return;
        const rows = (sent.data as { rows: ApprovalRequest[] }).rows;
        approvableRequests.value = rows.filter((r) => r.canApprove);
      } catch (error) {
        sayIfRedirecting(error);
      }
    }
    void look();
    const timer = setInterval(() => void look(), APPROVALS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, approver]);

  useEffect(() => {
    if (!watchingMine) return;
    const timer = setInterval(() => {
      for (const request of awaitingApproval.value) {
        if (request.state !== 'PENDING') continue;
        callOperation(client, 'approvals.get', { requestId: request.requestId }).then(
          (sent) => updateAwaiting(sent.data as ApprovalRequest),
          (error: unknown) => sayIfRedirecting(error),
        );
      }
    }, APPROVALS_POLL_MS);
    return () => clearInterval(timer);
  }, [client, watchingMine]);
  return null;
}
