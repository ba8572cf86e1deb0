import { setWatchlist } from '../users-mutations';
import { FormDialog, ReasonField, type UserDialogProps } from './form-dialog';

export function WatchlistDialog({ user, onClose }: UserDialogProps) {
  return (
    <FormDialog
      title={`Add ${user.fullName} to the watchlist`}
      onClose={onClose}
      submitLabel="Add to watchlist"
      send={(client, form) => setWatchlist(client, user.userId, true, String(form.get('reason') ?? ''))}
    >
      <ReasonField label="Reason (optional)" />
    </FormDialog>
  );
}
