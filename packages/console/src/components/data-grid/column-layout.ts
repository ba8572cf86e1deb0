import type { ColumnMovedEvent, ColumnResizedEvent } from 'ag-grid-community';
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

/** What a change of the layout names: the new hidden set, dragged widths, or the new order of fields. */
interface LayoutChange {
  hidden?: ReadonlySet<string>;
  widths?: Readonly<Record<string, number>>;
  order?: readonly string[];
}

/**
 * The grid's columns under the URL's layout (`key`), and the changes that write it back: shown or hidden,
 * a width dragged, a column moved (dragged by its header, Shift+Arrow on a focused header, or the column
 * chooser's Move left / Move right). Without a key the layout is the grid's own while it is shown.
 */
export function useColumnLayout<T>(columns: readonly GridColumn<T>[], key: string | undefined) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = key ? new URLSearchParams(search).get(key) : null;
  const fromUrl = useMemo(() => parseColumnLayout(raw), [raw]);
  const [own, setOwn] = useState<ViewColumn[] | undefined>(undefined);
  const layout = key ? fromUrl : own;
  const shown = useMemo(() => laidOut(columns, layout), [columns, layout]);
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
      if (!key) return setOwn(next);
      const params = new URLSearchParams(window.location.search);
      params.set(key, formatColumnLayout(next));
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [key, location, navigate],
  );

  const current = (change: LayoutChange): ViewColumn[] => {
    const hidden = change.hidden ?? shown.hidden;
    const fields: string[] = shown.columns.map((c) => c.field);
    const order = change.order
      ? [
          ...change.order.filter((field) => fields.includes(field)),
          ...fields.filter((field) => !change.order?.includes(field)),
        ]
      : fields;
    return order.map((field) => {
      const width = change.widths?.[field] ?? layout?.find((l) => l.field === field)?.width;
      return { field, ...(width ? { width } : {}), ...(hidden.has(field) ? { hidden: true } : {}) };
    });
  };

  return {
    columns: shown.columns,
    hidden: shown.hidden,
    /** The column chooser's change. */
    setHidden: (hidden: Set<string>) => write(current({ hidden })),
    /** The column chooser's Move left (-1) / Move right (1): one place among all the columns. */
    move: (field: string, step: -1 | 1) => {
      const order: string[] = shown.columns.map((c) => c.field);
      const from = order.indexOf(field);
      const to = from + step;
      if (from < 0 || to < 0 || to >= order.length) return;
      order.splice(from, 1);
      order.splice(to, 0, field);
      write(current({ order }));
    },
    /** AG Grid's onColumnMoved: a header dragged or moved by Shift+Arrow, kept once the move ends. */
    onColumnMoved: (event: ColumnMovedEvent) => {
      if (!event.finished || event.source !== 'uiColumnMoved') return;
      const order = event.api.getAllGridColumns().map((column) => column.getColId());
      write(current({ order }));
    },
    /** AG Grid's onColumnResized: a width the user dragged, kept once the drag ends. */
    onColumnResized: (event: ColumnResizedEvent) => {
      const width = event.column?.getActualWidth();
      if (event.finished && event.source === 'uiColumnResized' && event.column && width)
        write(current({ widths: { [event.column.getColId()]: Math.round(width) } }));
    },
  };
}
