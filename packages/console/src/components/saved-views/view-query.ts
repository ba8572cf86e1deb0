import type { ViewState } from '../../state/saved-views';
import { formatColumnLayout, parseColumnLayout } from '../data-grid/column-layout';
import { istDate } from '../format';

/** The URL parameter of the main grid's column layout; a view keeps it as its `columns`. */
export const COLUMNS_KEY = 'cols';

/**
 * A view's URL query: the list's filters, sort and drill level as they stand in the URL, without the page
 * and the view's own id, and without the search box unless the author ticked it. Pure.
 */

const isPageKey = (key: string) => key === 'page' || key.endsWith('.page');
export const isSearchKey = (key: string) => key === 'search' || key.endsWith('.search');

/** The view query of a URL search string. */
export function viewQueryOf(search: string, withSearch: boolean): string {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()].filter(
    ([key]) => key !== 'view' && !isPageKey(key) && (withSearch || !isSearchKey(key)),
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** Whether the view query keeps a search box. */
export function keepsSearch(query: string): boolean {
  return [...new URLSearchParams(query).keys()].some(isSearchKey);
}

/** A date a view keeps as "the day it is opened" (IST), e.g. today's late bids. */
export const TODAY = '@today';

/** A view's query as the URL has it: `@today` as today's date, its columns as the grid's layout. */
export function fullQueryOf(state: ViewState, today: string = istDate(0)): string {
  const params = new URLSearchParams(state.query);
  for (const [key, value] of [...params.entries()]) if (value === TODAY) params.set(key, today);
  if (state.columns?.length) params.set(COLUMNS_KEY, formatColumnLayout(state.columns));
  return params.toString();
}

/** The view state of a URL search string: its query, and the main grid's layout as columns. */
export function viewStateOf(search: string, withSearch: boolean): ViewState {
  const params = new URLSearchParams(viewQueryOf(search, withSearch));
  const columns = parseColumnLayout(params.get(COLUMNS_KEY));
  params.delete(COLUMNS_KEY);
  return columns?.length ? { query: params.toString(), columns } : { query: params.toString() };
}

/** Whether the URL's state differs from the view's. */
export function differsFromView(search: string, state: ViewState): boolean {
  const full = fullQueryOf(state);
  return viewQueryOf(search, keepsSearch(state.query)) !== viewQueryOf(full, true);
}

/** The search string that opens a view: its id first, then its query and columns. */
export function viewSearch(viewId: number, state: ViewState): string {
  const query = fullQueryOf(state);
  return `?view=${viewId}${query ? `&${query}` : ''}`;
}

/** `search` with the columns the screen no longer has left out of the grid's layout. */
export function withoutColumns(search: string, fields: readonly string[]): string {
  const params = new URLSearchParams(search);
  const layout = parseColumnLayout(params.get(COLUMNS_KEY));
  if (layout) params.set(COLUMNS_KEY, formatColumnLayout(layout.filter((c) => !fields.includes(c.field))));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The view's URL keys the screen does not read (a filter removed since the view was saved). */
export function unknownKeys(query: string, known: ReadonlySet<string>): string[] {
  return [...new Set(new URLSearchParams(query).keys())].filter((key) => !known.has(key));
}

/** `search` without `keys`. */
export function withoutKeys(search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one line saying what a view named that the screen no longer has. */
export function droppedLine(filters: readonly string[], columns: readonly string[]): string | null {
  const parts: string[] = [];
  const list = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
  if (filters.length > 0) parts.push(`${filters.length === 1 ? 'filter' : 'filters'} ${list(filters)}`);
  if (columns.length > 0) parts.push(`${columns.length === 1 ? 'column' : 'columns'} ${list(columns)}`);
  if (parts.length === 0) return null;
  return `This view names ${parts.join(' and ')} that this screen does not have here: opened without ${filters.length + columns.length === 1 ? 'it' : 'them'}.`;
}
