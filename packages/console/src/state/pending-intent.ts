import { signal } from '@preact/signals-react';
import type { OperationAction } from '../components/actions/row-action';

/** One intent: an action on a row, with the Idempotency-Key every try of it sends. */
export interface Intent {
  serial: number;
  action: OperationAction<unknown>;
  row: unknown;
  /** Minted when the intent starts (the dialog opens) for operations that take one; reused on retry. */
  idempotencyKey: string | undefined;
  /** The input the key was last sent with: a retry with another input is a new request, with a new key. */
  sentInput?: string;
  /** The server carried it out: its dialog is closing, and its row may leave the list now. */
  done?: boolean;
}

/** The intent whose dialog is open; the shell renders its dialog (a lazy chunk, like the screens). */
export const pendingIntent = signal<Intent | null>(null);
