import type { OperationOutput } from '@backoffice/sdk';
import type { ChartSeries } from '../../components/chart/chart-types';

type PgDay = OperationOutput<'reports.pgByDate'>['rows'][number];

/**
 * Deposits and withdrawals per gateway per day, for a bar chart: one row per day (oldest first) with a
 * key per gateway and type, deposits stacked in one bar and withdrawals in the next.
 */
export function pgChart(days: readonly PgDay[]): { data: Record<string, unknown>[]; series: ChartSeries[] } {
  const gateways = [...new Set(days.flatMap((d) => d.byGateway.map((g) => g.paymentGateway)))].sort();
  const data = [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const row: Record<string, unknown> = { date: day.date };
      for (const g of day.byGateway) {
        row[`${g.paymentGateway} deposits`] = g.deposit;
        row[`${g.paymentGateway} withdrawals`] = g.withdrawal;
      }
      return row;
    });
  const series = (['deposits', 'withdrawals'] as const).flatMap((kind) =>
    gateways.map((g) => ({
      yKey: `${g} ${kind}`,
      yName: `${g} ${kind}`,
      type: 'bar' as const,
      stackGroup: kind,
    })),
  );
  return { data, series };
}
