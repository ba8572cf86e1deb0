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
import { useLiveRefresh } from './live-refresh';

/** On a host without the live stream, new requests reach approvers within seconds: read this often. */
export const APPROVALS_POLL_MS = 5000;

/** Keys that may read requests and policies: the approvers' and the makers' of guarded actions (the contract's). */
const READER_KEYS = OPERATIONS['approvals.list'].permission;

/**
 * Two-person control in the shell: reads the policies once (confirmations say before sending that a
 * second person must approve), the requests this user may approve (the sidebar count and one palette
 * entry each) and the state of the requests this console sent that await approval: again on each
 * approval change the live stream reports, or every 5 s on a host without it.
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
    if (!approver) approvableRequests.value = [];
  }, [approver]);
  useLiveRefresh({
    active: approver,
    kinds: ['approval'],
    pollMs: APPROVALS_POLL_MS,
    look: () =>
      callOperation(client, 'approvals.list', { state: 'PENDING', perPage: 100 }).then((sent) => {
        const rows = (sent.data as { rows: ApprovalRequest[] }).rows;
        if (approver) approvableRequests.value = rows.filter((r) => r.canApprove);
      }, sayIfRedirecting),
  });

  const readMine = (requestId: number) =>
    callOperation(client, 'approvals.get', { requestId }).then(
      (sent) => updateAwaiting(sent.data as ApprovalRequest),
      sayIfRedirecting,
    );
  useLiveRefresh({
    active: watchingMine,
    kinds: ['approval'],
    pollMs: APPROVALS_POLL_MS,
    look: () => {
      for (const request of awaitingApproval.value)
        if (request.state === 'PENDING') readMine(request.requestId);
    },
    // With the stream, only a request of this console that changed is read again.
    onChange: (change) => {
      const mine = awaitingApproval.value.find((r) => String(r.requestId) === change.recordId);
      if (mine?.state === 'PENDING') readMine(mine.requestId);
    },
  });
  return null;
}
