import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, showSuccessToast } from '../../app/errors';
import { titleText } from '../../screens/titles';
import { activeView, saveViewDialog, viewStoreKind } from '../../state/saved-views';
import { Modal } from '../modal';
import { operationFields } from '../operations';
import {
  currentViewState,
  listOperationOf,
  openView,
  putView,
  savableScreen,
  viewStore,
} from './view-controller';
import { isSearchKey, keepsSearch } from './view-query';

/** The name's limit, from the contract. */
const NAME_MAX = operationFields('views.create').find((field) => field.key === 'name')?.maxLength;

/** Where views are kept, said wherever one is saved on a host without the views operations. */
export const BROWSER_NOTE = 'This host does not keep saved views: yours stay in this browser, for you only.';

/** Saves the current screen's state as a new view (Alt+V, the palette, Save as new). */
export function SaveViewDialog() {
  useSignals();
  const [, navigate] = useLocation();
  const screen = savableScreen();
  const base = useId();
  const open = activeView();
  const hasSearch = [...new URLSearchParams(window.location.search).keys()].some(isSearchKey);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [withSearch, setWithSearch] = useState(open ? keepsSearch(open.state.query) : false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    saveViewDialog.value = false;
  };
  if (!screen) return null;
  const operation = listOperationOf(screen);
  const onHost = viewStoreKind.value === 'host';

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('A view needs a name');
    if (!screen || !operation) return;
    setBusy(true);
    setFailure(null);
    try {
      const view = await viewStore().create({
        screen: screen.id,
        operation,
        name: trimmed,
        shared: onHost && shared,
        state: currentViewState(withSearch),
      });
      putView(view);
      close();
      showSuccessToast(`View saved: ${view.name}`);
      openView(view, navigate, true);
    } catch (error) {
      setFailure(errorText(error, 'Failed to save the view'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={`Save view of ${titleText(screen.titleKey)}`} onClose={close}>
      <form className="form" onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={`${base}-name`}>Name</label>
          <input
            id={`${base}-name`}
            value={name}
            maxLength={NAME_MAX}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${base}-name-error` : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          {nameError ? (
            <small id={`${base}-name-error`} className="field-error" role="alert">
              {nameError}
            </small>
          ) : null}
        </div>
        {onHost ? (
          <div className="field field-switch">
            <label>
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} />
              Share with everyone who may see {titleText(screen.titleKey)}
            </label>
          </div>
        ) : (
          <p className="field-help">{BROWSER_NOTE}</p>
        )}
        {hasSearch ? (
          <div className="field field-switch">
            <label>
              <input
                type="checkbox"
                checked={withSearch}
                onChange={(e) => setWithSearch(e.currentTarget.checked)}
              />
              Keep the search text in the view
            </label>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="form-error">
            {failure}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            Save view
          </button>
        </div>
      </form>
    </Modal>
  );
}
