import { lazy, Suspense } from 'react';
import { useNearViewport } from '../near-viewport';
import type { ChartProps } from './chart-types';

// AG Charts lives in its own chunk, fetched the first time a chart near the viewport has data.
const ChartImpl = lazy(() => import('./chart-impl'));

export function Chart(props: ChartProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <div className="chart-placeholder">Loading chart…</div>;
  return (
    <figure className="chart-card" aria-label={props.title} ref={ref}>
      <figcaption>{props.title}</figcaption>
      {props.data && near ? (
        <Suspense fallback={placeholder}>
          <ChartImpl {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </figure>
  );
}
