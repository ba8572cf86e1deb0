import { type BackofficeClient, isApiError } from '@backoffice/sdk';
import { runTask, type TaskResult } from '../../app/actions/run-task';
import { type ApprovalRequest, isApprovalRequest, rememberAwaiting } from '../../state/approvals';
import { invalidate } from '../../state/invalidation';
import { type Intent, pendingIntent } from '../../state/pending-intent';
import { coerceValues } from '../form/validate';
import { showFirstPages } from '../list/list-query';
import { callOperation, takesIdempotencyKey } from '../operations';
import { messagesFor } from './messages';
import type { FormValues, OperationAction } from './row-action';

export { type Intent, pendingIntent };

let serial = 0;

export function newIntent<Row>(action: OperationAction<Row>, row: Row): Intent {
  serial += 1;
  return {
    serial,
    action: action as OperationAction<unknown>,
    row,
    idempotencyKey: takesIdempotencyKey(action.op) ? crypto.randomUUID() : undefined,
  };
}

type Sent = { data: unknown; msg: string };

/**
 * Runs an intent once: the toasts come from the messages table (the server's msg first), a success
 * invalidates the lists the action names, a failure leaves everything to the caller (retry = the same
 * intent, so the same key: the server moves money once).
 */
export function runIntent(
  client: BackofficeClient,
  intent: Intent,
  values: FormValues,
): Promise<TaskResult<Sent>> {
  const { action, row } = intent;
  const messages = messagesFor(action.op);
  const input = action.input(row, coerceValues(action.op, values));
  // The same try again reuses the key (the server moves money once); a changed form (a retyped blind
  // entry) is another request, which the server would refuse under the old key.
  const sent = JSON.stringify(input ?? null);
  if (intent.idempotencyKey && intent.sentInput !== undefined && intent.sentInput !== sent)
    intent.idempotencyKey = crypto.randomUUID();
  intent.sentInput = sent;
  const versioned = ifMatch(row);
  const options = {
    ...(intent.idempotencyKey ? { idempotencyKey: intent.idempotencyKey } : {}),
    ...versioned,
  };
  return runTask(() => callOperation(client, action.op, input, options), {
    success: action.success?.(row, values) ?? messages.success ?? 'Saved successfully',
    failure: messages.failure,
    onSuccess: (sent) => {
      intent.done = true;
      if (action.toFirstPage) showFirstPages();
      invalidate([action.op, ...(action.invalidates ?? []), 'approvals.list']);
      // A guarded call under its policy answers 202 with the request it left: nothing happened yet. (A
      // decision on a request answers with the request too, decided: that is the call's effect.)
      if (leftForApproval(action.op, sent.data)) rememberAwaiting(sent.data);
      else action.after?.(sent.data, row);
    },
    // Someone else changed the versioned record first (the server names who and when): the row shows
    // its new state at once, under the dialog that says so.
    onError: (error) => {
      if (versioned.headers && isApiError(error) && error.status === 409)
        invalidate([action.op, ...(action.invalidates ?? [])]);
    },
  });
}

/**
 * A row that carries its record's version (a live list's request or approval) sends it as If-Match: the
 * server refuses the call (409) when someone else changed the record since the user saw it.
 */
function ifMatch(row: unknown): { headers?: Record<string, string> } {
  const version = row !== null && typeof row === 'object' && 'version' in row ? row.version : undefined;
  return Number.isInteger(version) ? { headers: { 'If-Match': `"${version}"` } } : {};
}

function leftForApproval(op: string, data: unknown): data is ApprovalRequest {
  return isApprovalRequest(data) && data.state === 'PENDING' && !op.startsWith('approvals.');
}

/** Starts an action on a row: its dialog when it has a form or asks first, else it runs at once. */
export function startAction<Row>(client: BackofficeClient, action: OperationAction<Row>, row: Row): void {
  const intent = newIntent(action, row);
  if (!action.form && !action.confirm) void runIntent(client, intent, {});
  else pendingIntent.value = intent;
}
