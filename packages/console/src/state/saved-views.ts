import { signal } from '@preact/signals-react';
import { currentScreenId } from './scope';

/** A grid column as a view keeps it: its place is its index; width in pixels. */
export interface ViewColumn {
  field: string;
  width?: number;
  hidden?: boolean;
}

/** A list's state in a view: its URL query (without page and view) and its columns. */
export interface ViewState {
  query: string;
  columns?: ViewColumn[];
}

/** A saved view as the console holds it (the SDK's camelCase of the contract's SavedView). */
export interface SavedView {
  viewId: number;
  screen: string;
  operation: string;
  name: string;
  shared: boolean;
  state: ViewState;
  author: string;
  mine: boolean;
  pinned: boolean;
  isDefault: boolean;
}

/** Every view this staff member may open, on the host or (without the views operations) in this browser. */
export const savedViews = signal<readonly SavedView[]>([]);

/** Where views are kept: on the host when it offers the views operations, else in this browser. */
export const viewStoreKind = signal<'host' | 'browser'>('browser');

/** The view the current screen was opened from. */
export const activeViewId = signal<number | null>(null);

/** One line on what the open view named that the screen no longer has (a filter, a column). */
export const viewDropped = signal<string | null>(null);

/** The save dialog: a new view, or a new copy of the open one. */
export const saveViewDialog = signal<boolean>(false);

/**
 * What the lists on screen understand, by owner (each list controller, report query and grid registers
 * its own while mounted): URL keys, and grid column fields. A screen with none has nothing to save.
 */
export interface Registered {
  /** The screen current when the list registered (the last screen's lists leave a moment later). */
  screen: string | null;
  values: readonly string[];
}
export const screenQueryKeys = signal<Readonly<Record<string, Registered>>>({});
export const screenColumnFields = signal<Readonly<Record<string, Registered>>>({});

function register(target: typeof screenQueryKeys, owner: string, values: readonly string[]): () => void {
  target.value = { ...target.value, [owner]: { screen: currentScreenId.value, values } };
  return () => {
    const { [owner]: _gone, ...rest } = target.value;
    target.value = rest;
  };
}

/** Registers the URL keys a list or report reads; returns the unregister function. */
export const registerQueryKeys = (owner: string, keys: readonly string[]) =>
  register(screenQueryKeys, owner, keys);

/** Registers a grid's column fields; returns the unregister function. */
export const registerColumnFields = (owner: string, fields: readonly string[]) =>
  register(screenColumnFields, owner, fields);

export function activeView(): SavedView | undefined {
  const id = activeViewId.value;
  return id === null ? undefined : savedViews.value.find((view) => view.viewId === id);
}

export function openSaveViewDialog(): void {
  saveViewDialog.value = true;
}

/** The view the delete confirmation asks about. */
export const deleteViewDialog = signal<number | null>(null);
