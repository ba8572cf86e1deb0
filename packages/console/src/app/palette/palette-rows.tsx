import { Command } from 'cmdk';
import { memo, type ReactNode } from 'react';
import { formatShortcut } from '../actions/shortcut';
import type { PaletteEntry } from './rank';
import { ROW_HEIGHT, type RowWindow, renderedRows } from './row-window';

/** The rendered row of a given index (rows carry their 1-based position as aria-posinset). */
export function rowElement(rows: Element | null, index: number): HTMLElement | null {
  return rows?.querySelector<HTMLElement>(`[cmdk-item][aria-posinset="${index + 1}"]`) ?? null;
}

/**
 * The rows of a window over `entries`, with a spacer for each run of rows left out, so the list scrolls
 * as if every row were there. Rows are keyed by index: a keystroke refills the slots in place (cheaper than
 * unmounting and mounting cmdk items), and scrolling by a row mounts one slot and unmounts one.
 */
export const PaletteRows = memo(function PaletteRows({
  entries,
  rowWindow,
  onSelect,
}: {
  entries: readonly PaletteEntry[];
  rowWindow: RowWindow;
  onSelect: (id: string) => void;
}) {
  const rows: ReactNode[] = [];
  let next = 0;
  let gaps = 0;
  for (const index of renderedRows(rowWindow)) {
    const entry = entries[index];
    if (!entry) continue;
    if (index > next) rows.push(<RowGap key={`gap-${gaps++}`} rows={index - next} />);
    rows.push(
      <PaletteRow key={index} entry={entry} index={index} count={entries.length} onSelect={onSelect} />,
    );
    next = index + 1;
  }
  if (entries.length > next) rows.push(<RowGap key={`gap-${gaps}`} rows={entries.length - next} />);
  return rows;
});

function RowGap({ rows }: { rows: number }) {
  return <div aria-hidden="true" style={{ height: rows * ROW_HEIGHT }} />;
}

/** One row slot; memoized, so a slot whose entry did not change costs nothing on a keystroke or scroll. */
const PaletteRow = memo(function PaletteRow({
  entry,
  index,
  count,
  onSelect,
}: {
  entry: PaletteEntry;
  index: number;
  count: number;
  onSelect: (id: string) => void;
}) {
  // cmdk selects by value, so a refilled slot is highlighted only if its value is.
  return (
    <Command.Item value={entry.id} onSelect={onSelect} aria-posinset={index + 1} aria-setsize={count}>
      <span className="palette-label">{entry.label}</span>
      <span className="palette-group">{entry.kind === 'player' ? entry.hint : entry.group}</span>
      {entry.shortcut ? <kbd>{formatShortcut(entry.shortcut)}</kbd> : null}
    </Command.Item>
  );
});
