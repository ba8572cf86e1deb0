import { holdsAny } from '../../app/permissions';
import { isOffered } from '../../state/host';
import { focusRecord } from '../../state/scope';
import { sessionSignal } from '../../state/session';
import { actionLabel, isLinkAction, type RowAction } from '../actions/row-action';
import { actionId, useRunRowAction } from '../actions/use-row-actions';
import type { RowMenuItem } from '../data-grid/types';
import { operationPermission } from '../operations';

/**
 * Whether the signed-in staff member may run the action: its operation's (or its link's) permission is
 * held, and the host offers its operation.
 */
export function permitted<Row>(held: Parameters<typeof holdsAny>[0], action: RowAction<Row>): boolean {
  if (isLinkAction(action)) return holdsAny(held, action.permission);
  return holdsAny(held, operationPermission(action.op)) && isOffered(action.op);
}

/**
 * A grid's record wiring from row actions: the focused row is the scope's record (the palette and the
 * one-key shortcuts act on it) and the row menu lists the actions the staff member may run on that row.
 * Read inside a component that subscribes to signals (the session's permissions).
 */
export function useRowMenu<Row>(
  owner: string,
  actions: readonly RowAction<Row>[],
  rowLabel: (row: Row) => string,
) {
  const run = useRunRowAction();
  const held = sessionSignal.value?.permission;
  const onRowFocus = (row: Row) => focusRecord(owner, rowLabel(row), row);
  const rowMenu =
    actions.length === 0
      ? undefined
      : (row: Row): RowMenuItem[] => {
          onRowFocus(row);
          return actions
            .filter((action) => permitted(held, action) && (action.when?.(row) ?? true))
            .map((action) => ({
              id: actionId(owner, action),
              label: actionLabel(action, row),
              opensDialog: !isLinkAction(action) && Boolean(action.form || action.confirm),
              run: () => run(action, row),
            }));
        };
  return { onRowFocus, rowMenu };
}
