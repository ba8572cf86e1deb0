/** Business dates are YYYY-MM-DD in Asia/Kolkata (ARCHITECTURE: wire conventions). */
const IST_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (IST) of an instant. */
export function istDate(now: Date): string {
  return IST_DAY.format(now);
}

/** The business day `days` before `date` (calendar arithmetic, no time zone involved). */
export function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
