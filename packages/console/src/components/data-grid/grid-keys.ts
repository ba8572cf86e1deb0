import type { ActionDef } from '../../app/actions/types';

/** What a grid key acts on: the grid whose row has focus. */
export interface TriageTarget {
  /** Moves focus `step` rows down (up when negative), in the same column. */
  move: (step: number) => void;
  /** Selects the focused row, or unselects it. */
  toggle: () => void;
}

export interface GridKey {
  id: string;
  label: string;
  shortcut: string;
  run: (grid: TriageTarget) => void;
}

/** The triage keys, declared once: the key, what `?` says of it, what it does. */
export const TRIAGE_KEYS: readonly GridKey[] = [
  { id: 'grid.next', label: 'Next row', shortcut: 'J', run: (grid) => grid.move(1) },
  { id: 'grid.previous', label: 'Previous row', shortcut: 'K', run: (grid) => grid.move(-1) },
  {
    id: 'grid.select',
    label: 'Select or unselect the row (also Space)',
    shortcut: 'X',
    run: (grid) => grid.toggle(),
  },
];

/** The grid that holds focus now, if it triages: where the keys apply. */
let focused: { element: HTMLElement; target: TriageTarget } | null = null;

export function triageFocus(element: HTMLElement, target: TriageTarget): void {
  focused = { element, target };
}

/**
 * The screen's triage grid, wherever focus is on the screen (outside text fields and open layers, which
 * keyboard.ts keeps the keys from): J/K work after focus left the grid for a tab or a button.
 */
function current(): TriageTarget | null {
  return focused?.element.isConnected ? focused.target : null;
}

/** The keys as registry actions: shown by `?`, run by the one shortcut listener while a triage grid is on screen. */
export const TRIAGE_ACTIONS: readonly ActionDef[] = TRIAGE_KEYS.map((key) => ({
  id: key.id,
  label: key.label,
  keywords: ['row', 'triage'],
  shortcut: key.shortcut,
  when: () => current() !== null,
  run: () => {
    const target = current();
    if (target) key.run(target);
  },
}));
