export interface ChartSeries {
  yKey: string;
  yName: string;
  type: 'line' | 'bar' | 'area';
  /** On its own axis at the right (a series whose scale dwarfs the others, e.g. a balance). */
  ownAxis?: boolean;
  /** Bars of the same group stack (e.g. one gateway's deposits on another's). */
  stackGroup?: string;
}

export interface ChartProps {
  title: string;
  /** Rows keyed by `xKey` and the series' yKeys. */
  data: readonly Record<string, unknown>[] | undefined;
  /** The category of each row (default `date`, a YYYY-MM-DD labelled '17 Nov'; else shown as it is). */
  xKey?: string;
  series: readonly ChartSeries[];
  /** Values are rupees (axis labels and tooltips with ₹). */
  money?: boolean;
}
