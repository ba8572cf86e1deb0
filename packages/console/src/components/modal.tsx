import { type ReactNode, useEffect, useId, useRef } from 'react';
import { returnFocus, takeOpener } from './focus-return';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog named by its title, on the platform's `<dialog>.showModal()`: focus stays inside, the
 * page behind is inert, Esc closes it, and focus returns to the control that opened it.
 */
export function Modal({ title, onClose, children, wide }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
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
        'input:not([type="hidden"]), select, textarea, button:not(.modal-close)',
      );
    first?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      // After the dialog's removal, so the element it returns to is the live one.
      queueMicrotask(() => returnFocus(back, name));
    };
  }, []);
  return (
    <dialog
      ref={box}
      aria-labelledby={titleId}
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
