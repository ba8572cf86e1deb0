import type { KeyboardEvent } from 'react';

/**
 * How the palette sits above the page. Over a record's or an action's modal dialog it must be modal too
 * (`showModal()`: the top layer, above that dialog). Otherwise it is shown non-modal (`show()`), a fixed
 * overlay above the page, holding focus itself: a modal dialog's close takes the document out of inert,
 * which restyles every element of the page (8-14 ms of the palette's Enter at 1x, docs/benchmarks.md).
 */
export type PaletteLayer = 'modal' | 'overlay';

const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Whether an open dialog is modal (in the top layer); an engine without `:modal` counts every open one. */
function isModal(dialog: Element): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}

/** Whether a modal dialog other than `self` is open. */
export function otherModalOpen(self: Element | null): boolean {
  return [...document.querySelectorAll('dialog[open]')].some((dialog) => dialog !== self && isModal(dialog));
}

/** Opens the palette's `<dialog>` modal above another modal dialog, else as an overlay; which one. */
export function openPaletteLayer(dialog: HTMLDialogElement): PaletteLayer {
  const layer: PaletteLayer = otherModalOpen(dialog) ? 'modal' : 'overlay';
  if (dialog.open) return layer;
  if (layer === 'modal' && typeof dialog.showModal === 'function') dialog.showModal();
  else if (layer === 'overlay' && typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  return layer;
}

/** Tab and Shift+Tab go round the palette's own stops, never to the page behind it. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
  const stops = [...container.querySelectorAll<HTMLElement>(TAB_STOPS)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const outside = !active || !container.contains(active);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey ? outside || active === first : outside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * While the palette is an overlay, focus that goes behind it (a screen's late arrival focus, a click on a
 * toast) comes back to `home`: the page behind is out of reach, as under a modal dialog. The stop.
 */
export function holdFocus(container: HTMLElement, home: () => HTMLElement | null): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Node && container.contains(target)) return;
    // A modal dialog opened meanwhile (above the palette) owns focus.
    if (target instanceof Element && target.closest('dialog[open]')) return;
    home()?.focus();
  };
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}
