import { useEffect } from 'react';
import { paletteOpen } from '../state/palette';
import { sessionSignal } from '../state/session';
import { visibleActions } from './actions/all-actions';
import { isEditableTarget, matchesShortcut } from './actions/shortcut';
import type { ActionContext } from './actions/types';
import { runAction } from './actions/use-action-context';
import { shellActive } from './palette/palette-access';

/**
 * One keydown listener for every registered shortcut. Mod shortcuts (Ctrl/Cmd+K, Ctrl/Cmd+B …) work
 * anywhere, even while typing; the others only outside text fields and while no palette is open.
 * None work on /login or without a login.
 */
export function useGlobalShortcuts(ctx: ActionContext): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || event.defaultPrevented || !shellActive(window.location.pathname)) return;
      const typing = isEditableTarget(event.target);
      for (const action of visibleActions(sessionSignal.value?.permission)) {
        const shortcut = action.shortcut;
        if (!shortcut || !matchesShortcut(event, shortcut)) continue;
        const withMod = shortcut.startsWith('Mod+');
        if (!withMod && (typing || paletteOpen.value)) return;
        event.preventDefault();
        if (shortcut === 'Mod+K' && paletteOpen.value) paletteOpen.value = false;
        else runAction(action, ctx);
        return;
      }
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [ctx]);
}
