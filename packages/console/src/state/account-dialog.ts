import { signal } from '@preact/signals-react';

/** The account dialog the shell shows: the user menu and the palette open them. */
export type AccountDialog = 'sessions' | 'second-factor' | 'sign-in-policy';

export const accountDialog = signal<AccountDialog | null>(null);

export function openAccountDialog(which: AccountDialog): void {
  accountDialog.value = which;
}

export function closeAccountDialog(): void {
  accountDialog.value = null;
}
