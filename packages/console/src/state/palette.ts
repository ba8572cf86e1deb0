import { signal } from '@preact/signals-react';

export const paletteOpen = signal(false);
/** The text the palette opens with ('?' opens the shortcut list). */
export const paletteSeed = signal('');

export function openPalette(seed = ''): void {
  paletteSeed.value = seed;
  paletteOpen.value = true;
}

export function closePalette(): void {
  paletteOpen.value = false;
}

/**
 * The screen whose palette row has stayed highlighted a moment (its id): the shell draws it hidden ahead
 * of Enter (its chunk and first page fetched, its grid built), so Enter only shows it.
 */
export const screenAhead = signal<string | null>(null);
