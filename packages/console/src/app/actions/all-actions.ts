import type { PermissionKey } from '@backoffice/sdk';
import { currentScreenActions } from '../../state/scope';
import { holdsAny } from '../permissions';
import { SHELL_ACTIONS } from './shell-actions';
import type { ActionDef } from './types';

/**
 * The action registry: the frame's own commands, then those the current screen registered when its
 * lazy chunk loaded (the shell drops them when the screen changes).
 */
export function allActions(): readonly ActionDef[] {
  return [...SHELL_ACTIONS, ...currentScreenActions()];
}

/** The actions this user may run right now (permission held and `when` true). */
export function visibleActions(
  held: readonly PermissionKey[] | undefined,
  actions: readonly ActionDef[] = allActions(),
): ActionDef[] {
  return actions.filter((action) => holdsAny(held, action.permission) && (action.when?.() ?? true));
}
