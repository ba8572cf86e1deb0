import type { BackofficeClient } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/**
 * Requests of this console to the host that have not answered yet (headers not in). The shell starts its
 * watchers once the first screen's own requests have answered: a browser sends six requests at a time to
 * one host, and eight watcher reads sent first made the sign-in's own reads wait behind them.
 */
export const requestsInFlight = signal(0);

const counted = new WeakSet<object>();

export function countRequests(client: BackofficeClient): void {
  if (counted.has(client.raw)) return;
  counted.add(client.raw);
  client.raw.use({
    onRequest() {
      requestsInFlight.value += 1;
      return undefined;
    },
    // Added last, so it runs first among the answers' middleware (before any that throws an ApiError).
    onResponse() {
      requestsInFlight.value = Math.max(0, requestsInFlight.value - 1);
      return undefined;
    },
    onError() {
      requestsInFlight.value = Math.max(0, requestsInFlight.value - 1);
      return undefined;
    },
  });
}
