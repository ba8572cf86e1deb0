import { signal } from '@preact/signals-react';

/** The "Keyboard shortcuts" dialog (?) is open. */
export const shortcutHelpOpen = signal(false);

export function openShortcutHelp(): void {
  shortcutHelpOpen.value = true;
}

export function closeShortcutHelp(): void {
  shortcutHelpOpen.value = false;
}
