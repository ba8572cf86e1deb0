import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { callOperation } from '../../components/operations';
import { isOffered } from '../../state/host';
import { isLive, onLiveChange } from '../../state/live';
import { sayIfRedirecting } from '../errors';
import { useServices } from '../services';

/**
 * One of the staff member's own sessions ended (signed out, ended from elsewhere, or timed out: the stream
 * sends them only their own). If it is this one, its next call answers 401 and the console signs out and
 * says why, as for any 401; so this asks at once (auth.me) instead of waiting for the next call.
 */
export function SessionWatcher() {
  useSignals();
  const { client } = useServices();
  const streamed = isLive();
  const asks = isOffered('auth.me');
  useEffect(() => {
    if (!streamed || !asks) return;
    return onLiveChange(['session'], () => {
      callOperation(client, 'auth.me', {}).catch(sayIfRedirecting);
    });
  }, [client, streamed, asks]);
  return null;
}
