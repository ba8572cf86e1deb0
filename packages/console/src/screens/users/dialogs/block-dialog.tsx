import { type BlockInput, blockUser } from '../users-mutations';
import { FormDialog, ReasonField, type UserDialogProps } from './form-dialog';

/** Block: block type (TEMPORARY -> BLOCKED, PERMANENT -> BANNED), reason, risk level, device ids. */
export function BlockDialog({ user, onClose }: UserDialogProps) {
  return (
    <FormDialog
      title={`Block ${user.fullName}`}
      onClose={onClose}
      submitLabel="Block"
      danger
      send={(client, form) => {
        const input: BlockInput = {
          userId: user.userId,
          blockType: form.get('blockType') === 'PERMANENT' ? 'PERMANENT' : 'TEMPORARY',
          reason: String(form.get('reason') ?? '').trim(),
          riskLevel: (['LOW', 'MEDIUM', 'HIGH'] as const).find((v) => v === form.get('riskLevel')) ?? 'LOW',
          deviceIds: String(form.get('deviceIds') ?? '')
            .split(/[\s,]+/)
            .filter(Boolean),
        };
        return blockUser(client, input);
      }}
    >
      <label>
        Block type
        <select name="blockType" defaultValue="TEMPORARY">
          <option value="TEMPORARY">Temporary (blocked)</option>
          <option value="PERMANENT">Permanent (banned)</option>
        </select>
      </label>
      <ReasonField label="Reason" required />
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
    </FormDialog>
  );
}
