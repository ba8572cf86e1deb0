import type { BackofficeClient } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { currentScreenId } from './scope';

/**
 * How old the figures on the current screen are, when the host read them from a replica that is behind
 * (its `x-data-age-seconds` header, docs/operations.md): the oldest answer since the screen was entered.
 */
export const dataAge = signal<{ screen: string | null; seconds: number } | null>(null);

/** A replica this far behind, or less, is not worth a word. */
export const DATA_AGE_SAID_AFTER_SECONDS = 5;

const watched = new WeakSet<object>();

export function watchDataAge(client: BackofficeClient): void {
  if (watched.has(client.raw)) return;
  watched.add(client.raw);
  client.raw.use({
    onResponse({ response }) {
      const header = response.headers.get('x-data-age-seconds');
      const seconds = header === null ? Number.NaN : Number(header);
      if (!Number.isFinite(seconds)) return undefined;
      const screen = currentScreenId.value;
      const now = dataAge.value;
      if (!now || now.screen !== screen || seconds > now.seconds) dataAge.value = { screen, seconds };
      return undefined;
    },
  });
}
