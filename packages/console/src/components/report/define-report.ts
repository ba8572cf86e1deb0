import type { BackofficeClient, OperationId, OperationInput, OperationOutput } from '@backoffice/sdk';
import type { ChartSeries } from '../chart/chart-types';
import type { GridColumn } from '../data-grid/types';
import type { FilterOption } from '../list/list-spec';
import type { Crumb } from './breadcrumb';
import { type CsvColumn, csvMoney } from './csv';
import type { SOURCES } from './report-frame';
import type { TotalItem } from './totals-line';

/**
 * A report's state in the URL: the range (`start`, `end`), its filters, the drill level (`level`: `view` is a
 * saved view's id) and the page.
 */
export type ReportQuery = Record<string, string | number>;

/** What a report's declarations read: the URL state, the family of the row, links to other levels. */
export interface ReportContext<Q> {
  client: BackofficeClient;
  q: Q;
  /** The URL state with nothing picked (what a link leaves out). */
  defaults: Q;
  /** The game family of the registry row (its params, else its path). */
  family: 'market' | 'starline' | 'jackpot';
  /** The URL of this report with `patch` applied (page back to 1 unless given): a drill-down level. */
  href: (patch: Partial<Q>) => string;
  /** The options of the select filters, by key (a crumb names the picked staff member). */
  options: Readonly<Record<string, readonly FilterOption[]>>;
}

/** An operation to call with the context's input: a level's figures, a chart's, or the export's. */
export interface ReportSource<Q> {
  op: string;
  input: (ctx: ReportContext<Q>) => unknown;
}

/** A totals figure: [label, key of the answer's `totals` (or `count`: the pagination's total), kind]. */
export type TotalDecl = readonly [label: string, key: string, kind?: 'count'];

export interface ReportChart<Q, A> {
  title: string;
  /** Another operation's answer feeds the chart (default: the level's own answer): see `chartFrom`. */
  from?: ReportSource<Q>;
  data(answer: A): readonly Record<string, unknown>[] | undefined;
  xKey?: string;
  series: readonly ChartSeries[];
  /** Series that depend on the answer (one per gateway). */
  seriesOf?(answer: A): readonly ChartSeries[];
}

/** A chart fed by another operation than its level's (credits and debits per admin on Overall). */
export function chartFrom<Q, Id extends OperationId>(
  op: Id,
  input: (ctx: ReportContext<Q>) => OperationInput<Id>,
  chart: Omit<ReportChart<Q, OperationOutput<Id>>, 'from'>,
): ReportChart<Q, never> {
  return { ...chart, from: { op, input } } as ReportChart<Q, never>;
}

/** One level of a report: its operation, totals, chart and rows (a report of one level is just this). */
export interface ReportLevel<Q, A, Row> extends ReportSource<Q> {
  label: string | ((ctx: ReportContext<Q>, answer: A | undefined) => string);
  /** The rows (default `answer.rows`, paged by the answer's pagination, sorted through the URL). */
  rows?: (answer: A, q: Q) => readonly Row[];
  columns: readonly GridColumn<Row>[];
  rowId: (row: Row) => string;
  rowLabel?: (row: Row) => string;
  /** Drill-down: the URL a row opens (a deeper level, a player's wallet, another report). */
  open?: (row: Row, ctx: ReportContext<Q>) => string;
  totals?: readonly TotalDecl[] | ((answer: A | undefined, q: Q) => readonly TotalItem[]);
  /** The pinned totals row: the column that reads "Totals" (the figures are the answer's `totals`). */
  totalsRow?: keyof Row & string;
  chart?: ReportChart<Q, A>;
  /** A link to the next level above the rows ("By date (every gateway) →"). */
  next?: { label: string; patch: Partial<Q> };
  /** The order of the type when the URL names none ('' in the URL: the user analysis' natural order). */
  naturalOrder?: (q: Q) => 'asc' | 'desc';
  emptyText: string;
}

