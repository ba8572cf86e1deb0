/**
 * Quick date ranges of the report screens, as business dates (YYYY-MM-DD, IST). "Last N days" is N days
 * back to today, the way the spec counts its defaults ("15 days back"), so a report's default range is
 * also its "Last 15 days" button.
 */

export interface DateRange {
  start: string;
  end: string;
}

export type QuickRangeId = 'today' | 'yesterday' | 'last-7' | 'last-15' | 'last-30' | 'this-month';

export interface QuickRange extends DateRange {
  id: QuickRangeId;
  label: string;
}

/** `date` shifted by `days` (YYYY-MM-DD arithmetic in UTC, so no time zone moves the day). */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The six quick ranges for the business day `today`. */
export function quickRanges(today: string): QuickRange[] {
  const yesterday = shiftDate(today, -1);
  const back = (days: number) => ({ start: shiftDate(today, -days), end: today });
  return [
    { id: 'today', label: 'Today', start: today, end: today },
    { id: 'yesterday', label: 'Yesterday', start: yesterday, end: yesterday },
    { id: 'last-7', label: 'Last 7 days', ...back(7) },
    { id: 'last-15', label: 'Last 15 days', ...back(15) },
    { id: 'last-30', label: 'Last 30 days', ...back(30) },
    { id: 'this-month', label: 'This month', start: `${today.slice(0, 8)}01`, end: today },
  ];
}

/** The quick range a range is, if any (the first match: "Today" before "This month" on the 1st). */
export function quickRangeOf(range: DateRange, today: string): QuickRangeId | undefined {
  return quickRanges(today).find((q) => q.start === range.start && q.end === range.end)?.id;
}

/** A range for titles and file names: '2026-03-01 to 2026-03-15', or the one day. */
export function rangeText(range: DateRange): string {
  return range.start === range.end ? range.start : `${range.start} to ${range.end}`;
}
