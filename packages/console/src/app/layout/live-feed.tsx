import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { isOffered } from '../../state/host';
import { pollInstead } from '../../state/live';

/**
 * The console's one live stream, started after the first screen's reads with the other watchers: the
 * watchers, live lists and the market board follow it; on a host that does not offer it they poll and say so.
 */
export function LiveFeed() {
  useSignals();
  const streams = isOffered('live.events');
  useEffect(() => (streams ? undefined : pollInstead()), [streams]);
  return null;
}
