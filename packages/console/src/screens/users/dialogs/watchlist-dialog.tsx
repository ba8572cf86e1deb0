import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import { setWatchlist } from '../users-mutations';
import type { UserRow } from '../users-types';

export function WatchlistDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const result = await setWatchlist(client, user.userId, true, reason);
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <Modal title={`Add ${user.fullName} to the watchlist`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          Reason (optional)
          <textarea name="reason" maxLength={500} rows={3} />
        </label>
        <div className="form-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" aria-busy={busy}>
            Add to watchlist
          </button>
        </div>
      </form>
    </Modal>
  );
}
