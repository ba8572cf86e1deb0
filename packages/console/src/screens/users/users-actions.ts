import type { ActionDef } from '../../app/actions/types';
import { setWatchlist } from './users-mutations';
import { isBlockedStage, type UserRow } from './users-types';
import { focusedUser, openUsersDialog, type UsersDialogKind, userDetailsUrl } from './users-ui';

const USERS = ['users'] as const;

const hasUser = () => focusedUser.value !== null;

function withUser(run: (user: UserRow) => unknown) {
  return async () => {
    const user = focusedUser.value;
    if (user) await run(user);
  };
}

/** An action that opens one of the Users dialogs for the focused player. */
function opensDialog(
  kind: UsersDialogKind,
  def: Pick<ActionDef, 'id' | 'label' | 'keywords' | 'shortcut' | 'when'>,
): ActionDef {
  return { ...def, permission: USERS, run: withUser((user) => openUsersDialog(kind, user)) };
}

/** Every Users action: the palette, the row menu and the details toolbar render from this list. */
export const USERS_ACTIONS: readonly ActionDef[] = [
  {
    id: 'users.details',
    label: 'Open user details',
    keywords: ['player', 'profile', 'view'],
    permission: USERS,
    when: hasUser,
    run: ({ navigate }) => {
      const user = focusedUser.value;
      if (user) navigate(userDetailsUrl(user.userId, user.stage));
    },
  },
  opensDialog('watchlist', {
    id: 'users.watchlist.add',
    label: 'Add to watchlist…',
    keywords: ['watch', 'flag', 'suspicious'],
    shortcut: 'Alt+W',
    when: () => focusedUser.value !== null && !focusedUser.value.toWatch,
  }),
  {
    id: 'users.watchlist.remove',
    label: 'Remove from watchlist',
    keywords: ['watch', 'unflag'],
    shortcut: 'Alt+W',
    permission: USERS,
    when: () => focusedUser.value?.toWatch === true,
    run: ({ client }) => withUser((user) => setWatchlist(client, user.userId, false))(),
  },
  opensDialog('block', {
    id: 'users.block',
    label: 'Block user…',
    keywords: ['ban', 'suspend', 'risk', 'device'],
    shortcut: 'Alt+B',
    when: () => focusedUser.value !== null && !isBlockedStage(focusedUser.value.stage),
  }),
  opensDialog('unblock', {
    id: 'users.unblock',
    label: 'Unblock user…',
    keywords: ['restore', 'unban'],
    shortcut: 'Alt+U',
    when: () => focusedUser.value !== null && isBlockedStage(focusedUser.value.stage),
  }),
  opensDialog('markets', {
    id: 'users.markets',
    label: 'Edit market access…',
    keywords: ['market', 'providers', 'starline', 'jackpot', 'games'],
    shortcut: 'Alt+M',
    when: hasUser,
  }),
  opensDialog('permissions', {
    id: 'users.permissions',
    label: 'Edit permissions…',
    keywords: ['block permissions', 'switch device', 'deposit', 'withdraw', 'bid'],
    shortcut: 'Alt+P',
    when: hasUser,
  }),
];
