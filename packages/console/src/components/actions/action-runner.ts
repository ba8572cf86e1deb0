import type { BackofficeClient } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { runTask, type TaskResult } from '../../app/actions/run-task';
import { invalidate } from '../../state/invalidation';
import { coerceValues } from '../form/validate';
import { callOperation, takesIdempotencyKey } from '../operations';
import { messagesFor } from './messages';
import type { FormValues, OperationAction } from './row-action';

/** One intent: an action on a row, with the Idempotency-Key every try of it sends. */
export interface Intent {
  serial: number;
  action: OperationAction<unknown>;
  row: unknown;
  /** Minted when the intent starts (the dialog opens) for operations that take one; reused on retry. */
  idempotencyKey: string | undefined;
}

/** The intent whose dialog is open; the shell's action host renders it. */
export const pendingIntent = signal<Intent | null>(null);

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
  const options = intent.idempotencyKey ? { idempotencyKey: intent.idempotencyKey } : undefined;
  return runTask(() => callOperation(client, action.op, input, options), {
    success: action.success?.(row, values) ?? messages.success ?? 'Saved successfully',
    failure: messages.failure,
    onSuccess: (sent) => {
      invalidate([action.op, ...(action.invalidates ?? [])]);
      action.after?.(sent.data, row);
    },
  });
}

/** Starts an action on a row: its dialog when it has a form or asks first, else it runs at once. */
export function startAction<Row>(client: BackofficeClient, action: OperationAction<Row>, row: Row): void {
  const intent = newIntent(action, row);
  if (!action.form && !action.confirm) void runIntent(client, intent, {});
  else pendingIntent.value = intent;
}
