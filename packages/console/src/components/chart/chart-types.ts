export interface ChartSeries {
  yKey: string;
  yName: string;
  type: 'line' | 'bar' | 'area';
  /** On its own axis at the right (a series whose scale dwarfs the others, e.g. a balance). */
  ownAxis?: boolean;
}

export interface ChartProps {
  title: string;
  /** Rows keyed by `date` (YYYY-MM-DD) and the series' yKeys. */
  data: readonly Record<string, unknown>[] | undefined;
  series: readonly ChartSeries[];
  /** Values are rupees (axis labels and tooltips with ₹). */
  money?: boolean;
}
