import type { PermissionKey } from '@backoffice/sdk';
import { savedViewActions } from '../../components/saved-views/view-actions';
import { APPROVE_KEYS, approvableRequests, approvalUrl } from '../../state/approvals';
import { notOffered } from '../../state/host';
import { currentScreenActions } from '../../state/scope';
import { holdsAny } from '../permissions';
import { SHELL_ACTIONS } from './shell-actions';
import type { ActionDef } from './types';

/**
 * The action registry: the frame's own commands, then those the current screen registered when its
 * lazy chunk loaded (the shell drops them when the screen changes).
 */
export function allActions(): readonly ActionDef[] {
  return [...SHELL_ACTIONS, ...approvalEntries(), ...savedViewActions(), ...currentScreenActions()];
}

/** One palette entry per request awaiting this user's approval: it opens the request. */
function approvalEntries(): ActionDef[] {
  return approvableRequests.value.map((r) => ({
    id: `approvals.open.${r.requestId}`,
    label: `Review request #${r.requestId}: ${r.summary}`,
    keywords: ['approval', 'approve', 'reject', 'two-person', r.actionLabel, r.makerName],
    permission: [...APPROVE_KEYS],
    needs: ['approvals.get'],
    run: ({ navigate }) => navigate(approvalUrl(r.requestId)),
  }));
}

/** The actions this user may run right now (permission held, operations offered and `when` true). */
export function visibleActions(
  held: readonly PermissionKey[] | undefined,
  actions: readonly ActionDef[] = allActions(),
): ActionDef[] {
  return actions.filter(
    (action) =>
      holdsAny(held, action.permission) &&
      notOffered(action.needs ?? []).length === 0 &&
      (action.when?.() ?? true),
  );
}
