/** Where a closing dialog or drawer gives focus back in a grid: its record's row, else the row focused last. */
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef } from 'react';
import { offerRecordHome } from '../focus-return';

interface Home<T> {
  section: RefObject<HTMLElement | null>;
  api: RefObject<GridApi<T> | null>;
  /** The focused row (id, place) and column, kept by the grid. */
  lastFocus: RefObject<{ id: string; index: number; col: string } | null>;
  rowId: (row: T) => string;
  focusAt: (index: number, col?: string) => void;
}

/** Offers the grid as the home of its records (`focus-return.ts`) once the grid is ready. */
export function useRecordHome<T>(ready: boolean, home: Home<T>): void {
  // Read through refs: the screen passes new functions each render, and the offer stands for the grid's life.
  const latest = useRef(home);
  latest.current = home;
  useEffect(() => {
    const element = latest.current.section.current;
    if (!ready || !element) return;
    const focused = () => element.contains(document.activeElement);
    const { api, lastFocus } = latest.current;
    return offerRecordHome({
      element,
      focusRecord: (record) => {
        let id: string;
        try {
          id = latest.current.rowId(record as T);
        } catch {
          return false;
        }
        const index = api.current?.getRowNode(id)?.rowIndex;
        if (index == null) return false;
        latest.current.focusAt(index, lastFocus.current?.col);
        return focused();
      },
      focusLast: () => {
        const last = lastFocus.current;
        if (!last) return false;
        latest.current.focusAt(api.current?.getRowNode(last.id)?.rowIndex ?? last.index, last.col);
        return focused();
      },
    });
  }, [ready]);
}
