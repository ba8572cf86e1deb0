import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { SCREENS } from '../../screens/registry';
import { aliasPath } from '../../screens/resolve-path';
import { titleText } from '../../screens/titles';
import { approvableRequests } from '../../state/approvals';
import { hostSignal, notOffered } from '../../state/host';
import { savedViews } from '../../state/saved-views';
import { screenActions } from '../../state/scope';
import { sessionSignal } from '../../state/session';
import { visibleActions } from '../actions/all-actions';
import { holdsAny } from '../permissions';
import type { PaletteEntry } from './rank';

/** Every screen the user may open (both path spellings as keywords) and every runnable action. */
export function usePaletteEntries(open: boolean): PaletteEntry[] {
  useSignals();
  const held = sessionSignal.value?.permission;
  // A screen registers its actions when its lazy chunk has loaded, maybe while the palette is open.
  const scope = screenActions.value;
  // Requests awaiting approval arrive as the live stream reports them, each its own entry, also while it is open.
  const approvable = approvableRequests.value;
  // Saved views load once per login, maybe while it is open; each is an entry.
  const views = savedViews.value;
  // An operation withdrawn at run time takes its screens and actions out.
  const host = hostSignal.value;
  // `when` reads signals (e.g. the selected player), so the list is rebuilt each time it opens.
  return useMemo(() => {
    const screens: PaletteEntry[] = SCREENS.filter(
      (s) => holdsAny(held, s.permission) && notOffered(s.needs).length === 0,
    ).map((s) => ({
      id: `screen:${s.id}`,
      kind: 'screen',
      label: titleText(s.titleKey),
      group: s.group ?? 'Go to',
      keywords: [s.path, ...s.aliases.map(aliasPath), s.group ?? '', 'go to', 'open', ...(s.keywords ?? [])],
      hint: s.path,
    }));
    const actions: PaletteEntry[] = visibleActions(held).map((a) => ({
      id: `action:${a.id}`,
      kind: 'action',
      label: a.label,
      group: 'Actions',
      keywords: a.keywords,
      shortcut: a.shortcut,
    }));
    return [...screens, ...actions];
  }, [held, open, scope, approvable, views, host]);
}
