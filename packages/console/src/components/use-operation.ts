import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isRedirectingError, showFailure } from '../app/errors';
import { useServices } from '../app/services';
import { keepAnswer, keptAnswer } from '../state/answer-cache';
import { useOperationRound } from '../state/invalidation';
import { messagesFor } from './actions/messages';
import { callOperation } from './operations';

export type OperationState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; data?: T };

/**
 * The one read controller: calls `op` with `input` (null: not yet), keeps the last answer while
 * reloading, drops answers that arrive after a newer request, turns a failure into an error toast and
 * an error state, and reloads when a mutation invalidates `op` or one of `dependsOn`. An answer this
 * session already read (state/answer-cache.ts) is shown at once, in the first render, and asked for again
 * behind it unless it is a second old; Retry (`reload`) always asks.
 */
export function useOperation<T = unknown>(
  op: string,
  input: unknown,
  dependsOn: readonly string[] = [],
): OperationState<T> & { reload: () => void } {
  const { client } = useServices();
  const round = useOperationRound([op, ...dependsOn]);
  const key = input === null ? null : JSON.stringify(input);
  const [state, setState] = useState<OperationState<T>>(() => {
    const kept = key === null ? undefined : keptAnswer<T>(`${op} ${key}`, round);
    return kept ? { status: 'ok', data: kept.value } : { status: 'loading' };
  });
  const [manual, setManual] = useState(0);
  const manualSeen = useRef(manual);
  const latest = useRef(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const request = ++latest.current;
    const cacheKey = `${op} ${key}`;
    const kept = manual === manualSeen.current ? keptAnswer<T>(cacheKey, round) : undefined;
    manualSeen.current = manual;
    if (kept) {
      setState((previous) =>
        previous.status === 'ok' && previous.data === kept.value
          ? previous
          : { status: 'ok', data: kept.value },
      );
      if (kept.fresh) return;
    } else setState((previous) => ({ status: 'loading', data: previous.data }));
    callOperation(client, op, JSON.parse(key)).then(
      (sent) => {
        keepAnswer(cacheKey, round, sent.data);
        if (live) setState({ status: 'ok', data: sent.data as T });
      },
      (error: unknown) => {
        // A superseded request says nothing, unless it sent the user elsewhere (401, 403): the latest
        // says why it failed even when the screen has gone (a 401 moves to /login before this runs).
        if (request !== latest.current && !isRedirectingError(error)) return;
        const message = errorText(error, messagesFor(op).failure);
        showFailure(error, message);
        if (live) setState((previous) => ({ status: 'error', message, data: previous.data }));
      },
    );
    return () => {
      live = false;
    };
  }, [client, op, key, round, manual]);
  const reload = useCallback(() => setManual((n) => n + 1), []);
  return { ...state, reload };
}
