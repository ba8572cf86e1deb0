import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorText, followGlobalError, showErrorToast } from '../../app/errors';
import { useServices } from '../../app/services';
import {
  activeViewId,
  deleteViewDialog,
  savedViews,
  saveViewDialog,
  screenColumnFields,
  screenQueryKeys,
  viewDropped,
} from '../../state/saved-views';
import { currentScreenId } from '../../state/scope';
import { sessionSignal } from '../../state/session';
import { DeleteViewDialog } from './delete-view-dialog';
import { SaveViewDialog } from './save-view-dialog';
import { ViewBar } from './view-bar';
import {
  hostKeepsViews,
  knownOnScreen,
  loadViews,
  openView,
  putView,
  setViewStore,
  viewToCheck,
} from './view-controller';
import { droppedLine, unknownKeys, withoutColumns, withoutKeys } from './view-query';
import { browserViewStore, hostViewStore } from './view-store';

/**
 * Saved views in the frame: loads them per login, opens `?view=<id>` links (the host refuses a view the
 * reader may not see), lands on the reader's default view on arrival at a screen, drops what a view names
 * that the screen does not have (removed, or not offered by this host), and shows the open view's bar and the save dialog.
 */
export function SavedViewsHost() {
  useSignals();
  const { client } = useServices();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const token = sessionSignal.value?.token;
  const kind = hostKeepsViews() ? 'host' : 'browser';
  const store = useMemo(() => (kind === 'host' ? hostViewStore(client) : browserViewStore()), [client, kind]);
  const [loaded, setLoaded] = useState<string | null>(null);
  setViewStore(store);

  useEffect(() => {
    savedViews.value = [];
    activeViewId.value = null;
    setLoaded(null);
    if (!token) return;
    let live = true;
    loadViews(store, kind).then(
      () => live && setLoaded(token),
      () => live && setLoaded(token),
    );
    return () => {
      live = false;
    };
  }, [store, kind, token]);

  // A link: ?view=<id> not yet open here. The view is read by id, so the host can refuse it: said even
  // when the shell has already sent the reader off a screen they may not see.
  const linked = Number(new URLSearchParams(search).get('view')) || null;
  useEffect(() => {
    if (linked === null) {
      activeViewId.value = null;
      viewDropped.value = null;
      return;
    }
    if (activeViewId.value === linked) return;
    const stillLinked = () => new URLSearchParams(window.location.search).get('view') === String(linked);
    store.get(linked).then(
      (view) => {
        if (!stillLinked()) return;
        if (!view) return showErrorToast('View not found');
        putView(view);
        openView(view, navigate, true);
      },
      (error) => {
        showErrorToast(errorText(error, 'Failed to open the view'));
        followGlobalError(error, navigate);
      },
    );
  }, [linked, store, navigate]);

  // Arrival at a screen with nothing in its URL: the reader's default view of it, if any.
  const screenId = currentScreenId.value;
  const arrived = useRef<string | null>(null);
  useEffect(() => {
    if (loaded === null || screenId === arrived.current) return;
    arrived.current = screenId;
    if (!screenId || window.location.search !== '') return;
    const preferred = savedViews.value.find((view) => view.screen === screenId && view.isDefault);
    if (preferred) openView(preferred, navigate, true);
  }, [loaded, screenId, navigate]);

  // Once the screen's lists have said what they read: what the view names that they do not.
  const checking = viewToCheck.value;
  const keysKnown = screenQueryKeys.value;
  const columnsKnown = screenColumnFields.value;
  useEffect(() => {
    if (checking === null || linked !== checking) return;
    const view = savedViews.value.find((v) => v.viewId === checking);
    if (!view) {
      viewToCheck.value = null;
      return;
    }
    const known = knownOnScreen(view.screen);
    // Wait for the view's screen to say what it reads; the grid (its own chunk) says its columns later.
    if (known.keys.size === 0 || (view.state.columns?.length && known.columns.size === 0)) return;
    viewToCheck.value = null;
    const filters = unknownKeys(view.state.query, known.keys);
    const columns = (view.state.columns ?? [])
      .map((c) => c.field)
      .filter((field) => !known.columns.has(field));
    viewDropped.value = droppedLine(filters, columns);
    if (filters.length > 0 || columns.length > 0)
      navigate(`${location}${withoutColumns(withoutKeys(window.location.search, filters), columns)}`, {
        replace: true,
      });
  }, [checking, keysKnown, columnsKnown, linked, location, navigate]);

  return (
    <>
      <ViewBar />
      {saveViewDialog.value ? <SaveViewDialog /> : null}
      {deleteViewDialog.value !== null ? <DeleteViewDialog /> : null}
    </>
  );
}
