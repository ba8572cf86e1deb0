import { useRemote } from '../use-remote';

/**
 * A report's answer for the current filters: `busy` until the answer to exactly this `key` is there
 * (not the previous filters' answer kept on screen meanwhile), so "ready" never means stale figures.
 */
export function useReportData<T>(load: () => Promise<T>, key: string) {
  const { state, reload } = useRemote(async () => ({ key, value: await load() }), key, undefined, 'report');
  const current = state.value?.key === key;
  return {
    /** The latest answer (the previous filters' while the new one loads). */
    value: state.value?.value,
    status: state.status === 'ok' && !current ? ('loading' as const) : state.status,
    error: state.status === 'error' ? state.message : undefined,
    busy: state.status === 'loading' || !current,
    reload,
  };
}
