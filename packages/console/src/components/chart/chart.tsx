import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-types';

// AG Charts lives in its own chunk, fetched the first time a chart is shown.
const ChartImpl = lazy(() => import('./chart-impl'));

export function Chart(props: ChartProps) {
  return (
    <figure className="chart-card" aria-label={props.title}>
      <figcaption>{props.title}</figcaption>
      <Suspense fallback={<div className="chart-placeholder">Loading chart…</div>}>
        <ChartImpl {...props} />
      </Suspense>
    </figure>
  );
}
