import type { ActionDef } from '../../app/actions/types';
import { setWatchlist } from './users-mutations';
import { isBlockedStage, type UserRow } from './users-types';
import { focusedUser, openUsersDialog, userDetailsUrl } from './users-ui';

const USERS = ['users'] as const;

function withUser(run: (user: UserRow) => unknown) {
  return async () => {
    const user = focusedUser.value;
    if (user) await run(user);
  };
}

/** Every Users action: the palette, the row menu and the details toolbar render from this list. */
export const USERS_ACTIONS: readonly ActionDef[] = [
  {
    id: 'users.details',
    label: 'Open user details',
    keywords: ['player', 'profile', 'view'],
    permission: USERS,
    when: () => focusedUser.value !== null,
    run: ({ navigate }) => {
      const user = focusedUser.value;
      if (user) navigate(userDetailsUrl(user.userId, user.stage));
    },
  },
  {
    id: 'users.watchlist.add',
    label: 'Add to watchlist…',
    keywords: ['watch', 'flag', 'suspicious'],
    shortcut: 'Alt+W',
    permission: USERS,
    when: () => focusedUser.value !== null && !focusedUser.value.toWatch,
    run: withUser((user) => openUsersDialog('watchlist', user)),
  },
  {
    id: 'users.watchlist.remove',
    label: 'Remove from watchlist',
    keywords: ['watch', 'unflag'],
    shortcut: 'Alt+W',
    permission: USERS,
    when: () => focusedUser.value?.toWatch === true,
    run: ({ client }) => withUser((user) => setWatchlist(client, user.userId, false))(),
  },
  {
    id: 'users.block',
    label: 'Block user…',
    keywords: ['ban', 'suspend', 'risk', 'device'],
    shortcut: 'Alt+B',
    permission: USERS,
    when: () => focusedUser.value !== null && !isBlockedStage(focusedUser.value.stage),
    run: withUser((user) => openUsersDialog('block', user)),
  },
  {
    id: 'users.unblock',
    label: 'Unblock user…',
    keywords: ['restore', 'unban'],
    shortcut: 'Alt+U',
    permission: USERS,
    when: () => focusedUser.value !== null && isBlockedStage(focusedUser.value.stage),
    run: withUser((user) => openUsersDialog('unblock', user)),
  },
  {
    id: 'users.markets',
    label: 'Edit market access…',
    keywords: ['market', 'providers', 'starline', 'jackpot', 'games'],
    shortcut: 'Alt+M',
    permission: USERS,
    when: () => focusedUser.value !== null,
    run: withUser((user) => openUsersDialog('markets', user)),
  },
  {
    id: 'users.permissions',
    label: 'Edit permissions…',
    keywords: ['block permissions', 'switch device', 'deposit', 'withdraw', 'bid'],
    shortcut: 'Alt+P',
    permission: USERS,
    when: () => focusedUser.value !== null,
    run: withUser((user) => openUsersDialog('permissions', user)),
  },
];
