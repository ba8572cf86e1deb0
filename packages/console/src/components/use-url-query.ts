import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { registerQueryKeys } from '../state/saved-views';

type QueryValue = string | number;
type Allowed<Q> = { [K in keyof Q]?: readonly Q[K][] };

/** Reads a query object from the URL: numbers stay numbers, unknown or invalid values fall back. */
export function parseQuery<Q extends { [K in keyof Q]: QueryValue }>(
  search: string,
  defaults: Q,
  allowed: Allowed<Q> = {},
): Q {
  const params = new URLSearchParams(search);
  const result: Record<string, QueryValue> = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof Q & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const fallback = defaults[key];
    const value = typeof fallback === 'number' ? Number(raw) : raw;
    if (typeof value === 'number' && (!Number.isInteger(value) || value < 1)) continue;
    const options = allowed[key];
    if (options && !options.includes(value as Q[typeof key])) continue;
    result[key] = value;
  }
  return result as Q;
}

/** The query string for a query object; values equal to the defaults are left out. */
export function queryString<Q extends { [K in keyof Q]: QueryValue }>(
  query: Q,
  defaults: Q,
  keep: URLSearchParams,
): string {
  const params = new URLSearchParams(keep);
  for (const key of Object.keys(defaults) as (keyof Q & string)[]) {
    const value = query[key];
    if (value === undefined || value === defaults[key] || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Filter, sort and page live in the URL so every view is a shareable link. Other parameters (e.g. an
 * open details panel) are kept as they are.
 */
export function useUrlQuery<Q extends { [K in keyof Q]: QueryValue }>(
  defaults: Q,
  allowed: Allowed<Q> = {},
): [Q, (patch: Partial<Q>, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseQuery(search, defaults, allowed), [search]);
  // What a saved view of this screen may name (a report's range, filters and drill level).
  const keys = Object.keys(defaults).join(',');
  useEffect(() => registerQueryKeys(`query:${keys}`, keys.split(',')), [keys]);
  const update = useCallback(
    (patch: Partial<Q>, options?: { replace?: boolean }) => {
      const next = { ...parseQuery(search, defaults, allowed), ...patch };
      const suffix = queryString(next, defaults, new URLSearchParams(search));
      navigate(`${location}${suffix}`, { replace: options?.replace ?? false });
    },
    [defaults, allowed, location, navigate, search],
  );
  return [query, update];
}
