/**
 * One reading of column types for both adapters, so handlers see the same values on PGlite and on
 * PostgreSQL: int8 (bigint, count(*)) as a number while it is a safe integer, `date` as the plain
 * 'YYYY-MM-DD' text (a business day, never shifted by a time zone). numeric stays text.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

export function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

export function parseDate(text: string): string {
  return text;
}
