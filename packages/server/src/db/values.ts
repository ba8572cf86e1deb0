/** Reading column values the same way from both adapters (PGlite and node-postgres). */

/** A timestamptz column as ISO 8601 (UTC offset). */
export function instant(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new Error(`not a timestamp: ${String(value)}`);
}

export function instantOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : instant(value);
}

/** A count or integer column (bigint arrives as a string from node-postgres). */
export function int(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${String(value)}`);
  return n;
}

/** A text[] or integer[] column. */
export function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Escapes `%`, `_` and `\` so user text matches literally inside LIKE patterns. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
