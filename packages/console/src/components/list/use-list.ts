import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isParameterOffered } from '../../state/host';
import { registerQueryKeys } from '../../state/saved-views';
import type { GridPagination } from '../data-grid/types';
import { operationFields } from '../operations';
import { useOperation } from '../use-operation';
import { type ListQuery, listInput, readListQuery, writeListQuery } from './list-query';
import type { ListSpec } from './list-spec';
import { type LiveListOptions, useLiveList } from './use-live-list';

interface PagedAnswer {
  rows?: readonly unknown[];
  pagination?: GridPagination;
}

/**
 * The list controller: the query lives in the URL (under the list's prefix), the operation's answer in
 * a read controller (stale answers dropped, previous rows kept while reloading, error and retry,
 * reload on invalidation), a page past the end after a reload is clamped to the last page, and the rows
 * follow the live stream by row id (use-live-list.ts).
 */
export function useList<Row>(declared: ListSpec<Row>, liveOptions?: LiveListOptions) {
  useSignals();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const spec = useOfferedFilters(declared);
  const untyped = spec as ListSpec<unknown>;
  const query = useMemo(() => readListQuery(untyped, search), [untyped, search]);
  const input = useMemo(() => listInput(untyped, query), [untyped, query]);
  const read = useOperation<PagedAnswer>(spec.op, input, spec.dependsOn);

  const setQuery = useCallback(
    (patch: Partial<Omit<ListQuery, 'values'>> & { values?: Record<string, string> }, replace = false) => {
      const current = readListQuery(untyped, window.location.search);
      const next: ListQuery = {
        ...current,
        ...patch,
        values: { ...current.values, ...patch.values },
        // A new filter or sort starts at page 1 unless the change names a page.
        page: patch.page ?? (patch.values || patch.orderBy || patch.order ? 1 : current.page),
      };
      navigate(`${location}${writeListQuery(untyped, window.location.search, next)}`, { replace });
    },
    [untyped, location, navigate],
  );

  // What a saved view of this screen may name: the list's filters, sort, page and column layout.
  useEffect(() => {
    const prefix = spec.prefix ?? '';
    const keys = [...spec.filters.map((f) => f.key), 'orderBy', 'order', 'page', 'cols'].map(
      (k) => prefix + k,
    );
    return registerQueryKeys(`list:${spec.op}:${prefix}`, keys);
  }, [spec]);

  const pagination = read.data?.pagination;
  useEffect(() => {
    if (read.status !== 'ok' || !pagination) return;
    const last = Math.max(1, pagination.totalPage);
    if (query.page > last) setQuery({ page: last }, true);
  }, [read.status, pagination, query.page, setQuery]);

  const answered = read.data
    ? ((spec.rowsOf?.(read.data) ?? read.data.rows ?? []) as readonly Row[])
    : undefined;
  const inputKey = useMemo(() => JSON.stringify(input), [input]);
  const live = useLiveList(spec.op, spec.rowId, answered, read.data, inputKey, read.reload, liveOptions);
  return {
    op: spec.op,
    filters: spec.filters,
    query,
    setQuery,
    input,
    rows: live.rows,
    live,
    pagination,
    answer: read.data,
    ...read,
  };
}

/**
 * The declaration less the filters whose parameter the host does not serve (a designed parameter of a
 * spec call): not shown, not read from the URL, not registered, so a view naming one opens without it.
 */
function useOfferedFilters<Row>(spec: ListSpec<Row>): ListSpec<Row> {
  const offered = spec.filters
    .filter((filter) => isParameterOffered(spec.op, wireOf(spec.op, filter.key)))
    .map((filter) => filter.key)
    .join(',');
  return useMemo(() => {
    const keys = offered.split(',');
    const filters = spec.filters.filter((filter) => keys.includes(filter.key));
    return filters.length === spec.filters.length ? spec : { ...spec, filters };
  }, [spec, offered]);
}

/** An input key's wire name (the operation's query parameter). */
const wireOf = (op: string, key: string): string =>
  operationFields(op).find((field) => field.key === key)?.wire ?? key;

export type ListController<Row> = ReturnType<typeof useList<Row>>;
