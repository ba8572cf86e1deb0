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
