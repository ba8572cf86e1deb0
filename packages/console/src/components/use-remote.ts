import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, showFailure } from '../app/errors';
import { keepAnswer, keptAnswer } from '../state/answer-cache';

export type Remote<T> =
  | { status: 'loading'; value?: T }
  | { status: 'ok'; value: T }
  | { status: 'error'; message: string; value?: T };

/**
 * A read controller: loads when `key` changes, keeps the last value while reloading, drops stale
 * answers, and turns a failure into an error toast (server message or the fallback). With `cacheAs` (a
 * name for this read, unique in the console), an answer this session already read for the key is shown at
 * once and read again behind it, as useOperation does (state/answer-cache.ts).
 */
export function useRemote<T>(
  load: () => Promise<T>,
  key: string,
  fallback = 'Something went wrong',
  cacheAs?: string,
) {
  const cacheKey = cacheAs === undefined ? undefined : `${cacheAs} ${key}`;
  const [state, setState] = useState<Remote<T>>(() => {
    const kept = cacheKey === undefined ? undefined : keptAnswer<T>(cacheKey, 0);
    return kept ? { status: 'ok', value: kept.value } : { status: 'loading' };
  });
  const [round, setRound] = useState(0);
  const roundSeen = useRef(round);
  useEffect(() => {
    let live = true;
    const kept =
      cacheKey !== undefined && round === roundSeen.current ? keptAnswer<T>(cacheKey, 0) : undefined;
    roundSeen.current = round;
    if (kept) {
      setState((previous) =>
        previous.status === 'ok' && previous.value === kept.value
          ? previous
          : { status: 'ok', value: kept.value },
      );
      if (kept.fresh) return;
    } else setState((previous) => ({ status: 'loading', value: previous.value }));
    load().then(
      (value) => {
        if (cacheKey !== undefined) keepAnswer(cacheKey, 0, value);
        if (live) setState({ status: 'ok', value });
      },
      (error: unknown) => {
        if (!live) return;
        const message = errorText(error, fallback);
        showFailure(error, message);
        setState((previous) => ({ status: 'error', message, value: previous.value }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
