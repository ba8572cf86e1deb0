import type { PermissionKey } from '@backoffice/sdk';
import { SCREENS } from '../../screens/registry';
import type { ScreenDef, ScreenGroup } from '../../screens/screen-types';
import { notOffered } from '../../state/host';
import { holdsAny } from '../permissions';

export type NavNode =
  | { kind: 'item'; screen: ScreenDef }
  | { kind: 'group'; name: ScreenGroup; screens: ScreenDef[] };

/**
 * The sidebar in the spec's order: single items and groups, only what the user holds a key for and the
 * host offers.
 */
export function navModel(held: readonly PermissionKey[] | undefined): NavNode[] {
  const nodes: NavNode[] = [];
  const groups = new Map<ScreenGroup, ScreenDef[]>();
  for (const screen of SCREENS) {
    if (!holdsAny(held, screen.permission) || notOffered(screen.needs).length > 0) continue;
    if (screen.group === null) {
      nodes.push({ kind: 'item', screen });
      continue;
    }
    const existing = groups.get(screen.group);
    if (existing) existing.push(screen);
    else {
      const screens = [screen];
      groups.set(screen.group, screens);
      nodes.push({ kind: 'group', name: screen.group, screens });
    }
  }
  return nodes;
}
