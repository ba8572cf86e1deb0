import { useSignals } from '@preact/signals-react/runtime';
import {
  type AgCartesianChartOptions,
  type AgChartInstance,
  AreaSeriesModule,
  BarSeriesModule,
  CategoryAxisModule,
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
} from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useEffect, useMemo, useRef } from 'react';
import { themeSignal } from '../../state/theme';
import { formatDayMonth, formatMoney, formatMoneyShort } from '../format';
import { useMountTurn } from '../mount-turn';
import type { ChartProps } from './chart-types';

// Only the chart kinds the dashboard draws.
ModuleRegistry.registerModules([
  LineSeriesModule,
  BarSeriesModule,
  AreaSeriesModule,
  CategoryAxisModule,
  NumberAxisModule,
  LegendModule,
]);

const SECONDARY_AXIS = 'ySecondary';

function valueAxis(position: 'left' | 'right', money: boolean | undefined, title?: string) {
  return {
    type: 'number',
    position,
    ...(title ? { title: { text: title } } : {}),
    ...(money ? { label: { formatter: (p: { value: number }) => formatMoneyShort(p.value) } } : {}),
  };
}

export default function ChartImpl({ data, series, money, xKey = 'date' }: ChartProps) {
  useSignals();
  const dark = themeSignal.value === 'dark';
  // Charts draw asynchronously: the next widget's turn comes once this chart's first render is done.
  const { granted, done } = useMountTurn({ manual: true });
  const chart = useRef<AgChartInstance>(null);
  useEffect(() => {
    if (!granted) return;
    const drawn = chart.current?.waitForUpdate() ?? Promise.resolve();
    drawn.catch(() => undefined).finally(done);
  }, [granted, done]);
  const ownAxis = series.find((s) => s.ownAxis);
  const options = useMemo(
    () =>
      ({
        data: data ? [...data] : [],
        theme: dark ? 'ag-default-dark' : 'ag-default',
        background: { visible: false },
        height: 240,
        series: series.map((s) => ({
          type: s.type,
          xKey,
          yKey: s.yKey,
          yName: s.yName,
          ...(s.stackGroup ? { stackGroup: s.stackGroup } : {}),
          ...(s.ownAxis ? { yKeyAxis: SECONDARY_AXIS } : {}),
          ...(money
            ? {
                tooltip: {
                  renderer: (p: { datum: Record<string, unknown> }) => formatMoney(Number(p.datum[s.yKey])),
                },
              }
            : {}),
        })),
        axes: {
          x: {
            type: 'category',
            position: 'bottom',
            label: { formatter: (p: { value: unknown }) => formatDayMonth(p.value) },
          },
          y: valueAxis('left', money),
          ...(ownAxis ? { [SECONDARY_AXIS]: valueAxis('right', money, ownAxis.yName) } : {}),
        },
        legend: { position: 'bottom' },
      }) as unknown as AgCartesianChartOptions,
    [data, series, money, dark, xKey],
  );
  if (!granted) return <div className="chart-placeholder">Loading chart…</div>;
  return <AgCharts ref={chart} options={options} />;
}
