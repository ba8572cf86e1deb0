/** The benchmark's figures as one plain-text table (copied verbatim into docs/benchmarks.md). */
import type { LatencySummary } from './latency-stats.js';

export interface BenchRow {
  operation: string;
  /** in-process, HTTP x8, DB ... */
  mode: string;
  figures: LatencySummary;
  /** The target applies to p99, in ms; undefined: reported only. */
  targetMs?: number;
  /** A comment printed after the row (req/s, failures). */
  note?: string;
  /**
   * A diagnostic, not a headline: the same operation measured in-process (`fastify.inject`, no socket),
   * which shows where a request's time goes but not what a client sees (its HTTP row does).
   */
  diagnostic?: boolean;
  /** What the same database does for the same work bare, measured in the same run (floor.ts). */
  floor?: { label: string; figures: LatencySummary };
  /** The target on p99 / the floor's p99 (issue 42): holds on a faster or slower machine alike. */
  ratioTarget?: number;
}

/** Headline rows first (what a client sees, and the database's own work), then the diagnostics. */
function inReportOrder(rows: readonly BenchRow[]): BenchRow[] {
  return [...rows.filter((r) => !r.diagnostic), ...rows.filter((r) => r.diagnostic)];
}

const modeLabel = (r: BenchRow) => (r.diagnostic ? `${r.mode} (diagnostic)` : r.mode);

const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');

export function verdict(row: BenchRow): string {
  if (row.targetMs === undefined) return '';
  return row.figures.p99 <= row.targetMs ? 'met' : 'NOT MET';
}

/** The row's p99 as a multiple of its floor's p99; NaN without a floor. */
export function ratio(row: BenchRow): number {
  return row.floor ? row.figures.p99 / row.floor.figures.p99 : Number.NaN;
}

export function ratioVerdict(row: BenchRow): string {
  if (row.ratioTarget === undefined || !row.floor) return '';
  return ratio(row) <= row.ratioTarget ? 'met' : 'NOT MET';
}

const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}x` : '');

/** Lays out cells in columns: `numeric` columns right-aligned, the rest left-aligned. */
function columns(header: string[], body: string[][], numeric: ReadonlySet<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** The same rows measured on the two databases, one line each: p99 and verdict of both. */
export function formatSideBySide(pglite: readonly BenchRow[], postgres: readonly BenchRow[]): string {
  const key = (r: BenchRow) => `${r.operation}\u0000${r.mode}`;
  const onPostgres = new Map(postgres.map((r) => [key(r), r]));
  const header = [
    'operation',
    'mode',
    'target',
    'PGlite p99',
    'x floor',
    'result',
    'PostgreSQL p99',
    'x floor',
    'result',
  ];
  const body = inReportOrder(pglite).map((r) => {
    const other = onPostgres.get(key(r));
    return [
      r.operation,
      modeLabel(r),
      targetText(r),
      ms(r.figures.p99),
      times(ratio(r)),
      verdicts(r),
      other ? ms(other.figures.p99) : '-',
      other ? times(ratio(other)) : '',
      other ? verdicts(other) : '',
    ];
  });
  return columns(header, body, new Set([3, 4, 6, 7]));
}

/** The targets: on the ratio to the floor (the one that decides) and the absolute one kept for the record. */
function targetText(r: BenchRow): string {
  const parts = [
    r.ratioTarget === undefined ? '' : `<= ${r.ratioTarget}x floor`,
    r.targetMs === undefined ? '' : `<= ${r.targetMs.toLocaleString('en-IN')} ms`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** "ratio met/NOT MET, ms met/NOT MET" (or FAILED). */
function verdicts(r: BenchRow): string {
  if (r.note?.includes('FAILED')) return 'FAILED';
  const parts = [ratioVerdict(r) && `x ${ratioVerdict(r)}`, verdict(r) && `ms ${verdict(r)}`];
  return parts.filter(Boolean).join(', ');
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = [
    'operation',
    'mode',
    'n',
    'p50 ms',
    'p99 ms',
    'mean ms',
    'floor p99 ms',
    'x floor',
    'target',
    'result',
    'note',
  ];
  const body = inReportOrder(rows).map((r) => [
    r.operation,
    modeLabel(r),
    String(r.figures.count),
    ms(r.figures.p50),
    ms(r.figures.p99),
    ms(r.figures.mean),
    r.floor ? ms(r.floor.figures.p99) : '',
    times(ratio(r)),
    targetText(r),
    verdicts(r),
    [r.floor ? `floor: ${r.floor.label}` : '', r.note ?? ''].filter(Boolean).join('; '),
  ]);
  return columns(header, body, new Set([2, 3, 4, 5, 6, 7]));
}
