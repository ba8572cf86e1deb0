import { type ReactNode, useEffect, useId, useRef } from 'react';
import { returnFocus, takeOpener } from './focus-return';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** The record the dialog acts on or shows: focus returns to it in its list when the dialog closes. */
  record?: unknown;
  /** The part whose record actions answer their shortcuts inside the dialog (a drawer's); none by default. */
  keysOwner?: string;
}

/**
 * A modal dialog named by its title, on the platform's `<dialog>.showModal()`: focus stays inside, the
 * page behind is inert, Esc closes it, and focus returns to the record it acted on (in its list), else
 * to the control that opened it (`focus-return.ts`).
 */
export function Modal({ title, onClose, children, wide, record, keysOwner }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const shown = useRef(record);
  shown.current = record;
  useEffect(() => {
    const dialog = box.current;
    const back = takeOpener();
    const name = back?.getAttribute('aria-label') ?? null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(
        // Not a roving tab stop's resting members (tabindex -1): the selected tab, not the first one.
        'input:not([type="hidden"]), select, textarea, button:not(.modal-close):not([tabindex="-1"])',
      );
    // Nothing to focus yet (a drawer still loading its record): the dialog itself, so Esc closes it.
    (first ?? dialog)?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      // After the dialog's removal, so the element it returns to is the live one.
      queueMicrotask(() => returnFocus(back, name, shown.current));
    };
  }, []);
  return (
    <dialog
      ref={box}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-keys-owner={keysOwner}
      className={wide ? 'modal modal-wide' : 'modal'}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close.current();
        }
      }}
      onMouseDown={(event) => {
        // A click on the backdrop lands on the <dialog> itself: a mouse shortcut for Cancel.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <header className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="modal-close icon-button"
          aria-label="Close"
          onClick={() => close.current()}
        >
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
}
