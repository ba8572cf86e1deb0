import { useEffect } from 'react';
import { paletteOpen } from '../state/palette';
import { sessionSignal } from '../state/session';
import { visibleActions } from './actions/all-actions';
import { formatShortcut, isEditableTarget, matchesShortcut } from './actions/shortcut';
import type { ActionContext } from './actions/types';
import { runAction } from './actions/use-action-context';
import { showErrorToast } from './errors';
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
      const matching = visibleActions(sessionSignal.value?.permission).filter(
        (action) => action.shortcut && matchesShortcut(event, action.shortcut),
      );
      const action = matching[0];
      const shortcut = action?.shortcut;
      if (!action || !shortcut) return;
      if (!shortcut.startsWith('Mod+') && (typing || paletteOpen.value)) return;
      event.preventDefault();
      // Two commands on one key in one scope: refuse to guess (a test keeps the registry free of them).
      if (matching.length > 1)
        showErrorToast(`${formatShortcut(shortcut)} matches ${matching.length} commands`);
      else if (shortcut === 'Mod+K' && paletteOpen.value) paletteOpen.value = false;
      else runAction(action, ctx);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [ctx]);
}
