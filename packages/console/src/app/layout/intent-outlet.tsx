import { useSignals } from '@preact/signals-react/runtime';
import { chunk } from '../../components/chunk';
import { pendingIntent } from '../../state/pending-intent';

// The dialogs of actions (forms, confirmations, the contract's field rules) load with the first one
// (chunk.ts: shown the moment the chunk is in).
const actionHost = chunk<object>(() => import('../../components/actions/action-host'));

/** Where the shell shows an action's dialog, whichever screen or command started it. */
export function IntentOutlet() {
  useSignals();
  const ActionHost = actionHost.useComponent(pendingIntent.value !== null);
  if (!pendingIntent.value || !ActionHost) return null;
  return <ActionHost />;
}
