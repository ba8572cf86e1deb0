import type { ColumnResizedEvent } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { registerColumnFields, type ViewColumn } from '../../state/saved-views';
import type { GridColumn } from './types';

/**
 * A grid's column layout in the URL (order, width, shown), like its filters and sort, so a saved view
 * keeps it: `cols=amount:140,-ip,fullName` (in order; `-` hidden; `:px` a width set by the user).
 */
export function parseColumnLayout(text: string | null): ViewColumn[] | undefined {
  if (!text) return undefined;
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const hidden = part.startsWith('-');
      const [field = '', width] = (hidden ? part.slice(1) : part).split(':');
      const px = Number(width);
      return {
        field,
        ...(Number.isInteger(px) && px >= 20 && px <= 2000 ? { width: px } : {}),
        ...(hidden ? { hidden: true } : {}),
      };
    })
    .filter((column) => column.field !== '');
}

export function formatColumnLayout(columns: readonly ViewColumn[]): string {
  return columns.map((c) => `${c.hidden ? '-' : ''}${c.field}${c.width ? `:${c.width}` : ''}`).join(',');
}

/** The declared columns in the layout's order and widths (columns it does not name keep their place after). */
export function laidOut<T>(columns: readonly GridColumn<T>[], layout: readonly ViewColumn[] | undefined) {
  if (!layout) return { columns, hidden: new Set(columns.filter((c) => c.hidden).map((c) => c.field)) };
  const byField = new Map<string, GridColumn<T>>(columns.map((c) => [c.field, c]));
  const named = layout.flatMap((l) => {
    const column = byField.get(l.field);
    return column ? [l.width ? { ...column, width: l.width, flex: undefined } : column] : [];
  });
  const rest = columns.filter((c) => !layout.some((l) => l.field === c.field));
  const hidden = new Set([
    ...layout.filter((l) => l.hidden && byField.has(l.field)).map((l) => l.field),
    ...rest.filter((c) => c.hidden).map((c) => c.field),
  ]);
  return { columns: [...named, ...rest], hidden };
}

/**
 * The grid's columns under the URL's layout (`key`), and the changes that write it back. Without a key the
 * layout is the grid's own (hidden columns kept while it is shown).
 */
export function useColumnLayout<T>(columns: readonly GridColumn<T>[], key: string | undefined) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = key ? new URLSearchParams(search).get(key) : null;
  const layout = useMemo(() => parseColumnLayout(raw), [raw]);
  const shown = useMemo(() => laidOut(columns, layout), [columns, layout]);
  const [ownHidden, setOwnHidden] = useState(() => laidOut(columns, undefined).hidden);
  useEffect(
    () =>
      key
        ? registerColumnFields(
            key,
            columns.map((c) => c.field),
          )
        : undefined,
    [key, columns],
  );

  const write = useCallback(
    (next: ViewColumn[]) => {
      if (!key) return;
      const params = new URLSearchParams(window.location.search);
      params.set(key, formatColumnLayout(next));
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [key, location, navigate],
  );

  const current = (
    hidden: ReadonlySet<string>,
    widths: Readonly<Record<string, number>> = {},
  ): ViewColumn[] =>
    shown.columns.map((c) => {
      const width = widths[c.field] ?? layout?.find((l) => l.field === c.field)?.width;
      return {
        field: c.field,
        ...(width ? { width } : {}),
        ...(hidden.has(c.field) ? { hidden: true } : {}),
      };
    });

  return {
    columns: shown.columns,
    hidden: key ? shown.hidden : ownHidden,
    /** The column chooser's change. */
    setHidden: (hidden: Set<string>) => (key ? write(current(hidden)) : setOwnHidden(hidden)),
    /** AG Grid's onColumnResized: a width the user dragged, kept once the drag ends. */
    onColumnResized: (event: ColumnResizedEvent) => {
      const width = event.column?.getActualWidth();
      if (event.finished && event.source === 'uiColumnResized' && event.column && width)
        write(current(shown.hidden, { [event.column.getColId()]: Math.round(width) }));
    },
  };
}
