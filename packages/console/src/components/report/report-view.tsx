import type { BackofficeClient } from '@backoffice/sdk';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useServices } from '../../app/services';
import type { ScreenDef, ScreenProps } from '../../screens/screen-types';
import { isOffered } from '../../state/host';
import { Chart } from '../chart/chart';
import { DataGrid } from '../data-grid/data-grid';
import { istDate } from '../format';
import type { FilterOption } from '../list/list-spec';
import { callOperation } from '../operations';
import { COLUMNS_KEY } from '../saved-views/view-query';
import { SearchBox } from '../search-box';
import { useRemote } from '../use-remote';
import { queryString, useUrlQuery } from '../use-url-query';
import { Breadcrumb } from './breadcrumb';
import { serverCsv, toCsv } from './csv';
import {
  type AnyLevel,
  csvOf,
  type ReportContext,
  type ReportFilter,
  type ReportQuery,
  type ReportSource,
  type ReportSpec,
} from './define-report';
import { ExportButton, type ExportFile } from './export-button';
import { collectPages, type ExportProgress } from './paged-export';
import { ReportFrame, SOURCES } from './report-frame';
import { ReportRange } from './report-range';
import { TotalsLine } from './totals-line';
import { useReportData } from './use-report-data';

interface Answer {
  rows?: readonly unknown[];
  pagination?: { perPage: number; currentPage: number; totalPage: number; totalCount: number };
  totals?: Record<string, number>;
}

const FAMILIES = ['market', 'starline', 'jackpot'] as const;

async function ask<Q>(source: ReportSource<Q>, ctx: ReportContext<Q>, more?: object): Promise<unknown> {
  const input = source.input(ctx);
  return (await callOperation(ctx.client, source.op, more ? { ...(input as object), ...more } : input)).data;
}

/** The options of every select filter shown, read once per change of what they depend on. */
function useOptions<Q>(filters: readonly ReportFilter<Q>[], ctx: ReportContext<Q>) {
  const remote = filters.map((f) =>
    f.kind === 'select' && 'op' in f.options && (f.when?.(ctx.q) ?? true) ? f.options : undefined,
  );
  const key = JSON.stringify(remote.map((source) => source && [source.op, source.input(ctx)]));
  const { state } = useRemote(
    () => Promise.all(remote.map((source) => (source ? ask(source, ctx).then(source.toOptions) : undefined))),
    key,
    undefined,
    'report-options',
  );
  const options: Record<string, readonly FilterOption[]> = {};
  filters.forEach((f, index) => {
    if (f.kind !== 'select') return;
    options[f.key] = 'op' in f.options ? (state.value?.[index] ?? []) : f.options;
  });
  return options;
}

