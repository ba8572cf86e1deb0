import { effect, signal } from '@preact/signals-react';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'console_theme';

function initialTheme(): Theme {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const themeSignal = signal<Theme>(initialTheme());

effect(() => {
  const theme = themeSignal.value;
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  globalThis.localStorage?.setItem(STORAGE_KEY, theme);
});

export function toggleTheme(): void {
  themeSignal.value = themeSignal.value === 'dark' ? 'light' : 'dark';
}
