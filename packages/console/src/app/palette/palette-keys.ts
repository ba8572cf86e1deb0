/** The parts of a keydown the palette's navigation reads. */
export interface NavigationKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Where a key moves the highlight from row `at` of `count`, or undefined for a key that does not move it.
 * Mirrors cmdk 1.1's bindings, stopping at either end: ArrowDown/Up, vim-style Ctrl+N/J down and
 * Ctrl+P/K up (Ctrl+K reaches the palette only where the global Mod+K shortcut does not close it first),
 * Meta+Arrow to the last/first row, Home/End (Alt+Arrow jumps between cmdk groups; the palette has none,
 * so it moves one row). Adds PageDown/PageUp by `page` rows.
 */
export function highlightAfterKey(
  { key, ctrlKey, metaKey }: NavigationKey,
  at: number,
  count: number,
  page: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  if (key === 'ArrowDown' || (ctrlKey && (key === 'n' || key === 'j')))
    return metaKey ? last : Math.min(at + 1, last);
  if (key === 'ArrowUp' || (ctrlKey && (key === 'p' || key === 'k')))
    return metaKey ? 0 : Math.max(at - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'PageDown') return Math.min(at + page, last);
  if (key === 'PageUp') return Math.max(at - page, 0);
  return undefined;
}
