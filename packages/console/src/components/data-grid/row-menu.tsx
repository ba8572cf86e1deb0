import { useEffect, useRef } from 'react';
import { noteOpener } from '../focus-return';
import type { RowMenuItem } from './types';

export interface RowMenuState<T> {
  row: T;
  rect: DOMRect;
  /** The row's "Actions for …" control: focus goes back there, also after a dialog the menu opened. */
  opener: HTMLElement | null;
}

/** A row's action menu, placed beside the row's button; Esc or a click outside closes it. */
export function RowMenu<T>({
  state,
  items,
  onClose,
}: {
  state: RowMenuState<T>;
  items: RowMenuItem[];
  onClose: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // An empty menu takes focus itself, so Escape still closes it.
    (root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]') ?? root.current)?.focus();
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [onClose]);

  const top = Math.min(state.rect.bottom + 4, window.innerHeight - 40 * items.length - 16);
  const left = Math.max(8, state.rect.right - 220);
  return (
    <div
      ref={root}
      role="menu"
      tabIndex={-1}
      aria-label="Row actions"
      className="menu row-menu"
      style={{ top, left }}
      onKeyDown={(event) => {
        const buttons = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        if (event.key === 'Escape') {
          onClose();
          state.opener?.focus();
        } else if (event.key === 'ArrowDown') buttons[(at + 1) % buttons.length]?.focus();
        else if (event.key === 'ArrowUp') buttons[(at - 1 + buttons.length) % buttons.length]?.focus();
        else return;
        event.preventDefault();
      }}
    >
      {items.length === 0 ? <p className="menu-empty">No actions available</p> : null}
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          data-action={item.id}
          data-dialog={item.opensDialog ? '' : undefined}
          onClick={() => {
            noteOpener(state.opener);
            onClose();
            item.run();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