function Filters<Q extends ReportQuery>(props: {
  filters: readonly ReportFilter<Q>[];
  ctx: ReportContext<Q>;
  set: (filter: ReportFilter<Q>, value: string) => void;
}) {
  const { q, options } = props.ctx;
  const shown = props.filters.filter((f) => f.when?.(q) ?? true);
  if (shown.length === 0) return null;
  return (
    <div className="report-filters">
      {shown.map((f) => {
        const value = String(q[f.key] ?? '');
        if (f.kind === 'search')
          return (
            <SearchBox
              key={f.key}
              label={f.label}
              placeholder={f.placeholder}
              value={value}
              onSearch={(text) => props.set(f, text)}
            />
          );
        const listed = options[f.key] ?? [];
        // A value from the URL stays pickable while the options load (or when the range no longer has it).
        const all =
          value && !listed.some((o) => o.value === value) ? [{ value, label: value }, ...listed] : listed;
        return (
          <label key={f.key} className="report-filter">
            {f.label}
            <select value={value} onChange={(e) => props.set(f, e.currentTarget.value)}>
              {f.any === undefined ? null : <option value="">{f.any}</option>}
              {all.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}

function familyOf(screen: ScreenDef): ReportContext<unknown>['family'] {
  return screen.params?.family ?? FAMILIES.find((f) => screen.path.includes(f)) ?? 'market';
}

/** An export the server writes needs its operation; the others are written here from rows. */
function exportOffered<Q>(spec: ReportSpec<Q>): boolean {
  const out = spec.export;
  if ('server' in out) return isOffered(out.server.op);
  if ('pages' in out) return isOffered(out.pages.op);
  return true;
}

function exportRun<Q>(spec: ReportSpec<Q>, level: AnyLevel<Q>, ctx: ReportContext<Q>, answer: unknown) {
  const out = spec.export;
  const fileName = out.fileName(ctx, answer as never);
  return async (onProgress: (p: ExportProgress) => void, signal: AbortSignal): Promise<ExportFile> => {
    if ('server' in out) return serverCsv(fileName, String(await ask(out.server, ctx)));
    const rows =
      'pages' in out
        ? await collectPages(
            (page) => ask(out.pages, ctx, { currentPage: page, perPage: 500 }) as Promise<never>,
            onProgress,
            signal,
          )
        : answer === undefined
          ? []
          : out.rows(answer as never);
    const csv = csvOf(out.columns ?? level.columns, out.fields);
    return { fileName, text: toCsv(csv, rows as never[]), rows: rows.length };
  };
}

/**
 * The one report view: a declaration's range, export, filters and drill-down trail, then the level's
 * totals, chart and rows, all in the URL (each level a link; the grid's column layout too, so a saved
 * view keeps the level and its columns). The report screens are its declarations.
 */
export function ReportView<Q extends ReportQuery>({
  report,
  screen,
}: {
  report: ReportSpec<Q>;
  screen: ScreenDef;
}) {
  const { client } = useServices();
  const [location, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => report.defaults(today), [report, today]);
  const [q, setQuery] = useUrlQuery(defaults, report.allowed);
  const levels: Readonly<Record<string, AnyLevel<Q>>> = report.levels ?? { only: report as AnyLevel<Q> };
  const name = report.level?.(q) ?? String(q.level ?? 'only');
  const level = levels[name] ?? (Object.values(levels)[0] as AnyLevel<Q>);
  const base: ReportContext<Q> = {
    client: client as BackofficeClient,
    q,
    defaults,
    family: familyOf(screen),
    href: (patch) =>
      `${location}${queryString({ ...q, page: 1, ...patch }, defaults, new URLSearchParams())}`,
    options: {},
  };
  const filters = report.filters ?? [];
  const ctx = { ...base, options: useOptions(filters, base) };
  const input = JSON.stringify(level.input(ctx));
  // An answer is read by the level that asked for it (another level's, kept while this one loads, is not).
  const mine = <T,>(value: { name: string; answer: T } | undefined) =>
    value?.name === name ? value.answer : undefined;
  const data = useReportData(
    async () => ({ name, answer: (await ask(level, ctx)) as Answer }),
    `${name}${level.op}${input}`,
  );
  const from = level.chart?.from;
  const fromKey = from ? `${from.op}${JSON.stringify(from.input(ctx))}` : '';
  const side = mine(
    useReportData(
      async () => ({ name, answer: from && ((await ask(from, ctx)) as Answer) }),
      `${name}${fromKey}`,
    ).value,
  );
  const answer = mine(data.value);

  const natural = level.naturalOrder?.(q);
  const paged = !level.rows;
  const sortable = paged && typeof q.orderBy === 'string';
  const orderKeys = (report.allowed as { orderBy?: readonly string[] } | undefined)?.orderBy ?? [];
  const range = report.day?.(q)
    ? { start: report.day(q), end: report.day(q) }
    : { start: q.start, end: q.end };
  const crumbs = report.crumbs?.(ctx, answer as never);
  const chart = level.chart;
  const chartAnswer = from ? side : answer;
  const totals =
    typeof level.totals === 'function'
      ? level.totals(answer, q)
      : level.totals?.map(([label, key, kind]) => ({
          label,
          kind,
          value: key === 'pagination' ? answer?.pagination?.totalCount : answer?.totals?.[key],
        }));

  const patch = (values: object, replace = false) => setQuery(values as Partial<Q>, { replace });
  const set = (filter: ReportFilter<Q>, value: string) =>
    patch({ [filter.key]: value, ...filter.reset, page: 1 }, filter.kind === 'search');

  return (
    <ReportFrame source={SOURCES[report.source]} busy={data.busy}>
      {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
      {!crumbs && report.views ? (
        <nav className="report-views" aria-label={report.views.label}>
          {report.views.items.map(([view, label]) => (
            <Link
              key={view}
              href={ctx.href({ level: view } as object as Partial<Q>)}
              aria-current={q.level === view ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="report-toolbar">
        {report.day?.(q) ? <p className="report-day">Business day {report.day(q)}</p> : null}
        {report.day?.(q) || report.range === false ? null : (
          <ReportRange
            range={{ start: String(q.start), end: String(q.end) }}
            today={today}
            onChange={(next) => patch({ ...next, page: 1 })}
          />
        )}
        {exportOffered(report) ? (
          <ExportButton
            label={report.range === false ? 'Export CSV' : `Export CSV (${range.start} to ${range.end})`}
            run={exportRun(report, level, ctx, answer)}
          />
        ) : (
          <p className="quiet-line">Export: not offered by this host.</p>
        )}
      </div>
      <Filters filters={filters} ctx={ctx} set={set} />
      {totals ? <TotalsLine items={totals} /> : null}
      {level.next ? (
        <button
          type="button"
          className="report-next"
          onClick={() => navigate(ctx.href(level.next?.patch ?? {}))}
        >
          {level.next.label}
        </button>
      ) : null}
      {chart ? (
        <Chart
          title={chart.title}
          data={chartAnswer && chart.data(chartAnswer)}
          xKey={chart.xKey}
          series={chart.seriesOf ? (chartAnswer ? chart.seriesOf(chartAnswer) : []) : chart.series}
          money
        />
      ) : null}
      <DataGrid<unknown>
        label={typeof level.label === 'function' ? level.label(ctx, answer) : level.label}
        rows={answer && (level.rows ? level.rows(answer, q) : answer.rows)}
        columns={level.columns}
        rowId={level.rowId}
        status={data.status}
        error={data.error}
        onRetry={data.reload}
        pagination={paged ? answer?.pagination : undefined}
        onPageChange={(page) => patch({ page })}
        sort={
          sortable ? { orderBy: String(q.orderBy), order: (q.order || natural) as 'asc' | 'desc' } : undefined
        }
        onSortChange={(sort) =>
          patch({
            orderBy: orderKeys.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: natural
              ? sort?.order && sort.order !== natural
                ? sort.order
                : ''
              : (sort?.order ?? defaults.order),
            page: 1,
          })
        }
        onRowOpen={level.open ? (row) => navigate(level.open?.(row, ctx) ?? location) : undefined}
        rowLabel={level.rowLabel}
        totals={
          level.totalsRow && answer?.totals ? { [level.totalsRow]: 'Totals', ...answer.totals } : undefined
        }
        noPageExport
        layoutKey={COLUMNS_KEY}
        exportName={report.export.fileName(ctx, answer as never)}
        emptyText={level.emptyText}
      />
    </ReportFrame>
  );
}

/**
 * A report screen from its declaration: where its figures come from, its range and filters, totals,
 * chart, columns, its drill-down levels (each a URL) and its export.
 */
export function defineReport<Q extends ReportQuery>(report: ReportSpec<Q>) {
  return function ReportScreen({ screen }: ScreenProps) {
    return <ReportView report={report} screen={screen} />;
  };
}