export type ReportFilter<Q> = {
  key: keyof Q & string;
  label: string;
  /** Shown only on some levels. */
  when?: (q: Q) => boolean;
  /** Other URL values a change resets. */
  reset?: Partial<Q>;
} & (
  | { kind: 'search'; placeholder: string }
  | {
      kind: 'select';
      /** The option meaning "no filter". */
      any?: string;
      options:
        | readonly FilterOption[]
        | (ReportSource<Q> & { toOptions: (answer: unknown) => FilterOption[] });
    }
);

/** The export: the server's CSV of the filters, every page of a list, or rows the answer holds whole. */
export type ReportExport<Q> = { fileName: (ctx: ReportContext<Q>, answer: never) => string } & (
  | { server: ReportSource<Q> }
  | ({ pages: ReportSource<Q> } & ReportCsv)
  | ({ rows: (answer: never) => readonly unknown[] } & ReportCsv)
);

/** The CSV's columns: `fields` (default every column) of `columns` (default the level's). */
interface ReportCsv {
  // biome-ignore lint/suspicious/noExplicitAny: the columns of another level's rows (the entries behind every level)
  columns?: readonly GridColumn<any>[];
  fields?: readonly string[];
}

type Allowed<Q> = { [K in keyof Q]?: readonly Q[K][] };

interface ReportCommon<Q> {
  /** Where the figures come from (the line under the title). */
  source: keyof typeof SOURCES;
  defaults: (today: string) => Q;
  allowed?: Allowed<Q>;
  /** False: no date range (a list of players as they are now). */
  range?: boolean;
  /** A level that is one business day shows that day instead of the range. */
  day?: (q: Q) => string;
  filters?: readonly ReportFilter<Q>[];
  /** The drill-down trail; `undefined` shows the `views` tabs instead. */
  crumbs?: (ctx: ReportContext<Q>, answer: never) => Crumb[] | undefined;
  views?: { label: string; items: readonly (readonly [string, string])[] };
  export: ReportExport<Q>;
}

// biome-ignore lint/suspicious/noExplicitAny: levels of different operations sit in one record; each is typed where it is declared
export type AnyLevel<Q> = ReportLevel<Q, any, any>;

export type ReportSpec<Q> = ReportCommon<Q> &
  (
    | { levels: Readonly<Record<string, AnyLevel<Q>>>; level?: (q: Q) => string }
    | ({ levels?: undefined; level?: undefined } & AnyLevel<Q>)
  );

type RowOf<Id extends OperationId> = OperationOutput<Id> extends { rows: readonly (infer R)[] } ? R : never;

/** A level bound to one operation: the answer and row types come from the contract. */
export type LevelDecl<Q, Id extends OperationId, Row> = Omit<
  ReportLevel<Q, OperationOutput<Id>, Row>,
  'op' | 'input'
> & {
  input: (ctx: ReportContext<Q>) => OperationInput<Id>;
};

/**
 * The levels of a report with URL state `Q`, each bound to its operation.
 *
 * @example
 * const level = reportLevels<PgQuery>();
 * levels: { overall: level('reports.pgOverall', { input: ({ q }) => ..., columns: [...], ... }) }
 */
export function reportLevels<Q>() {
  return <Id extends OperationId, Row = RowOf<Id>>(
    op: Id,
    spec: LevelDecl<Q, Id, NoInfer<Row>>,
  ): AnyLevel<Q> => ({
    ...spec,
    op,
  });
}

/** A CSV of `fields` (default: the columns'), headed by their snake_case names; money with 2 decimals. */
export function csvOf<Row>(
  columns: readonly GridColumn<Row>[],
  fields: readonly string[] = columns.map((c) => c.field),
) {
  const money = new Set(columns.filter((c) => c.kind === 'money').map((c) => c.field as string));
  return fields.map((field) => ({
    header: field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    value: (row: Record<string, string | number | null>) =>
      money.has(field) ? csvMoney(row[field] as number) : row[field],
  })) as readonly CsvColumn<never>[];
}
