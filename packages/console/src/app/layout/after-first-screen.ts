import { effect, signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { requestsInFlight } from '../../state/in-flight';

/** Set when a screen's component has mounted (its first reads are then on their way). */
export const screenMounted = signal(false);

/** Rendered beside the screen inside its Suspense: mounts, and says so, once the screen has. */
export function MarkScreenMounted(): null {
  useEffect(() => {
    screenMounted.value = true;
  }, []);
  return null;
}

/** The longest the watchers wait for the first screen's requests. */
export const WATCHERS_WAIT_MS = 2500;

/**
 * True once `ready`, a screen has mounted and the requests then in flight (the sign-in's and the first
 * screen's reads) have all answered, or WATCHERS_WAIT_MS after `ready` at the latest; it stays true. The shell starts its watchers then, so a
 * sign-in's own reads and the first screen's go out first.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let seenBusy = false;
    const timer = setTimeout(() => setAfter(true), WATCHERS_WAIT_MS);
    const stop = effect(() => {
      if (!screenMounted.value) return;
      const busy = requestsInFlight.value > 0;
      if (busy) seenBusy = true;
      else if (seenBusy) setAfter(true);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ready, after]);
  return after;
}
