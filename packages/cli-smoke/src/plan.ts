import { OPERATIONS, type OperationId, type OperationMeta, type OperationRoute } from '@backoffice/sdk';
import { daysBefore } from './dates.js';
import { type FactName, familyOf, isFactRef } from './facts.js';
import { factProvidedBy, inputFor, type Params } from './inputs.js';
import { ROUND_TRIPS, type RoundTrip } from './round-trips.js';

/** What a row of the report is about. */
export interface CheckIdentity {
  /** The operationId, or the round-trip's name. */
  operation: string;
  tag: string;
  method: string;
  path: string;
}

export type PlannedCheck =
  | (CheckIdentity & { kind: 'skip'; reason: string })
  /** Decided without a call: a required operation the host does not offer. */
  | (CheckIdentity & { kind: 'fail'; reason: string })
  | (CheckIdentity & {
      kind: 'call';
      operation: OperationId;
      params: Params;
      /** Facts the params are taken from: the call waits for their producers. */
      needs: readonly FactName[];
      provides: FactName | undefined;
      stream: boolean;
    })
  | (CheckIdentity & { kind: 'write'; roundTrip: RoundTrip });

export interface PlanOptions {
  /** The permission keys the login returned. */
  permission: readonly string[];
  only: readonly string[] | null;
  write: boolean;
  /** Today in IST (YYYY-MM-DD). */
  today: string;
  /** What the host offers (its capabilities); undefined: everything. */
  offered?: readonly OperationId[];
  /** Operations whose absence fails the run (--require). */
  require?: readonly OperationId[];
  /** Where the client sends each operation (the operation map); default the contract's route. */
  routeOf?: (id: OperationId) => OperationRoute;
}

export const NOT_OFFERED = 'not offered by this host';

/** The plan's row for an operation the host does not offer: skipped, or failed when required. */
function notOffered(identity: CheckIdentity, ids: readonly OperationId[], options: PlanOptions) {
  const missing = ids.filter((id) => options.offered && !options.offered.includes(id));
  if (missing.length === 0) return undefined;
  const what = ids.length === 1 ? NOT_OFFERED : `${NOT_OFFERED}: ${missing.join(', ')}`;
  return missing.some((id) => options.require?.includes(id))
    ? { ...identity, kind: 'fail' as const, reason: `${what} (required by --require)` }
    : { ...identity, kind: 'skip' as const, reason: what };
}

const ENTRIES = Object.entries(OPERATIONS) as [OperationId, OperationMeta][];
const READS = ENTRIES.filter(([, meta]) => meta.method === 'get' && !meta.public);

const tagOf = (id: string): string => id.split('.')[0] ?? id;

/** The tags --only accepts: the areas that have a read operation. */
export const TAGS: readonly string[] = [...new Set(READS.map(([id]) => tagOf(id)))].sort();

/** Why the account may not call an operation, or null when it may (any one listed key suffices). */
export function missingPermission(required: readonly string[], held: readonly string[]): string | null {
  if (required.length === 0 || required.some((key) => held.includes(key))) return null;
  return required.length === 1 ? `needs ${required[0]}` : `needs one of ${required.join(', ')}`;
}

function needsOf(params: Params): FactName[] {
  return [...new Set(Object.values(params).flatMap((value) => (isFactRef(value) ? [value.fact] : [])))];
}

function planRead(id: OperationId, meta: OperationMeta, options: PlanOptions): PlannedCheck {
  const route = options.routeOf?.(id) ?? meta;
  const identity = { operation: id, tag: tagOf(id), method: route.method.toUpperCase(), path: route.path };
  const absent = notOffered(identity, [id], options);
  if (absent) return absent;
  const missing = missingPermission(meta.permission, options.permission);
  if (missing) return { ...identity, kind: 'skip', reason: missing };
  const family = familyOf(meta.permission.find((key) => options.permission.includes(key)));
  const context = { family, today: options.today, weekAgo: daysBefore(options.today, 7) };
  const params = inputFor(id, meta, context);
  return {
    ...identity,
    kind: 'call',
    operation: id,
    params,
    needs: needsOf(params),
    provides: factProvidedBy(id, context),
    stream: meta.response === 'stream',
  };
}

function planWrite(roundTrip: RoundTrip, options: PlanOptions): PlannedCheck {
  const first = OPERATIONS[roundTrip.operations[0]];
  const identity = {
    operation: roundTrip.name,
    tag: roundTrip.tag,
    method: [...new Set(roundTrip.operations.map((id) => OPERATIONS[id].method.toUpperCase()))].join('+'),
    path: first.path,
  };
  const absent = notOffered(identity, roundTrip.operations, options);
  if (absent) return absent;
  for (const id of roundTrip.operations) {
    const missing = missingPermission(OPERATIONS[id].permission, options.permission);
    if (missing) return { ...identity, kind: 'skip', reason: missing };
  }
  return { ...identity, kind: 'write', roundTrip };
}

/**
 * Every read operation of the contract (and with --write the round-trips), in operationId order:
 * each either a call with its input or a row skipped for a missing permission.
 */
export function planChecks(options: PlanOptions): PlannedCheck[] {
  const wanted = (tag: string) => options.only === null || options.only.includes(tag);
  const reads = READS.filter(([id]) => wanted(tagOf(id))).map(([id, meta]) => planRead(id, meta, options));
  const writes = options.write
    ? ROUND_TRIPS.filter((trip) => wanted(trip.tag)).map((trip) => planWrite(trip, options))
    : [];
  return [...reads, ...writes];
}
