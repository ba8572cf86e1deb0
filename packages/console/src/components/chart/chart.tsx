import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { useNearViewport } from '../near-viewport';
import type { ChartProps } from './chart-types';

// AG Charts lives in its own chunk. A chart near the viewport fetches it right away (while its data
// is still on the way) and mounts it once the data is there.
const loadChartImpl = () => import('./chart-impl');
const ChartImpl = lazy(loadChartImpl);

export function Chart(props: ChartProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    if (near) void loadChartImpl();
  }, [near]);
  const placeholder = <div className="chart-placeholder">Loading chart…</div>;
  return (
    <figure className="chart-card" aria-label={props.title} ref={ref}>
      <figcaption>{props.title}</figcaption>
      {props.data && near ? (
        <ErrorBoundary
          fallback={() => <div className="chart-placeholder">The chart could not be drawn.</div>}
        >
          <Suspense fallback={placeholder}>
            <ChartImpl {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </figure>
  );
}
