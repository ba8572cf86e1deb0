import { OPERATIONS } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import type { Navigate } from '../../app/errors';
import { SCREENS } from '../../screens/registry';
import type { ScreenDef } from '../../screens/screen-types';
import { isOffered } from '../../state/host';
import {
  activeViewId,
  type Registered,
  type SavedView,
  savedViews,
  screenColumnFields,
  screenQueryKeys,
  type ViewState,
  viewDropped,
  viewStoreKind,
} from '../../state/saved-views';
import { currentScreenId } from '../../state/scope';
import { viewSearch, viewStateOf } from './view-query';
import type { ViewStore } from './view-store';

/** The operations a host must offer for views to live on it. */
export const VIEW_OPERATIONS = [
  'views.list',
  'views.get',
  'views.create',
  'views.update',
  'views.delete',
  'views.mark',
];

export const hostKeepsViews = (): boolean => VIEW_OPERATIONS.every(isOffered);

export const screenById = (id: string | null): ScreenDef | undefined =>
  id === null ? undefined : SCREENS.find((screen) => screen.id === id);

/** The list operation a screen's views read: its first GET need (its permission gates the view). */
export function listOperationOf(screen: ScreenDef): string | undefined {
  const ops = OPERATIONS as Readonly<Record<string, { method: string }>>;
  return screen.needs.find((id) => ops[id]?.method === 'get');
}

/** The current screen, when a list on it has registered its URL state (so there is a state to save). */
export function savableScreen(): ScreenDef | undefined {
  const screen = screenById(currentScreenId.value);
  if (!screen || knownOnScreen(screen.id).keys.size === 0) return undefined;
  return listOperationOf(screen) ? screen : undefined;
}

/** The views of a screen, personal first. */
export const viewsOf = (screenId: string): SavedView[] =>
  savedViews.value.filter((view) => view.screen === screenId);

/** The URL keys and column fields the lists of a screen understand (those registered while it was current). */
export function knownOnScreen(screenId: string): { keys: Set<string>; columns: Set<string> } {
  const of = (registered: Readonly<Record<string, Registered>>) =>
    new Set(
      Object.values(registered)
        .filter((r) => r.screen === screenId)
        .flatMap((r) => r.values),
    );
  return { keys: of(screenQueryKeys.value), columns: of(screenColumnFields.value) };
}

/** The URL of a view: its screen's path, its id, its query. */
export function viewUrl(view: SavedView): string | undefined {
  const screen = screenById(view.screen);
  return screen ? `${screen.path}${viewSearch(view.viewId, view.state)}` : undefined;
}

/** The current screen's state as a view keeps it. */
export function currentViewState(withSearch: boolean): ViewState {
  return viewStateOf(window.location.search, withSearch);
}

/** Replaces one view in the list (or adds it), keeping the order. */
export function putView(view: SavedView): void {
  const all = savedViews.value;
  const clearedDefault = view.isDefault
    ? all.map((v) => (v.screen === view.screen && v.viewId !== view.viewId ? { ...v, isDefault: false } : v))
    : all;
  savedViews.value = clearedDefault.some((v) => v.viewId === view.viewId)
    ? clearedDefault.map((v) => (v.viewId === view.viewId ? view : v))
    : [...clearedDefault, view];
}

export function dropView(viewId: number): void {
  savedViews.value = savedViews.value.filter((view) => view.viewId !== viewId);
  if (activeViewId.value === viewId) activeViewId.value = null;
}

let store: ViewStore | null = null;

/** The store the console keeps views in for this session (set by the shell's saved-views host). */
export function setViewStore(next: ViewStore): void {
  store = next;
}

export function viewStore(): ViewStore {
  if (!store) throw new Error('Saved views are not ready yet');
  return store;
}

/** A view just opened whose filters and columns are still to be checked against the screen's. */
export const viewToCheck = signal<number | null>(null);

/** Opens a view: its screen, its state, its id in the URL. */
export function openView(view: SavedView, navigate: Navigate, replace = false): void {
  const url = viewUrl(view);
  if (!url) return;
  activeViewId.value = view.viewId;
  viewDropped.value = null;
  viewToCheck.value = view.viewId;
  navigate(url, { replace });
}

export async function loadViews(store: ViewStore, kind: 'host' | 'browser'): Promise<void> {
  viewStoreKind.value = kind;
  savedViews.value = await store.list();
}
