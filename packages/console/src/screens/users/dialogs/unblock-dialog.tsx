import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import { unblockUser } from '../users-mutations';
import type { UserRow } from '../users-types';

export function UnblockDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    const result = await unblockUser(client, user.userId, reason);
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <Modal title={`Unblock ${user.fullName}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          Reason
          <textarea name="reason" required maxLength={500} rows={3} />
        </label>
        <div className="form-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" aria-busy={busy}>
            Unblock
          </button>
        </div>
      </form>
    </Modal>
  );
}
