import type { BackofficeClient, PermissionKey, SessionStore } from '@backoffice/sdk';
import type { Navigate } from '../errors';

export interface ActionContext {
  client: BackofficeClient;
  session: SessionStore;
  navigate: Navigate;
}

/** One command, declared once; the palette, row menus, toolbars and shortcuts all render from it. */
export interface ActionDef {
  id: string;
  label: string;
  keywords: readonly string[];
  /** e.g. 'Mod+B' (Ctrl on Windows/Linux, Cmd on macOS), '?', 'Mod+Shift+L'. */
  shortcut?: string;
  /** Any one of these keys allows the action; none means every logged-in user. */
  permission?: readonly PermissionKey[];
  /** Shown only while this holds (e.g. a player is selected). */
  when?: () => boolean;
  /** Operations the action calls: shown only when the host offers them all. */
  needs?: readonly string[];
  /** What a record's action acts on when no record is focused, for the ? list ('the highlighted row'). */
  acts?: string;
  /** What it does, said without a record (for the ? list when it does not apply to the focused one). */
  help?: string;
  run: (ctx: ActionContext) => void | Promise<void>;
}
