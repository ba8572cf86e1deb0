/**
 * The live event stream (live.events), read by the shared loop of event-stream.ts: reconnects with backoff
 * after a drop (or a `dropped` notice), sending the last id it saw as Last-Event-ID so the server replays
 * what was missed, from any instance.
 * Stops for good on 401/403 (a new login is needed, not a retry), on a host that does not offer it
 * (NotOfferedError), or on abort.
 */
import { toCamelKeys } from './case.js';
import type { BackofficeClient } from './client.js';
import { NotOfferedError } from './errors.js';
import { followEventStream, isFinal, type ServerSentEvent } from './event-stream.js';
import type { Schemas } from './index.js';

/** One committed change to a shared record (the `change` event), camelCased. */
export type LiveChange = Schemas['LiveChange'];
export type LiveHello = Schemas['LiveHello'];

/** `live`: the stream is open; `reconnecting`: it dropped and is retrying; `stopped`: for good. */
export type LiveStatus = 'live' | 'reconnecting' | 'stopped';

export interface LiveEventsOptions {
  /** Resume after this event id (a list loaded earlier); without it the stream starts at the newest. */
  lastEventId?: string;
  /** Aborting stops the stream and every pending retry. */
  signal: AbortSignal;
  /** First on every connect: the id the stream continues from. */
  onHello?: (hello: LiveHello) => void;
  onChange: (change: LiveChange) => void;
  /** The events since the reader's id are no longer kept: reload the lists (the stream goes on live). */
  onReload?: (reason: string) => void;
  /** `stopped` carries the error that ended it, if any. */
  onStatus?: (status: LiveStatus, error?: unknown) => void;
  /** Pauses between attempts after a drop (the last one repeats); reset once a stream opens. */
  backoffMs?: readonly number[];
  /** With nothing read for this long (the server pings every 15 s) the connection counts as dropped. */
  silenceMs?: number;
}

/**
 * Reads live.events until `signal` aborts, reconnecting with backoff and catching up through Last-Event-ID.
 * @example
 * const stop = new AbortController();
 * void readLiveEvents(client, { signal: stop.signal, onChange: (c) => c.kind === 'withdrawal' && patchRow(c) });
 */
export async function readLiveEvents(client: BackofficeClient, options: LiveEventsOptions): Promise<void> {
  const { onStatus } = options;
  let lastId = options.lastEventId;
  const take = (event: ServerSentEvent) => {
    if (event.id !== undefined && /^\d+$/.test(event.id)) lastId = event.id;
    if (event.event === 'change') options.onChange(toCamelKeys(JSON.parse(event.data)) as LiveChange);
    else if (event.event === 'hello') {
      onStatus?.('live');
      options.onHello?.(toCamelKeys(JSON.parse(event.data)) as LiveHello);
    } else if (event.event === 'reload') options.onReload?.(String(JSON.parse(event.data).reason ?? ''));
  };
  await followEventStream({
    signal: options.signal,
    open: (init) => client.live.events(undefined, init),
    lastId: () => lastId,
    take,
    backoffMs: options.backoffMs,
    silenceMs: options.silenceMs,
    // A host without live.events will not grow one: the caller falls back to polling.
    final: (error) => isFinal(error) || error instanceof NotOfferedError,
    onRetry: () => onStatus?.('reconnecting'),
    onStop: (error) => (error === undefined ? onStatus?.('stopped') : onStatus?.('stopped', error)),
  });
}
