/** A palette row's height in px: `.palette [cmdk-item]` in palette.css sets the same. */
export const ROW_HEIGHT = 36;
/** Rows the list shows at once: its max-height (420px in palette.css) over ROW_HEIGHT, rounded up. */
export const VISIBLE_ROWS = 12;
/** Rows rendered above and below the view, so a short scroll or a step of the highlight shows no gap. */
export const OVERSCAN_ROWS = 4;

/**
 * The rows to render: `from` to `to` (exclusive) around the view whose first row is `start`, and the
 * rows to keep rendered wherever they are (`pinned`, outside that range, in order).
 */
export interface RowWindow {
  from: number;
  to: number;
  pinned: readonly number[];
}

/** The window over `count` rows for a view starting at row `start`, keeping the rows `keep` (-1: none). */
export function rowWindow(count: number, start: number, keep: readonly number[]): RowWindow {
  const from = Math.max(0, Math.min(start, count) - OVERSCAN_ROWS);
  const to = Math.min(count, start + VISIBLE_ROWS + OVERSCAN_ROWS);
  const pinned = [...new Set(keep)].filter((row) => row >= 0 && row < count && (row < from || row >= to));
  return { from, to, pinned: pinned.sort((a, b) => a - b) };
}

/** The row indexes a window renders, in list order. */
export function renderedRows({ from, to, pinned }: RowWindow): number[] {
  const range = Array.from({ length: Math.max(0, to - from) }, (_, at) => from + at);
  return [...pinned.filter((row) => row < from), ...range, ...pinned.filter((row) => row >= to)];
}

/** The first row of a `page`-row view that shows `row`, moving the view from `start` as little as can be. */
export function startShowing(row: number, start: number, page: number): number {
  if (row < start) return row;
  if (row >= start + page) return row - page + 1;
  return start;
}
