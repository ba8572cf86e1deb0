import { useCallback, useEffect, useState } from 'react';
import { errorText, showFailure } from '../app/errors';

export type Remote<T> =
  | { status: 'loading'; value?: T }
  | { status: 'ok'; value: T }
  | { status: 'error'; message: string; value?: T };

/**
 * A read controller: loads when `key` changes, keeps the last value while reloading, drops stale
 * answers, and turns a failure into an error toast (server message or the fallback).
 */
export function useRemote<T>(load: () => Promise<T>, key: string, fallback = 'Something went wrong') {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ status: 'loading', value: previous.value }));
    load().then(
      (value) => live && setState({ status: 'ok', value }),
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
