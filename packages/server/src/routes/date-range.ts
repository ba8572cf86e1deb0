/** Report date ranges: business days in Asia/Kolkata, defaulting to the last N days up to today. */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's business date in IST, YYYY-MM-DD. */
export function todayIst(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` before `date` (YYYY-MM-DD arithmetic in UTC, so no time zone shifts). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * start_date and end_date from a validated query: absent end_date is today (IST), absent start_date
 * is `daysBack` days before the end.
 */
export function defaultRange(
  query: Record<string, unknown>,
  daysBack: number,
): { start: string; end: string } {
  const end = typeof query.end_date === 'string' ? query.end_date : todayIst();
  const start = typeof query.start_date === 'string' ? query.start_date : daysBefore(end, daysBack);
  return { start, end };
}
