import type { CheckRow } from './check-row.js';
import { EXIT, type ExitCode } from './exit-codes.js';

/** Everything one run found: what --json prints and what the table shows. */
export interface SmokeReport {
  baseUrl: string;
  username: string;
  startedAt: string;
  durationMs: number;
  exitCode: ExitCode;
  healthy: boolean;
  summary: { checks: number; ok: number; failed: number; skipped: number };
  checks: readonly CheckRow[];
}

const VERDICT: Readonly<Record<ExitCode, string>> = {
  [EXIT.healthy]: 'HEALTHY',
  [EXIT.checkFailed]: 'UNHEALTHY',
  [EXIT.usageOrLogin]: 'LOGIN FAILED',
  [EXIT.unreachable]: 'UNREACHABLE',
};

/** The exit code of a finished run: any failed row fails it. */
export function exitCodeOf(rows: readonly CheckRow[]): ExitCode {
  return rows.some((row) => row.result === 'failed') ? EXIT.checkFailed : EXIT.healthy;
}

export function buildReport(
  run: { baseUrl: string; username: string; startedAt: Date; durationMs: number; exitCode: ExitCode },
  rows: readonly CheckRow[],
): SmokeReport {
  const count = (result: CheckRow['result']) => rows.filter((row) => row.result === result).length;
  return {
    baseUrl: run.baseUrl,
    username: run.username,
    startedAt: run.startedAt.toISOString(),
    durationMs: Math.round(run.durationMs),
    exitCode: run.exitCode,
    healthy: run.exitCode === EXIT.healthy,
    summary: { checks: rows.length, ok: count('ok'), failed: count('failed'), skipped: count('skipped') },
    checks: rows,
  };
}

/** One machine-readable document (--json). */
export function renderJson(report: SmokeReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

function resultText(row: CheckRow): string {
  return row.reason === null ? row.result : `${row.result}: ${row.reason}`;
}

/** The one-line summary under the table. */
export function summaryLine(report: SmokeReport): string {
  const { checks, ok, failed, skipped } = report.summary;
  const seconds = (report.durationMs / 1000).toFixed(2);
  return (
    `${checks} check${checks === 1 ? '' : 's'}: ${ok} ok, ${failed} failed, ${skipped} skipped in ${seconds} s; ` +
    `${report.baseUrl} as ${report.username}: ${VERDICT[report.exitCode]} (exit ${report.exitCode})`
  );
}

/** The table: operation, HTTP status, latency, result; then the summary. */
export function renderTable(report: SmokeReport): string {
  const header = ['OPERATION', 'STATUS', 'LATENCY', 'RESULT'] as const;
  const cells = report.checks.map((row) => [
    row.operation,
    row.status === null ? '-' : String(row.status),
    row.latencyMs === null ? '-' : `${row.latencyMs} ms`,
    resultText(row),
  ]);
  const width = (column: number) =>
    Math.max(header[column]?.length ?? 0, ...cells.map((c) => c[column]?.length ?? 0));
  const [operation, status, latency] = [width(0), width(1), width(2)];
  const line = (c: readonly string[]) =>
    `${(c[0] ?? '').padEnd(operation)}  ${(c[1] ?? '').padStart(status)}  ${(c[2] ?? '').padStart(latency)}  ${c[3] ?? ''}`;
  return `${[line(header), ...cells.map(line)].join('\n')}\n\n${summaryLine(report)}\n`;
}
