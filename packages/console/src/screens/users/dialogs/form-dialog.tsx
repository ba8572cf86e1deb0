import type { BackofficeClient } from '@backoffice/sdk';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import type { UserRow } from '../users-types';

/** What every Users dialog is given. */
export interface UserDialogProps {
  user: UserRow;
  onClose: () => void;
}

/** Cancel, then the submit button (busy while the submit runs, when the form tracks it). */
export function FormActions({
  onClose,
  submitLabel,
  busy,
  danger,
}: {
  onClose: () => void;
  submitLabel: string;
  busy?: boolean;
  danger?: boolean;
}) {
  return (
    <div className="form-actions">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button type="submit" className={danger ? 'primary danger' : 'primary'} aria-busy={busy}>
        {submitLabel}
      </button>
    </div>
  );
}

/**
 * A dialog with one form: `send` turns the submitted fields into a request; the dialog closes when it
 * succeeds (its toasts come from the mutation).
 */
export function FormDialog({
  title,
  onClose,
  submitLabel,
  danger,
  send,
  children,
}: {
  title: string;
  onClose: () => void;
  submitLabel: string;
  danger?: boolean;
  send: (client: BackofficeClient, form: FormData) => Promise<{ ok: boolean }>;
  children: ReactNode;
}) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await send(client, form);
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        {children}
        <FormActions onClose={onClose} submitLabel={submitLabel} busy={busy} danger={danger} />
      </form>
    </Modal>
  );
}

/** A textarea for the reason of a change. */
export function ReasonField({ label, required }: { label: string; required?: boolean }) {
  return (
    <label>
      {label}
      <textarea name="reason" required={required} maxLength={500} rows={3} />
    </label>
  );
}
