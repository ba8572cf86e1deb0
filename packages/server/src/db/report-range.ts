/** Business-day ranges (IST) as SQL conditions on instants, so indexes on created_at are used. */

/** `column` falls on a business day from the date in `startParam` to the one in `endParam` (IST, inclusive). */
export function istDaysSql(column: string, startParam: string, endParam: string): string {
  return `${column} >= (${startParam}::date::timestamp AT TIME ZONE 'Asia/Kolkata')
    AND ${column} < ((${endParam}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
}

/** The IST business day of an instant column, as 'YYYY-MM-DD'. */
export function istDateSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
}
