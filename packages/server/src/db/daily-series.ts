/**
 * Per-day series over a business-date range (IST, inclusive): one row per day even when nothing
 * happened, built from generate_series and LEFT JOINs of per-day aggregates. Every metric query
 * receives $1 = start_date and $2 = end_date and returns columns `day` (date) and `v`.
 */
import type { Queryable } from './db.js';

/** The IST business day of a timestamptz column. */
export const istDay = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::date`;

/** `column` falls inside the IST days $1..$2 (index-friendly: compares instants). */
export const inIstRange = (column: string) =>
  `${column} >= ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')
   AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

export interface DateRange {
  start: string;
  end: string;
}

/** Runs the metrics and returns `{ date, <metric>: number }` rows, oldest first. */
export async function dailySeries<K extends string>(
  db: Queryable,
  range: DateRange,
  metrics: Record<K, string>,
): Promise<({ date: string } & Record<K, number>)[]> {
  const names = Object.keys(metrics) as K[];
  const joins = names.map((name, i) => `LEFT JOIN (${metrics[name]}) m${i} ON m${i}.day = d.day`).join('\n');
  const columns = names.map((name, i) => `coalesce(m${i}.v, 0) AS "${name}"`).join(', ');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, ${columns}
     FROM (SELECT $1::date + i AS day FROM generate_series(0, $2::date - $1::date) AS i) d
     ${joins}
     ORDER BY d.day`,
    [range.start, range.end],
  );
  return rows.map((r) => {
    const point = { date: String(r.date) } as { date: string } & Record<K, number>;
    for (const name of names) (point as Record<string, unknown>)[name] = Number(r[name]);
    return point;
  });
}
