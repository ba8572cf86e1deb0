import type { PermissionKey } from '@backoffice/sdk';
import { DASHBOARD_ACTIONS } from '../../screens/dashboard/dashboard-actions';
import { USERS_ACTIONS } from '../../screens/users/users-actions';
import { holdsAny } from '../permissions';
import { SHELL_ACTIONS } from './shell-actions';
import type { ActionDef } from './types';

/** The action registry: every command of the console, declared once. */
export const ALL_ACTIONS: readonly ActionDef[] = [...SHELL_ACTIONS, ...DASHBOARD_ACTIONS, ...USERS_ACTIONS];

/** The actions this user may run right now (permission held and `when` true). */
export function visibleActions(
  held: readonly PermissionKey[] | undefined,
  actions: readonly ActionDef[] = ALL_ACTIONS,
): ActionDef[] {
  return actions.filter((action) => holdsAny(held, action.permission) && (action.when?.() ?? true));
}
