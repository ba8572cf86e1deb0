/** Shortcuts are written 'Mod+K', 'Mod+Shift+L' or '?'; Mod is Cmd on macOS and Ctrl elsewhere. */
export function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');
}

interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchesShortcut(event: KeyLike, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts[parts.length - 1] ?? '';
  const wantsMod = parts.includes('Mod');
  const wantsShift = parts.includes('Shift');
  const wantsAlt = parts.includes('Alt');
  const mod = event.ctrlKey || event.metaKey;
  if (key === '?') return event.key === '?' && !mod && !event.altKey;
  return (
    mod === wantsMod &&
    event.altKey === wantsAlt &&
    event.shiftKey === wantsShift &&
    // `code` too: with Alt held, macOS reports another character as `key` (Alt+W gives '∑').
    (event.key.toLowerCase() === key.toLowerCase() || event.code === `Key${key.toUpperCase()}`)
  );
}

/** 'Mod+B' -> 'Ctrl+B' (or '⌘B' on macOS). */
export function formatShortcut(shortcut: string, mac = isMac()): string {
  if (mac) return shortcut.replace('Mod+', '⌘').replace('Shift+', '⇧').replace('Alt+', '⌥');
  return shortcut.replace('Mod+', 'Ctrl+');
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Shortcuts that more than one of these (visible) actions answer to: each is a clash. */
export function shortcutClashes(actions: readonly { id: string; shortcut?: string }[]): string[] {
  const byKey = new Map<string, string[]>();
  for (const action of actions) {
    if (!action.shortcut) continue;
    const key = action.shortcut.toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), action.id]);
  }
  return [...byKey.entries()]
    .filter(([, ids]) => ids.length > 1)
    .map(([key, ids]) => `${key}: ${ids.join(', ')}`);
}
