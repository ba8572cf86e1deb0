import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component in its own chunk, drawn through state rather than `React.lazy` and Suspense: once the chunk
 * is in (fetched ahead, on a palette highlight or an earlier visit) it renders in the same commit, and
 * when it is not, the part shows its own placeholder and renders the component the moment the chunk
 * arrives. React reveals content a Suspense fallback stood for no sooner than 300 ms after that fallback
 * showed (its throttle), which every screen's first visit paid while a chunk fetched on highlight was
 * still on its way at Enter.
 */
export interface Chunk<P> {
  /** Fetches the chunk (once; a failed fetch is tried again next time). */
  fetch(): Promise<ComponentType<P>>;
  /**
   * The component, or undefined while its chunk is on its way (fetched when `wanted`). A failed fetch is
   * thrown from the render, to the nearest error boundary.
   */
  useComponent(wanted?: boolean): ComponentType<P> | undefined;
}

export function chunk<P>(load: () => Promise<{ default: ComponentType<P> }>): Chunk<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function useComponent(wanted = true): ComponentType<P> | undefined {
    const [component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState<Error | null>(null);
    const missing = component === undefined && loaded === undefined;
    useEffect(() => {
      if (!missing || !wanted) return;
      let live = true;
      fetchOnce().then(
        (got) => live && setComponent(() => got),
        (error: unknown) => live && setFailed(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        live = false;
      };
    }, [missing, wanted]);
    if (failed) throw failed;
    return component ?? loaded;
  }
  return { fetch: fetchOnce, useComponent };
}
