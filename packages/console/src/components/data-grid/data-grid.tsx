import type { ComponentType } from 'react';
import { chunk } from '../chunk';
import { useNearViewport } from '../near-viewport';
import type { DataGridProps } from './types';

// AG Grid lives in its own chunk, fetched the first time a list is shown (or asked for ahead), and drawn
// in the same commit once it is in (chunk.ts).
const gridChunk = chunk<DataGridProps<unknown>>(
  () => import('./data-grid-impl') as Promise<{ default: ComponentType<DataGridProps<unknown>> }>,
);

/** Fetches the AG Grid chunk ahead of a list (e.g. with a screen that is sure to show one). */
export function prefetchDataGrid(): void {
  void gridChunk.fetch().catch(() => undefined);
}

/** The one list component: AG Grid (registered modules only), server paging, URL-bound state. */
export function DataGrid<T>(props: DataGridProps<T>) {
  // Asked for once the list is near the viewport (an observer reports after the screen around it
  // has been committed), so fetching and evaluating AG Grid never holds up the screen's first paint.
  const [ref, near] = useNearViewport<HTMLParagraphElement>();
  const Grid = gridChunk.useComponent(near);
  // Far from the viewport nothing is loading yet, so nothing is announced (role=status) until it is.
  if (!near)
    return (
      <p className="grid-placeholder" ref={ref}>
        Loading table…
      </p>
    );
  if (!Grid)
    return (
      <p className="grid-placeholder" role="status">
        Loading table…
      </p>
    );
  return <Grid {...(props as DataGridProps<unknown>)} />;
}
