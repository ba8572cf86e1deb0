import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { rowElement } from './palette-rows';
import { ROW_HEIGHT, rowWindow, startShowing, VISIBLE_ROWS } from './row-window';

/**
 * Windowing for the palette's rows: which rows to render for the list's scroll position, kept in step
 * with the list's scroll events. `listRef` goes on the scrolling `[cmdk-list]`, `rowsRef` on the element
 * holding the rows (the list's padding and the "Searching players…" line sit above it). `highlighted`
 * and `left` (the row the highlight just left, -1 for none) stay rendered wherever they are: cmdk
 * highlights the first DOM item when the item it shows highlighted unmounts.
 */
export function useRowWindow(query: string, count: number, highlighted: number, left: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  // The view's first row for a query: a new query starts at the top in the same render, because cmdk
  // highlights the first DOM row after a search and reports it through onValueChange.
  const [view, setView] = useState({ query, start: 0 });
  const start = view.query === query ? view.start : 0;
  // Forget the last query's view; set while rendering, so React renders again before committing, along
  // with the highlight's own reset for the new query (no extra commit).
  if (view.query !== query) setView({ query, start });
  const rendered = useMemo(
    () => rowWindow(count, start, [highlighted, left]),
    [count, start, highlighted, left],
  );
  const listedQuery = useRef(query);
  const revealHighlight = useRef(false);
  const shownAt = useRef(highlighted);

  useLayoutEffect(() => {
    if (listedQuery.current !== query && listRef.current) listRef.current.scrollTop = 0;
    listedQuery.current = query;
    // Rows that arrive above the highlighted one (requests awaiting approval) move it down: when it was
    // in view, it stays in view. `start` is still the view before the move, its first row maybe cut at
    // the top, so the view holds up to pageRows() + 1 rows.
    const was = shownAt.current;
    const moved = was !== highlighted && was >= start && was <= start + pageRows();
    if (revealHighlight.current || moved)
      rowElement(rowsRef.current, highlighted)?.scrollIntoView({ block: 'nearest' });
    revealHighlight.current = false;
    shownAt.current = highlighted;
  });

  /** Rows the list shows at once (happy-dom has no layout: VISIBLE_ROWS there). */
  function pageRows(): number {
    return Math.floor((listRef.current?.clientHeight ?? 0) / ROW_HEIGHT) || VISIBLE_ROWS;
  }

  return {
    listRef,
    rowsRef,
    rowWindow: rendered,
    pageRows,
    /** Follows the list's scroll position, re-rendering only when the first row in view changes. */
    onScroll() {
      const list = listRef.current;
      const rows = rowsRef.current;
      if (!list || !rows) return;
      const scrolledPast =
        list.getBoundingClientRect().top + list.clientTop - rows.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(scrolledPast / ROW_HEIGHT));
      setView((v) => (v.query === query && v.start === first ? v : { query, start: first }));
    },
    /** Renders the view around `row` now and scrolls `highlighted` into the list's view after the commit. */
    reveal(row: number) {
      setView({ query, start: startShowing(row, start, pageRows()) });
      revealHighlight.current = true;
    },
  };
}
