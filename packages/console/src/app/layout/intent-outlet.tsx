import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { pendingIntent } from '../../state/pending-intent';

// The dialogs of actions (forms, confirmations, the contract's field rules) load with the first one.
const ActionHost = lazy(() => import('../../components/actions/action-host'));

/** Where the shell shows an action's dialog, whichever screen or command started it. */
export function IntentOutlet() {
  useSignals();
  if (!pendingIntent.value) return null;
  return (
    <Suspense fallback={null}>
      <ActionHost />
    </Suspense>
  );
}
