import { type BackofficeClient, readLiveEvents } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { isOffered } from '../../state/host';
import { type LiveSource, pollInstead, startLive } from '../../state/live';
import { sayIfRedirecting } from '../errors';
import { useServices } from '../services';

/** The SDK's reader of live.events as the live state's source. */
export const liveSourceOf =
  (client: BackofficeClient): LiveSource =>
  (handlers, signal, lastEventId) =>
    void readLiveEvents(client, {
      signal,
      lastEventId,
      onHello: (hello) => handlers.onHello(hello.lastId),
      onChange: handlers.onChange,
      onReload: handlers.onReload,
      onStatus: handlers.onStatus,
    });

/**
 * The console's one live stream, started after the first screen's reads with the other watchers: the
 * watchers, live lists and the market board follow it; on a host that does not offer it they poll and say so.
 */
export function LiveFeed() {
  useSignals();
  const { client } = useServices();
  const streams = isOffered('live.events');
  // A refused token may meet the stream first: the user is sent to /login and told why.
  useEffect(
    () => (streams ? startLive(liveSourceOf(client), sayIfRedirecting) : pollInstead()),
    [client, streams],
  );
  return null;
}
