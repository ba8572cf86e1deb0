/**
 * Which failures mean "the database is away or too busy right now", not a bug: the connection refused,
 * dropped or timed out, the server shutting down or starting, too many connections, a statement that ran
 * past its deadline or waited too long for a lock, the disk under the database full (a write refused; reads
 * still work). The edge answers these 503 with Retry-After (the request may be sent again: a keyed one
 * replays or applies once), never 500.
 */
export type Outage = { kind: 'unavailable' | 'deadline' | 'disk-full'; retryAfterSeconds: number };

/** Node's socket errors when the database cannot be reached or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, out of memory. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53200']);
/** SQLSTATEs: query_canceled (statement_timeout), lock_not_available (lock_timeout). */
const DEADLINE_STATES = new Set(['57014', '55P03']);

/** SQLSTATE disk_full: a write needed space the disk no longer has (PGlite and PostgreSQL alike). */
const DISK_FULL_STATE = '53100';

/** node-postgres's own messages when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
];

function one(error: unknown): Outage | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (DEADLINE_STATES.has(code)) return { kind: 'deadline', retryAfterSeconds: 2 };
    if (code === DISK_FULL_STATE) return { kind: 'disk-full', retryAfterSeconds: 60 };
    if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
      return { kind: 'unavailable', retryAfterSeconds: 5 };
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message)))
    return { kind: 'unavailable', retryAfterSeconds: 5 };
  return null;
}

/** The outage an error (or its causes, or the errors it aggregates) reports, else null. */
export function databaseOutage(error: unknown, depth = 0): Outage | null {
  if (depth > 5 || error === null || typeof error !== 'object') return null;
  const found = one(error);
  if (found) return found;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const nested = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const inner of nested) {
    const outage = databaseOutage(inner, depth + 1);
    if (outage) return outage;
  }
  return null;
}
