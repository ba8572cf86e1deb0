import type { PermissionKey } from '@backoffice/sdk';
import { useEffect, useState } from 'react';
import { callOperation } from '../../components/operations';
import { isOffered } from '../../state/host';
import { useOperationRound } from '../../state/invalidation';
import { sayIfRedirecting } from '../errors';
import { useServices } from '../services';

const REFRESH_MS = 60_000;

/**
 * How many browser fingerprints wait for approval, for staff who may approve them (0 for others): read
 * at start, after any fingerprint change, and every minute. A failed read keeps the last count quietly,
 * since the badge is a hint and the screen itself reports errors; only a 401/403 is said (it moves the user).
 */
export function usePendingFingerprints(held: readonly PermissionKey[] | undefined): number {
  const { client } = useServices();
  const mayApprove =
    (held?.includes('masters.manageBrowserFingerprints') ?? false) && isOffered('fingerprints.list');
  const round = useOperationRound(['fingerprints.list']);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!mayApprove) {
      setCount(0);
      return;
    }
    let live = true;
    const read = () =>
      callOperation(client, 'fingerprints.list', { status: 'PENDING', perPage: 1 }).then((sent) => {
        const total = (sent.data as { pagination?: { totalCount?: number } }).pagination?.totalCount;
        if (live) setCount(total ?? 0);
      }, sayIfRedirecting);
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, mayApprove, round]);
  return count;
}
