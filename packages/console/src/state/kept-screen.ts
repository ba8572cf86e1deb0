import { createContext, useContext } from 'react';

/**
 * A screen the shell keeps mounted while another is shown (app/layout/kept-screens.tsx), so going back to
 * it is showing, not building. Hidden, it answers nothing: its reads wait for it to be shown, its polls skip,
 * its actions stay out of the palette and the shortcuts. Shown again, the parts that waited catch up.
 */
export interface KeptScreen {
  /** Whether the screen is the one shown now. */
  shown(): boolean;
  /** Calls `listener` each time the screen is shown again (after the shell has entered it); the stop. */
  onShown(listener: () => void): () => void;
}

/** A screen rendered outside the kept outlet (a component test, the login page): always shown. */
const ALWAYS_SHOWN: KeptScreen = { shown: () => true, onShown: () => () => {} };

export const KeptScreenContext = createContext<KeptScreen>(ALWAYS_SHOWN);

/** The kept screen the caller is part of. */
export function useKeptScreen(): KeptScreen {
  return useContext(KeptScreenContext);
}

/**
 * A kept screen's own handle for the outlet: `shown` asks the URL (so it is right at any moment, also
 * between a navigation and its render); the outlet calls `showing` once the shell has entered the screen again.
 */
export function keptScreenHandle(shown: () => boolean): KeptScreen & { showing(): void } {
  const listeners = new Set<() => void>();
  return {
    shown,
    onShown(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    showing() {
      for (const listener of [...listeners]) listener();
    },
  };
}
