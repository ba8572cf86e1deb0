import { OPERATIONS, type OperationId, type OperationMeta } from './generated/operations.js';

export type HttpMethod = OperationMeta['method'];

/** Where one operation lives on a host: its method and its path under the /v1 base. */
export interface OperationRoute {
  method: HttpMethod;
  path: string;
}

/** Operations a host serves somewhere else than the contract says, by operation id. */
export type OperationMap = Partial<Record<OperationId, OperationRoute>>;

const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

/** An operation map (or offer list) that does not fit the contract; `entry` names the faulty entry. */
export class OperationMapError extends Error {
  readonly entry: string;
  constructor(entry: string, problem: string) {
    super(`operation map entry "${entry}": ${problem}`);
    this.name = 'OperationMapError';
    this.entry = entry;
  }
}

export function isOperationId(id: string): id is OperationId {
  return Object.hasOwn(OPERATIONS, id);
}

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');
}

function checkRoute(id: OperationId, value: unknown): OperationRoute {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new OperationMapError(id, 'must be an object { "method": ..., "path": ... }');
  const { method, path } = value as { method?: unknown; path?: unknown };
  const meta: OperationMeta = OPERATIONS[id];
  const lower = typeof method === 'string' ? method.toLowerCase() : '';
  if (!METHODS.includes(lower as HttpMethod))
    throw new OperationMapError(
      id,
      `method must be one of ${METHODS.join(', ')}, got ${JSON.stringify(method)}`,
    );
  if (meta.body !== null && (lower === 'get' || lower === 'delete'))
    throw new OperationMapError(
      id,
      `${lower.toUpperCase()} cannot carry the request body this operation takes`,
    );
  if (typeof path !== 'string' || !path.startsWith('/') || /[?#\s]/.test(path))
    throw new OperationMapError(
      id,
      `path must start with "/" and hold no query, fragment or space, got ${JSON.stringify(path)}`,
    );
  const given = pathParamsOf(path);
  const missing = meta.pathParams.filter((name) => !given.includes(name));
  const extra = given.filter((name) => !meta.pathParams.includes(name));
  if (missing.length || extra.length || new Set(given).size !== given.length) {
    const wanted = meta.pathParams.length ? meta.pathParams.map((n) => `{${n}}`).join(', ') : 'none';
    throw new OperationMapError(
      id,
      `path parameters must be exactly ${wanted}` +
        (missing.length ? `; missing ${missing.map((n) => `{${n}}`).join(', ')}` : '') +
        (extra.length ? `; unknown ${extra.map((n) => `{${n}}`).join(', ')}` : ''),
    );
  }
  return { method: lower as HttpMethod, path };
}

/**
 * Checks an operation map against the contract: every key an operation id, every path with exactly the
 * operation's path parameters, every method one the operation can take. Throws an OperationMapError
 * naming the first faulty entry.
 * @example parseOperationMap({ 'employees.list': { method: 'GET', path: '/admin/staff' } })
 */
export function parseOperationMap(raw: unknown): OperationMap {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new OperationMapError('(map)', 'must be an object keyed by operation id');
  const map: OperationMap = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isOperationId(id)) throw new OperationMapError(id, 'no operation of the contract has this id');
    map[id] = checkRoute(id, value);
  }
  return map;
}

/**
 * Reads a list of offered operations: `"spec"` (the spec's calls), `"all"`, or operation ids (a list or a
 * comma-separated string; `"spec"` and `"designed"` inside it stand for those sets). Unknown ids throw.
 * @example parseOfferList('spec,employees.list')
 */
export function parseOfferList(raw: unknown): OperationId[] {
  const items =
    typeof raw === 'string'
      ? raw.split(',')
      : Array.isArray(raw)
        ? raw.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
        : undefined;
  if (!items) throw new OperationMapError('(offers)', 'must be "spec", "all" or a list of operation ids');
  const ids = new Set<OperationId>();
  const all = Object.keys(OPERATIONS) as OperationId[];
  for (const item of items.map((s) => s.trim()).filter(Boolean)) {
    const set = item === 'all' ? all : all.filter((id) => OPERATIONS[id].origin === item);
    if (item === 'all' || item === 'spec' || item === 'designed') for (const id of set) ids.add(id);
    else if (isOperationId(item)) ids.add(item);
    else throw new OperationMapError(item, 'no operation of the contract has this id');
  }
  return [...ids];
}

/** The operations of the spec (`x-origin: spec`): what any /v1 host serves. */
export const SPEC_OPERATIONS: readonly OperationId[] = (Object.keys(OPERATIONS) as OperationId[]).filter(
  (id) => OPERATIONS[id].origin === 'spec',
);
