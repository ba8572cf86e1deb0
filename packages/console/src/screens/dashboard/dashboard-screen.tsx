import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useMemo } from 'react';
import { useServices } from '../../app/services';
import { useRegisterActions } from '../../components/actions/use-row-actions';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import { CountsPanel } from './counts-panel';
import { DASHBOARD_ACTIONS, dashboardRound } from './dashboard-actions';
import { DashboardCharts } from './dashboard-charts';
import { DASHBOARD_ALLOWED, DASHBOARD_DEFAULTS } from './dashboard-query';
import { DashboardUserLists } from './user-lists';

/** Dashboard: a date range (default the last 5 days), counts, six graphs and three user lists. */
export default function DashboardScreen(_: ScreenProps) {
  useSignals();
  useRegisterActions('dashboard', DASHBOARD_ACTIONS);
  const { client } = useServices();
  const [query, setQuery] = useUrlQuery(DASHBOARD_DEFAULTS, DASHBOARD_ALLOWED);
  const round = dashboardRound.value;
  const range = useMemo(() => ({ startDate: query.start, endDate: query.end }), [query.start, query.end]);

  function applyRange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const start = String(form.get('start') ?? '');
    const end = String(form.get('end') ?? '');
    if (start && end) setQuery(start <= end ? { start, end } : { start: end, end: start });
  }

  return (
    <div className="screen dashboard">
      <form className="range-form" onSubmit={applyRange} aria-label="Date range">
        <DateField label="From" name="start" value={query.start} />
        <DateField label="To" name="end" value={query.end} />
        <button type="submit" className="primary">
          Apply
        </button>
      </form>
      <CountsPanel client={client} range={range} round={round} />
      <DashboardCharts client={client} range={range} round={round} />
      <DashboardUserLists client={client} query={query} setQuery={setQuery} round={round} />
    </div>
  );
}

/** A date no later than today; a new `value` (e.g. from the URL) resets what was typed. */
function DateField({ label, name, value }: { label: string; name: 'start' | 'end'; value: string }) {
  return (
    <label>
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value}
        key={`${name[0]}${value}`}
        max={DASHBOARD_DEFAULTS.end}
      />
    </label>
  );
}
