import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import {
  isLive,
  LIVE_BATCH_MS,
  type LiveChange,
  type LiveKind,
  liveStatus,
  onLiveChange,
  onLiveReload,
} from '../../state/live';

interface LiveRefresh {
  /** Reading at all (the user holds the key, the host offers the operation). */
  active: boolean;
  kinds: readonly LiveKind[];
  /** The fallback's period on a host without the stream. */
  pollMs: number;
  /** Reads again: on start, after a burst of changes, a reload, or a poll. */
  look: () => void;
  /** Instead of `look` on a change: a watcher that follows single records reads just the one changed. */
  onChange?: (change: LiveChange) => void;
}

/**
 * A shell watcher's reads: once at start, then on each change of its kinds while the live stream runs
 * (a burst of changes reads once), or every `pollMs` on a host that offers no stream.
 */
export function useLiveRefresh({ active, kinds, pollMs, look, onChange }: LiveRefresh): void {
  useSignals();
  // The live feed (live-feed.tsx) says first whether the stream runs or the host offers none.
  const known = liveStatus.value !== 'off';
  const streamed = isLive();
  const latest = useRef(look);
  latest.current = look;
  const changed = useRef(onChange);
  changed.current = onChange;
  const kindKey = kinds.join(',');
  useEffect(() => {
    if (!active || !known) return;
    latest.current();
    if (!streamed) {
      const timer = setInterval(() => latest.current(), pollMs);
      return () => clearInterval(timer);
    }
    let pending: ReturnType<typeof setTimeout> | null = null;
    const soon = () => {
      if (pending !== null) return;
      pending = setTimeout(() => {
        pending = null;
        latest.current();
      }, LIVE_BATCH_MS);
    };
    const stopChanges = onLiveChange(kindKey.split(',') as LiveKind[], (change) => {
      if (changed.current) changed.current(change);
      else soon();
    });
    const stopReloads = onLiveReload(soon);
    return () => {
      if (pending) clearTimeout(pending);
      stopChanges();
      stopReloads();
    };
  }, [active, known, streamed, pollMs, kindKey]);
}
