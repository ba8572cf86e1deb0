import { inputProblem } from '../form/validate';
import { operationQueryKeys } from '../operations';
import type { FilterSpec, ListSpec } from './list-spec';

/** A list's state as it stands in the URL: filter values, sort and page. */
export interface ListQuery {
  values: Readonly<Record<string, string>>;
  orderBy: string | undefined;
  order: 'asc' | 'desc' | undefined;
  page: number;
}

function initialOf(filter: FilterSpec): string {
  if (filter.kind === 'tabs') return filter.initial;
  if (filter.kind === 'select') return filter.initial ?? '';
  if (filter.kind === 'date') return filter.initial?.() ?? '';
  return '';
}

/**
 * An amount filter's problem, in words that name the field: rupees as digits (a grouping comma is the
 * caller's to drop), within the operation's constraints. Null when fine or empty.
 */
export function amountProblem(op: string, filter: FilterSpec, text: string): string | null {
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return `${filter.label} must be an amount in rupees, like 25000`;
  return inputProblem(op, filter.key, filter.label, text);
}

function allowed(op: string, filter: FilterSpec, value: string): boolean {
  if (filter.kind === 'tabs') return filter.options.some((option) => option.value === value);
  if (filter.kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (filter.kind === 'amount') return amountProblem(op, filter, value) === null;
  return true;
}

/** Reads the list's query from the URL's search string; unknown or invalid values fall back. */
export function readListQuery(spec: ListSpec<unknown>, search: string): ListQuery {
  const params = new URLSearchParams(search);
  const prefix = spec.prefix ?? '';
  const values: Record<string, string> = {};
  for (const filter of spec.filters) {
    const raw = params.get(prefix + filter.key);
    values[filter.key] = raw !== null && allowed(spec.op, filter, raw) ? raw : initialOf(filter);
  }
  const page = Number(params.get(`${prefix}page`));
  const order = params.get(`${prefix}order`);
  return {
    values,
    orderBy: params.get(`${prefix}orderBy`) ?? spec.sort?.orderBy,
    order: order === 'asc' || order === 'desc' ? order : spec.sort?.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string after a change; values equal to their defaults leave the URL. */
export function writeListQuery(spec: ListSpec<unknown>, search: string, next: ListQuery): string {
  const params = new URLSearchParams(search);
  const prefix = spec.prefix ?? '';
  const put = (key: string, value: string | undefined, fallback: string | undefined) => {
    if (value === undefined || value === '' || value === fallback) params.delete(prefix + key);
    else params.set(prefix + key, value);
  };
  for (const filter of spec.filters) put(filter.key, next.values[filter.key], initialOf(filter));
  put('orderBy', next.orderBy, spec.sort?.orderBy);
  put('order', next.order, spec.sort?.order);
  put('page', String(next.page), '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The operation's input for this query: filters, sort, page and per-page under the operation's keys. */
export function listInput(spec: ListSpec<unknown>, query: ListQuery): Record<string, unknown> {
  const keys = operationQueryKeys(spec.op);
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query.values)) if (value !== '') input[key] = value;
  if (query.orderBy && keys.includes('order_by')) input.orderBy = query.orderBy;
  if (query.order && keys.includes('order')) input.order = query.order;
  if (keys.includes('current_page')) input.currentPage = query.page;
  else if (keys.includes('page')) input.page = query.page;
  if (spec.perPage && keys.includes('per_page')) input.perPage = spec.perPage;
  return { ...input, ...spec.fixed };
}

/** Sends every list on screen back to its first page (the URL's page parameters go). */
export function showFirstPages(): void {
  const url = new URL(window.location.href);
  const pages = [...url.searchParams.keys()].filter((key) => key === 'page' || key.endsWith('.page'));
  if (pages.length === 0) return;
  for (const key of pages) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
