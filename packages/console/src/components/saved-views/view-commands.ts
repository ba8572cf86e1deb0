import type { Navigate } from '../../app/errors';
import { errorText, showErrorToast, showSuccessToast } from '../../app/errors';
import { activeView, type SavedView } from '../../state/saved-views';
import { currentScreenId } from '../../state/scope';
import { currentViewState, openView, putView, viewStore } from './view-controller';
import { differsFromView, keepsSearch } from './view-query';

/** The view the current screen was opened from, when it belongs to this screen. */
export function openViewHere(): SavedView | undefined {
  const view = activeView();
  return view && view.screen === currentScreenId.value ? view : undefined;
}

/** The screen's state differs from its open view. */
export function isModified(view: SavedView): boolean {
  return differsFromView(window.location.search, view.state);
}

/** Only the author changes a view from here (the host also lets an admin; others save a copy). */
export const mayChange = (view: SavedView): boolean => view.mine;

async function run(work: () => Promise<SavedView>, done: (view: SavedView) => string, fallback: string) {
  try {
    const view = await work();
    putView(view);
    showSuccessToast(done(view));
  } catch (error) {
    showErrorToast(errorText(error, fallback));
  }
}

/** Stores the screen's state in the open view. */
export function saveViewChanges(view: SavedView): Promise<void> {
  return run(
    () =>
      viewStore().update(view.viewId, {
        state: currentViewState(keepsSearch(view.state.query)),
      }),
    (saved) => `View saved: ${saved.name}`,
    'Failed to save the view',
  );
}

/** Puts the screen back to the view's state. */
export function resetView(view: SavedView, navigate: Navigate): void {
  openView(view, navigate, true);
}

export function toggleDefaultView(view: SavedView): Promise<void> {
  return run(
    () => viewStore().mark(view.viewId, { isDefault: !view.isDefault }),
    (marked) =>
      marked.isDefault ? `Default view: ${marked.name}` : `No default view: ${marked.name} is no longer it`,
    'Failed to change the default view',
  );
}

export function togglePinnedView(view: SavedView): Promise<void> {
  return run(
    () => viewStore().mark(view.viewId, { pinned: !view.pinned }),
    (marked) => (marked.pinned ? `Pinned in the sidebar: ${marked.name}` : `Unpinned: ${marked.name}`),
    'Failed to pin the view',
  );
}
