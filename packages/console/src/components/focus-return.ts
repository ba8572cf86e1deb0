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

let instead: (() => HTMLElement | null | undefined) | null = null;

/**
 * The dialog open now hands focus to what `find` gives as it closes, not to its opener: a work queue
 * whose action on a row is done moves on to the next row in one step.
 */
export function returnFocusInstead(find: () => HTMLElement | null | undefined): void {
  instead = find;
}

/** Where a closing dialog hands focus: the element asked for instead, if there is one, else `target`. */
export function returnFocus(target: HTMLElement | null, name: string | null): void {
  const other = instead?.();
  instead = null;
  if (other?.isConnected) other.focus();
  else restoreFocus(target, name);
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
