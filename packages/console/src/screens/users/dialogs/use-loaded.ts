import { useEffect, useState } from 'react';
import { runTask } from '../../../app/actions/run-task';

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'error' };

/** Loads once on mount; a failure shows the given fallback toast (e.g. 'Failed to fetch market data'). */
export function useLoaded<T>(load: () => Promise<T>, failure: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void runTask(load, {
      failure,
      onSuccess: (value) => live && setState({ status: 'ok', value }),
      onError: () => live && setState({ status: 'error' }),
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
