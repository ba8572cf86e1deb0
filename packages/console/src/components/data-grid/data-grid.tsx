import { lazy, Suspense } from 'react';
import type { DataGridProps } from './types';

// AG Grid lives in its own chunk, fetched the first time a list is shown.
const DataGridImpl = lazy(() => import('./data-grid-impl'));

/** The one list component: AG Grid (registered modules only), server paging, URL-bound state. */
export function DataGrid<T>(props: DataGridProps<T>) {
  return (
    <Suspense
      fallback={
        <p className="grid-placeholder" role="status">
          Loading table…
        </p>
      }
    >
      <DataGridImpl {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
