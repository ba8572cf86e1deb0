/** What a live list adds to the grid: greyed rows with who moved them, a highlight on change, a kept place. */
import type { ColDef, RowClassParams } from 'ag-grid-community';
import { type RefObject, useMemo, useRef } from 'react';
import type { DataGridProps } from './types';

export const NOTE_COL = 'live-note';

type Live<T> = RefObject<Pick<DataGridProps<T>, 'rowNote' | 'rowFlash'>>;

/**
 * Row classes read through a ref (AG Grid applies them again when a row's data changes): a row that left
 * the list is greyed; a changed row flashes, its class alternating so every change restarts the animation.
 */
export function liveRowClasses<T>(live: Live<T>) {
  const data = (p: RowClassParams<T>) => (p.node.rowPinned ? undefined : p.data);
  const flash = (p: RowClassParams<T>) => {
    const row = data(p);
    return row === undefined ? undefined : live.current?.rowFlash?.(row);
  };
  return {
    'live-left': (p: RowClassParams<T>) => {
      const row = data(p);
      return row !== undefined && live.current?.rowNote?.(row) !== undefined;
    },
    'live-changed-odd': (p: RowClassParams<T>) => (flash(p) ?? 0) % 2 === 1,
    'live-changed-even': (p: RowClassParams<T>) => {
      const n = flash(p);
      return n !== undefined && n > 0 && n % 2 === 0;
    },
  };
}

/** The column saying who moved a row out of the list and when; shown while such a row stays. */
export function noteColumn<T>(live: Live<T>): ColDef<T> {
  return {
    colId: NOTE_COL,
    headerName: 'Changed',
    width: 230,
    sortable: false,
    valueGetter: (p) => (p.data && !p.node?.rowPinned ? (live.current?.rowNote?.(p.data) ?? '') : ''),
  };
}

/** The focused row's distance from the viewport's top, so rows drawn above it can leave it where it was. */
export function placeOf(section: HTMLElement | null, id: string | undefined): number | null {
  if (!section || id === undefined) return null;
  const row = section.querySelector(`[role="row"][row-id="${CSS.escape(id)}"]`);
  return row ? row.getBoundingClientRect().top : null;
}

/**
 * Scrolls so the row is back at `top` (rows arrived or left above it). Near the end of the page there may
 * be too little below to scroll that far: room is made under the list (`--live-room`, until the next rows).
 */
export function keepPlace(section: HTMLElement | null, id: string, top: number | null): void {
  const now = placeOf(section, id);
  if (!section || top === null || now === null || Math.abs(now - top) < 1) return;
  const delta = now - top;
  const root = document.scrollingElement ?? document.documentElement;
  const below = root.scrollHeight - window.innerHeight - window.scrollY;
  if (delta > below) {
    const room = Number.parseFloat(section.style.getPropertyValue('--live-room')) || 0;
    section.style.setProperty('--live-room', `${room + delta - below}px`);
  }
  window.scrollBy({ top: delta, behavior: 'instant' });
}

/** The grid's live parts: its row classes, and the note column while a row that left the list stays. */
export function useLiveGrid<T>(props: DataGridProps<T>, rows: readonly T[]) {
  const live = useRef({ rowNote: props.rowNote, rowFlash: props.rowFlash });
  live.current = { rowNote: props.rowNote, rowFlash: props.rowFlash };
  const rowClassRules = useMemo(() => liveRowClasses(live), []);
  const noted = props.rowNote !== undefined && rows.some((row) => props.rowNote?.(row) !== undefined);
  const note = useMemo(() => (noted ? noteColumn(live) : null), [noted]);
  return { rowClassRules, note };
}

/** How long after new rows the focused row is held on its place while the grid draws them. */
const PLACE_KEPT_MS = 1_000;

/** Remembers where a row stands on screen before new rows are drawn, and scrolls it back there after. */
export function useKeptPlace(section: RefObject<HTMLElement | null>) {
  const place = useRef<{ id: string; top: number | null } | null>(null);
  return {
    remember: (id: string | undefined) => {
      place.current = id ? { id, top: placeOf(section.current, id) } : null;
      // The room made for the last rows goes unless these need it again (restore makes it anew).
      if (!place.current) section.current?.style.removeProperty('--live-room');
    },
    restore: () => {
      const kept = place.current;
      const element = section.current;
      if (!kept || !element) return;
      const again = () => keepPlace(section.current, kept.id, kept.top);
      again();
      // AG Grid draws new rows over the next frames: each time the list grows or shrinks meanwhile, the
      // row goes back to its place.
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(again);
      observer.observe(element);
      setTimeout(() => observer.disconnect(), PLACE_KEPT_MS);
    },
  };
}
