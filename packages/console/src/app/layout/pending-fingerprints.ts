import type { PermissionKey } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { callOperation } from '../../components/operations';
import { isOffered } from '../../state/host';
import { useOperationRound } from '../../state/invalidation';
import { isLive, liveStatus } from '../../state/live';
import { sayIfRedirecting } from '../errors';
import { useServices } from '../services';

/** On a host without the live stream, the badge reads this often. */
export const FINGERPRINTS_POLL_MS = 60_000;

/**
 * How many browser fingerprints wait for approval, for staff who may approve them (0 for others): read
 * once the live feed has started (with the shell's watchers) and after any fingerprint change (the user's own, or one the live stream reports, which marks
 * fingerprints.list stale); every minute only on a host without the stream. A failed read keeps the last count quietly,
 * since the badge is a hint and the screen itself reports errors; only a 401/403 is said (it moves the user).
 */
export function usePendingFingerprints(held: readonly PermissionKey[] | undefined): number {
  useSignals();
  const { client } = useServices();
  // The live feed says first whether the stream runs or the host offers none (as the watchers wait).
  const known = liveStatus.value !== 'off';
  const streamed = isLive();
  const mayApprove =
    (held?.includes('masters.manageBrowserFingerprints') ?? false) && isOffered('fingerprints.list');
  const round = useOperationRound(['fingerprints.list']);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!mayApprove) {
      setCount(0);
      return;
    }
    if (!known) return;
    let live = true;
    const read = () =>
      callOperation(client, 'fingerprints.list', { status: 'PENDING', perPage: 1 }).then((sent) => {
        const total = (sent.data as { pagination?: { totalCount?: number } }).pagination?.totalCount;
        if (live) setCount(total ?? 0);
      }, sayIfRedirecting);
    read();
    const timer = streamed ? undefined : setInterval(read, FINGERPRINTS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, mayApprove, known, round, streamed]);
  return count;
}
