import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, showSuccessToast } from '../../app/errors';
import { deleteViewDialog, savedViews } from '../../state/saved-views';
import { ConfirmDialog } from '../confirm-dialog';
import { dropView, viewStore } from './view-controller';
import { withoutKeys } from './view-query';

/** Asks before a view is deleted (a shared one goes for everyone); the screen keeps its state. */
export function DeleteViewDialog() {
  useSignals();
  const [location, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const view = savedViews.value.find((v) => v.viewId === deleteViewDialog.value);
  if (!view) return null;
  const close = () => {
    deleteViewDialog.value = null;
  };
  async function confirm() {
    if (!view) return;
    setBusy(true);
    try {
      await viewStore().remove(view.viewId);
      dropView(view.viewId);
      close();
      showSuccessToast(`View deleted: ${view.name}`);
      if (new URLSearchParams(window.location.search).get('view') === String(view.viewId))
        navigate(`${location}${withoutKeys(window.location.search, ['view'])}`, { replace: true });
    } catch (error) {
      setFailure(errorText(error, 'Failed to delete the view'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      text={{
        title: 'Delete view',
        message: `Delete the view "${view.name}"?${view.shared ? ' Everyone it is shared with loses it.' : ''}`,
        confirmLabel: 'Delete view',
        danger: true,
      }}
      busy={busy}
      failure={failure}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
