import { useEffect } from 'react';
import type { ActionDef } from '../../app/actions/types';
import { useActionContext } from '../../app/actions/use-action-context';
import { useKeptScreen } from '../../state/kept-screen';
import { focusedRecord, focusedRowOf, registerScreenActions } from '../../state/scope';
import { operationPermission } from '../operations';
import { startAction } from './action-runner';
import { actionLabel, isLinkAction, type RowAction } from './row-action';

/** The palette id of a part's action: what `toActionDefs` registers it as. */
export const actionId = (owner: string, action: { id: string }): string => `${owner}.${action.id}`;

/**
 * Marks a rendered button or menu item with the palette action it runs, so a test can hold every action
 * shown on a screen against the palette's entries (an action rendered but not registered fails it).
 */
export const actionMark = (owner: string, action: { id: string; form?: unknown; confirm?: unknown }) => ({
  'data-action': actionId(owner, action),
  // It opens a dialog (a form or a confirmation): the dialog-typing walk opens each of these.
  'data-dialog': action.form || action.confirm ? '' : undefined,
});

/** An action id as words ('apply-correction' -> 'Apply correction'), when it has no hint. */
const sentence = (id: string) => id.replace(/[-_.]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The palette and keyboard form of a part's row actions: each applies to the part's focused record
 * and is labelled with it ('Approve request 88…'). `null`-row actions (Add …) apply without one.
 */
export function toActionDefs<Row>(
  owner: string,
  actions: readonly RowAction<Row>[],
  recordless = false,
): ActionDef[] {
  const rowOf = () => (recordless ? null : (focusedRowOf(owner) as Row | null)) as Row;
  const applies = () => recordless || focusedRowOf(owner) !== null;
  return actions.map((action) => ({
    id: actionId(owner, action),
    get label() {
      const row = rowOf();
      // A label composed from the row has nothing to compose from without one (the '?' list).
      if (row === null && typeof action.label === 'function') return action.hint ?? sentence(action.id);
      if (recordless || row === null) return actionLabel(action, row);
      const label = actionLabel(action, row);
      const record = focusedRecord.value?.label;
      return typeof action.label === 'function' || !record ? label : `${label.replace(/…$/, '')}: ${record}`;
    },
    keywords: action.keywords ?? [],
    shortcut: action.shortcut,
    acts: recordless ? undefined : 'the highlighted row',
    help: action.hint ?? (typeof action.label === 'string' ? action.label : sentence(action.id)),
    permission: isLinkAction(action) ? action.permission : operationPermission(action.op),
    needs: isLinkAction(action) ? [] : [action.op],
    when: () => applies() && (action.when?.(rowOf()) ?? true),
    run: (ctx) => {
      const row = rowOf();
      if (isLinkAction(action)) ctx.navigate(action.href(row));
      else startAction(ctx.client, action, row);
    },
  }));
}

/**
 * Registers a part's actions in the current screen's scope; the shell drops them with the screen. A kept
 * screen's part registers them only while its screen is shown, and again each time it is shown again.
 */
export function useRegisterActions(owner: string, defs: readonly ActionDef[]): void {
  const kept = useKeptScreen();
  useEffect(() => {
    if (kept.shown()) registerScreenActions(owner, defs);
    return kept.onShown(() => registerScreenActions(owner, defs));
  }, [owner, defs, kept]);
}

/** Runs one row action from a menu or a toolbar button. */
export function useRunRowAction() {
  const ctx = useActionContext();
  return <Row>(action: RowAction<Row>, row: Row) => {
    if (isLinkAction(action)) ctx.navigate(action.href(row));
    else startAction(ctx.client, action, row);
  };
}
