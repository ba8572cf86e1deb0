import { useState } from 'react';
import type { GridColumn } from './types';

interface Props<T> {
  columns: readonly GridColumn<T>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}

/** Show or hide columns; at least one stays visible. */
export function ColumnChooser<T>({ columns, hidden, onChange }: Props<T>) {
  const [open, setOpen] = useState(false);
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
          className="menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <legend>Visible columns</legend>
          {columns.map((column) => (
            <label key={column.field}>
              <input
                type="checkbox"
                checked={!hidden.has(column.field)}
                onChange={(event) => toggle(column.field, event.currentTarget.checked)}
              />
              {column.header}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
