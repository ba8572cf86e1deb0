import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useSearch } from 'wouter';
import { deleteViewDialog, openSaveViewDialog, viewDropped, viewStoreKind } from '../../state/saved-views';
import { BROWSER_NOTE } from './save-view-dialog';
import {
  isModified,
  mayChange,
  openViewHere,
  resetView,
  saveViewChanges,
  toggleDefaultView,
  togglePinnedView,
} from './view-commands';

/**
 * The open view: its name (shared ones say by whom), a dot while the screen differs from it, and Save,
 * Save as new and Reset; the reader's default and pin; one line on what it named that is gone.
 */
export function ViewBar() {
  useSignals();
  useSearch();
  const [, navigate] = useLocation();
  const view = openViewHere();
  if (!view) return null;
  const modified = isModified(view);
  return (
    <section className="view-bar" aria-label="Saved view">
      <span className="view-name">
        View: <strong>{view.name}</strong>
        {view.shared ? (
          <span className="view-shared">{view.mine ? ' · shared' : ` · shared by ${view.author}`}</span>
        ) : null}
        {modified ? (
          <span className="view-modified" role="img" aria-label="Modified" title="Modified">
            {' '}
            ●
          </span>
        ) : null}
      </span>
      {modified && mayChange(view) ? (
        <button type="button" onClick={() => saveViewChanges(view)}>
          Save
        </button>
      ) : null}
      {modified ? (
        <button type="button" onClick={openSaveViewDialog}>
          Save as new…
        </button>
      ) : null}
      {modified ? (
        <button type="button" onClick={() => resetView(view, navigate)}>
          Reset
        </button>
      ) : null}
      <button type="button" aria-pressed={view.isDefault} onClick={() => toggleDefaultView(view)}>
        My default
      </button>
      <button type="button" aria-pressed={view.pinned} onClick={() => togglePinnedView(view)}>
        Pinned
      </button>
      {mayChange(view) ? (
        <button
          type="button"
          onClick={() => {
            deleteViewDialog.value = view.viewId;
          }}
        >
          Delete…
        </button>
      ) : null}
      {viewStoreKind.value === 'browser' ? <small className="view-note">{BROWSER_NOTE}</small> : null}
      {viewDropped.value ? (
        <p className="view-dropped" role="status">
          {viewDropped.value}
        </p>
      ) : null}
    </section>
  );
}
