/**
 * Where focus goes back when a dialog or a drawer closes: the record it acted on, in the list that shows
 * it (or, when that record has left the list, the record now in its place: the grid does that as its rows
 * change); else the control that opened it (a row's "Actions for …" button), even when the dialog was
 * opened from a menu that has since closed (a grid may have redrawn that button meanwhile, so it is found
 * again by its accessible name); else the list's last focused record; never <body>.
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
  const again = [...document.querySelectorAll<HTMLElement>('[aria-label]:not([inert] *)')].find(
    (element) => element.getAttribute('aria-label') === name,
  );
  again?.focus();
}

/** A list that can take focus back to one of its records (the kit's grid offers itself). */
export interface RecordHome {
  element: HTMLElement;
  /** Focuses the record's row when the list shows it (found by its id); false when it does not. */
  focusRecord: (record: unknown) => boolean;
  /** Focuses the row last focused in the list (or the one now in its place); false when there is none. */
  focusLast: () => boolean;
}

const homes = new Set<RecordHome>();

/** Offers a list as a place focus can return to; returns the withdrawal (call it on unmount). */
export function offerRecordHome(home: RecordHome): () => void {
  homes.add(home);
  return () => {
    homes.delete(home);
  };
}

/** The lists focus may go to now: in the document, and inside the dialog still open on top, if any. */
function reachableHomes(): RecordHome[] {
  const open = [...document.querySelectorAll('dialog[open]')];
  const top = open[open.length - 1];
  return [...homes].filter((home) => home.element.isConnected && (!top || top.contains(home.element)));
}

const onPage = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body;
};

/**
 * Focus after a dialog or drawer closed: where a work queue asked for instead (its next row), else
 * `record` (the one it acted on or showed) in its list, else the opener, else a list's last focused record, else <main>.
 */
export function returnFocus(back: HTMLElement | null, name: string | null, record?: unknown): void {
  const other = instead?.();
  instead = null;
  if (other?.isConnected) {
    other.focus();
    return;
  }
  const reachable = reachableHomes();
  if (record != null && reachable.some((home) => home.focusRecord(record))) return;
  restoreFocus(back, name);
  if (onPage()) return;
  if (reachable.some((home) => home.focusLast())) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}
