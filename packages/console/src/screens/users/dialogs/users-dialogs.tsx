import { useSignals } from '@preact/signals-react/runtime';
import { closeUsersDialog, usersDialog } from '../users-ui';
import { BlockDialog } from './block-dialog';
import { MarketsDialog } from './markets-dialog';
import { PermissionsDialog } from './permissions-dialog';
import { UnblockDialog } from './unblock-dialog';
import { WatchlistDialog } from './watchlist-dialog';

/** The Users dialog the last action opened, if any. */
export function UsersDialogs() {
  useSignals();
  const open = usersDialog.value;
  if (!open) return null;
  const props = { user: open.user, onClose: closeUsersDialog };
  switch (open.kind) {
    case 'watchlist':
      return <WatchlistDialog {...props} />;
    case 'block':
      return <BlockDialog {...props} />;
    case 'unblock':
      return <UnblockDialog {...props} />;
    case 'markets':
      return <MarketsDialog {...props} />;
    case 'permissions':
      return <PermissionsDialog {...props} />;
  }
}
