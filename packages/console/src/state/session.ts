import type { SessionStore, StoredSession } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/** The stored login, mirrored from the SDK's session store (cleared on 401 and expiry). */
export const sessionSignal = signal<StoredSession | null>(null);

/** Keeps `sessionSignal` in step with the store; returns the unsubscribe function. */
export function bindSession(store: SessionStore): () => void {
  sessionSignal.value = store.get();
  return store.subscribe(() => {
    sessionSignal.value = store.get();
  });
}
