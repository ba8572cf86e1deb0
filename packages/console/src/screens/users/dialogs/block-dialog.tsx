import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services';
import { Modal } from '../../../components/modal';
import { type BlockInput, blockUser } from '../users-mutations';
import type { UserRow } from '../users-types';

/** Block: block type (TEMPORARY -> BLOCKED, PERMANENT -> BANNED), reason, risk level, device ids. */
export function BlockDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: BlockInput = {
      userId: user.userId,
      blockType: form.get('blockType') === 'PERMANENT' ? 'PERMANENT' : 'TEMPORARY',
      reason: String(form.get('reason') ?? '').trim(),
      riskLevel: (['LOW', 'MEDIUM', 'HIGH'] as const).find((v) => v === form.get('riskLevel')) ?? 'LOW',
      deviceIds: String(form.get('deviceIds') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean),
    };
    setBusy(true);
    const result = await blockUser(client, input);
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <Modal title={`Block ${user.fullName}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          Block type
          <select name="blockType" defaultValue="TEMPORARY">
            <option value="TEMPORARY">Temporary (blocked)</option>
            <option value="PERMANENT">Permanent (banned)</option>
          </select>
        </label>
        <label>
          Reason
          <textarea name="reason" required maxLength={500} rows={3} />
        </label>
        <label>
          Risk level
          <select name="riskLevel" defaultValue="MEDIUM">
            <option value="LOW">Low</option>
            <option value="MEDIUM">Medium</option>
            <option value="HIGH">High</option>
          </select>
        </label>
        <label>
          Device ids (comma separated, optional)
          <input name="deviceIds" />
        </label>
        <div className="form-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary danger" aria-busy={busy}>
            Block
          </button>
        </div>
      </form>
    </Modal>
  );
}
