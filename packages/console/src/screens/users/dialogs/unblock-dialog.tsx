import { unblockUser } from '../users-mutations';
import { FormDialog, ReasonField, type UserDialogProps } from './form-dialog';

export function UnblockDialog({ user, onClose }: UserDialogProps) {
  return (
    <FormDialog
      title={`Unblock ${user.fullName}`}
      onClose={onClose}
      submitLabel="Unblock"
      send={(client, form) => unblockUser(client, user.userId, String(form.get('reason') ?? '').trim())}
    >
      <ReasonField label="Reason" required />
    </FormDialog>
  );
}
