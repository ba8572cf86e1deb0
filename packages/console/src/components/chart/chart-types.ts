export interface ChartSeries {
  yKey: string;
  yName: string;
  type: 'line' | 'bar' | 'area';
}

export interface ChartProps {
  title: string;
  /** Rows keyed by `date` (YYYY-MM-DD) and the series' yKeys. */
  data: readonly Record<string, unknown>[] | undefined;
  series: readonly ChartSeries[];
  /** Values are rupees (axis labels and tooltips with ₹). */
  money?: boolean;
}
