/** Report exports: RFC 4180 CSV with a header line, safe to open in a spreadsheet, named by its range. */
import type { RawReply } from '../http/handler.js';

/** One cell: quoted when needed; a leading =, +, -, @, tab or CR is defused so spreadsheets show text. */
export function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV reply: `columns` name the header and pick each row's cells; rupee amounts are written with
 * 2 decimals by the caller. `name` becomes `<name>-<start>-<end>.csv`.
 */
export function csvReply<Row>(
  name: string,
  range: { start: string; end: string },
  columns: ReadonlyArray<readonly [string, (row: Row) => unknown]>,
  rows: readonly Row[],
): RawReply {
  const header = columns.map(([title]) => title).join(',');
  const lines = rows.map((row) => columns.map(([, cell]) => csvCell(cell(row))).join(','));
  return {
    raw: true,
    contentType: 'text/csv; charset=utf-8',
    headers: { 'content-disposition': `attachment; filename="${name}-${range.start}-${range.end}.csv"` },
    body: `${[header, ...lines].join('\n')}\n`,
  };
}
