import { useLayoutEffect, useRef, useState } from 'react';
import type { GridColumn } from './types';

interface Props<T> {
  columns: readonly GridColumn<T>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  /** Moves a column one place left (-1) or right (1): the keyboard's way of dragging its header. */
  onMove: (field: string, step: -1 | 1) => void;
}

/** Show or hide columns (at least one stays visible) and move them, in the grid's order. */
export function ColumnChooser<T>({ columns, hidden, onChange, onMove }: Props<T>) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLFieldSetElement>(null);
  // React moves a column's row to its new place; the moved button loses focus on the way: given back.
  const pressed = useRef<string | null>(null);
  useLayoutEffect(() => {
    const label = pressed.current;
    pressed.current = null;
    if (label) menu.current?.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)?.focus();
  }, [columns]);
  function move(column: GridColumn<T>, step: -1 | 1, label: string) {
    pressed.current = label;
    onMove(column.field, step);
  }
  function toggle(field: string, visible: boolean) {
    const next = new Set(hidden);
    if (visible) next.delete(field);
    else if (columns.length - next.size > 1) next.add(field);
    onChange(next);
  }
  return (
    <div className="column-chooser">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open ? (
        <fieldset
          ref={menu}
          className="menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <legend>Visible columns, in order</legend>
          {columns.map((column, index) => (
            <div key={column.field} className="column-choice">
              <label>
                <input
                  type="checkbox"
                  checked={!hidden.has(column.field)}
                  onChange={(event) => toggle(column.field, event.currentTarget.checked)}
                />
                {column.header}
              </label>
              {/* Disabled at the ends, yet still focusable: focus stays on the button just pressed. */}
              <button
                type="button"
                aria-label={`Move ${column.header} left`}
                title="Move left"
                aria-disabled={index === 0 || undefined}
                onClick={(event) => index > 0 && move(column, -1, event.currentTarget.ariaLabel ?? '')}
              >
                ←
              </button>
              <button
                type="button"
                aria-label={`Move ${column.header} right`}
                title="Move right"
                aria-disabled={index === columns.length - 1 || undefined}
                onClick={(event) =>
                  index < columns.length - 1 && move(column, 1, event.currentTarget.ariaLabel ?? '')
                }
              >
                →
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
