import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { sessionSignal } from '../state/session';
import { showErrorToast } from './errors';
import { LoadingPanel } from './layout/panels';
import { useServices } from './services';

/**
 * Every route but /login and / needs a stored login with a token. While that is checked (including
 * the stored expiry) 'Loading...' shows; without a login the user goes to /login.
 */
export function Guard({ children }: { children: ReactNode }) {
  useSignals();
  const { session } = useServices();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const expiresAt = session.expiresAt();
    if (session.get() && expiresAt && Date.parse(expiresAt) <= Date.now()) {
      session.clear();
      showErrorToast('Session expired. Please log in again.');
    }
    setChecked(true);
  }, [session]);

  if (!checked) return <LoadingPanel />;
  if (!sessionSignal.value?.token) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
