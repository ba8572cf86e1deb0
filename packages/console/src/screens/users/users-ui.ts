import { signal } from '@preact/signals-react';
import type { UserRow } from './users-types';

export type UsersDialogKind = 'watchlist' | 'block' | 'unblock' | 'markets' | 'permissions';

/** The player the Users actions apply to: the open details, or the row whose menu was used. */
export const focusedUser = signal<UserRow | null>(null);
/** The Users dialog on screen, if any. */
export const usersDialog = signal<{ kind: UsersDialogKind; user: UserRow } | null>(null);

export function focusUser(user: UserRow | null): void {
  focusedUser.value = user;
}

export function openUsersDialog(kind: UsersDialogKind, user: UserRow): void {
  usersDialog.value = { kind, user };
}

export function closeUsersDialog(): void {
  usersDialog.value = null;
}

/** The URL of a player's details (the palette's player search opens it). */
export { userDetailsUrl } from '../../app/links';

/** Bumped after every successful change to a player, so open details reload. */
export const usersVersion = signal(0);

export function bumpUsersVersion(): void {
  usersVersion.value += 1;
}
