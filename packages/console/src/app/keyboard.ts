import { useEffect } from 'react';
import { paletteOpen } from '../state/palette';
import { sessionSignal } from '../state/session';
import { visibleActions } from './actions/all-actions';
import { formatShortcut, isEditableTarget, matchesShortcut } from './actions/shortcut';
import type { ActionContext, ActionDef } from './actions/types';
import { runAction } from './actions/use-action-context';
import { showErrorToast } from './errors';
import { shellActive } from './palette/palette-access';

/** What an open layer is in the DOM: a modal dialog (confirmations, forms, drawers, the palette) or a menu. */
const LAYER = 'dialog[open], [role="menu"]';

/**
 * The layer that owns the keys now, if one is open: the one holding focus (a modal dialog keeps focus
 * inside itself, so that is the topmost), else any open one (focus lost to <body> behind a dialog).
 * `owner` is the part whose record the layer shows (a drawer's `data-keys-owner`): its own shortcuts
 * apply inside it; nothing else does.
 */
export function openLayer(target: EventTarget | null): { owner: string | null } | null {
  const inside = target instanceof Element ? target.closest(LAYER) : null;
  const layer = inside ?? document.querySelector(LAYER);
  if (!layer && !paletteOpen.value) return null;
  return { owner: paletteOpen.value ? null : (layer?.getAttribute('data-keys-owner') ?? null) };
}

const HELP = 'shell.shortcuts';

/** Whether a shortcut may fire where the key was typed: the one rule for every non-Mod shortcut. */
function mayFire(action: ActionDef, shortcut: string, target: EventTarget | null): boolean {
  // Mod shortcuts (Ctrl/Cmd+K, Ctrl/Cmd+B …) are the frame's: they work anywhere, even while typing.
  if (shortcut.startsWith('Mod+')) return true;
  if (isEditableTarget(target)) return false;
  const layer = openLayer(target);
  if (!layer) return true;
  // Inside a dialog, a menu or the palette nothing else answers; inside a drawer (a record's view, not a
  // question) its own record actions do, and ? lists them.
  return layer.owner !== null && (action.id.startsWith(`${layer.owner}.`) || action.id === HELP);
}

/**
 * One keydown listener for every registered shortcut, and the one place that decides whether a key may
 * act (STYLE habit 12): the topmost open layer (dialog, drawer, menu, palette) owns the keys, so a key
 * typed inside a confirmation never reaches a screen's or a row's shortcut. Mod shortcuts work anywhere;
 * the others only outside text fields and outside any open layer (a drawer's own actions inside it).
 * None work on /login or without a login.
 */
export function useGlobalShortcuts(ctx: ActionContext): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || event.defaultPrevented || !shellActive(window.location.pathname)) return;
      const matching = visibleActions(sessionSignal.value?.permission).filter(
        (action) =>
          action.shortcut &&
          matchesShortcut(event, action.shortcut) &&
          mayFire(action, action.shortcut, event.target),
      );
      const action = matching[0];
      const shortcut = action?.shortcut;
      if (!action || !shortcut) return;
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
