import { type ReactNode, useEffect } from 'react';
import { chunk } from '../chunk';
import { ErrorBoundary } from '../error-boundary';
import { useNearViewport } from '../near-viewport';
import type { ChartProps } from './chart-types';

// AG Charts lives in its own chunk (chunk.ts). A chart near the viewport fetches it right away (while its
// data is still on the way) and mounts it once the data is there.
const chartChunk = chunk<ChartProps>(() => import('./chart-impl'));

/** The chart once its chunk is in; a chunk that fails to load throws to the chart's error boundary. */
function ChartBody({ chart, placeholder }: { chart: ChartProps; placeholder: ReactNode }) {
  const Impl = chartChunk.useComponent();
  return Impl ? <Impl {...chart} /> : placeholder;
}

export function Chart(props: ChartProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    if (near) void chartChunk.fetch().catch(() => undefined);
  }, [near]);
  const placeholder = <div className="chart-placeholder">Loading chart…</div>;
  return (
    <figure className="chart-card" aria-label={props.title} ref={ref}>
      <figcaption>{props.title}</figcaption>
      {props.data && near ? (
        <ErrorBoundary
          fallback={() => <div className="chart-placeholder">The chart could not be drawn.</div>}
        >
          <ChartBody chart={props} placeholder={placeholder} />
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </figure>
  );
}
