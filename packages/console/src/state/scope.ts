import { signal } from '@preact/signals-react';
import type { ActionDef } from '../app/actions/types';

/**
 * The current screen's scope, owned by the shell: the record the user is on (the grid's focused or
 * opened row) and the actions the screen's lazy chunk registered. The shell clears both whenever the
 * screen changes, so no screen writes cleanup code.
 */
export interface FocusedRecord {
  /** The list or drawer the record belongs to (a screen may hold several). */
  owner: string;
  /** What the record is, for the palette: 'request 88', 'Ravi Kumar'. */
  label: string;
  row: unknown;
}

export const focusedRecord = signal<FocusedRecord | null>(null);
/** The actions each part of the current screen registered, keyed by that part. */
export const screenActions = signal<Readonly<Record<string, readonly ActionDef[]>>>({});
export const currentScreenId = signal<string | null>(null);

/** Called by the shell when the route's screen changes. */
export function enterScreen(id: string | null): void {
  if (currentScreenId.value === id) return;
  currentScreenId.value = id;
  focusedRecord.value = null;
  screenActions.value = {};
}

export function focusRecord(owner: string, label: string, row: unknown): void {
  const current = focusedRecord.value;
  if (current && current.row === row && current.owner === owner && current.label === label) return;
  focusedRecord.value = { owner, label, row };
}

/** The focused record when it belongs to `owner`. */
export function focusedRowOf(owner: string): unknown {
  const current = focusedRecord.value;
  return current?.owner === owner ? current.row : null;
}

export function registerScreenActions(owner: string, actions: readonly ActionDef[]): void {
  screenActions.value = { ...screenActions.value, [owner]: actions };
}

/** Every action of the current screen. */
export function currentScreenActions(): readonly ActionDef[] {
  return Object.values(screenActions.value).flat();
}
