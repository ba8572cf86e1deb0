import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isRedirectingError, showFailure } from '../app/errors';
import { useServices } from '../app/services';
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
 * an error state, and reloads when a mutation invalidates `op` or one of `dependsOn`.
 */
export function useOperation<T = unknown>(
  op: string,
  input: unknown,
  dependsOn: readonly string[] = [],
): OperationState<T> & { reload: () => void } {
  const { client } = useServices();
  const [state, setState] = useState<OperationState<T>>({ status: 'loading' });
  const [manual, setManual] = useState(0);
  const latest = useRef(0);
  const round = useOperationRound([op, ...dependsOn]);
  const key = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    callOperation(client, op, JSON.parse(key)).then(
      (sent) => {
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
