/** CSV files the report screens build from rows they hold (answers that are not paged). */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** One cell: quoted when needed; a leading =, +, -, @ (not a plain negative number) is defused. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line and one line per row, each ending with a newline. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\n')}\n`;
}

/** Rupees in a CSV: 2 decimals, no grouping, so a spreadsheet reads a number. */
export const csvMoney = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? '' : rupees.toFixed(2);

/** Saves `text` as a file through a temporary link (the browser's own download). */
export function saveFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV file the server wrote, with its row count (the lines after the header). */
export function serverCsv(fileName: string, text: string): { fileName: string; text: string; rows: number } {
  return { fileName, text, rows: Math.max(0, text.trimEnd().split('\n').length - 1) };
}
