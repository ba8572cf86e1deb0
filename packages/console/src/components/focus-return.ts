/**
 * Where focus goes back when a dialog closes: the control that opened it (a row's "Actions for …"
 * button), even when the dialog was opened from a menu that has since closed. A grid may have redrawn
 * that button meanwhile, so it is found again by its accessible name.
 */
let opener: { element: HTMLElement; name: string | null } | null = null;

export function noteOpener(element: Element | null): void {
  if (element instanceof HTMLElement && element !== document.body) {
    opener = { element, name: element.getAttribute('aria-label') };
  }
}

/** The element to refocus on close: the noted opener, else what had focus when the dialog opened. */
export function takeOpener(): HTMLElement | null {
  const noted = opener;
  opener = null;
  const active = document.activeElement;
  return noted?.element ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

export function restoreFocus(
  target: HTMLElement | null,
  name: string | null = target?.getAttribute('aria-label') ?? null,
): void {
  if (!target) return;
  if (target.isConnected) {
    target.focus();
    return;
  }
  if (!name) return;
  const again = [...document.querySelectorAll<HTMLElement>('[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === name,
  );
  again?.focus();
}
