/**
 * The live event stream (live.events) read with fetch, so the token and key travel in headers. Built like
 * readChatEvents: parses text/event-stream, reconnects with backoff after a drop (or a `dropped` notice),
 * sending the last id it saw as Last-Event-ID so the server replays what was missed, from any instance.
 * Stops for good on 401/403 (a new login is needed, not a retry), on a host that does not offer it
 * (NotOfferedError), or on abort.
 */
import { toCamelKeys } from './case.js';
import {
  createEventStreamParser,
  DEFAULT_BACKOFF_MS,
  isFinal,
  pause,
  type ServerSentEvent,
} from './chat-stream.js';
import type { BackofficeClient } from './client.js';
import { NotOfferedError } from './errors.js';
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
  const { signal, onStatus } = options;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  let lastId = options.lastEventId;
  let failures = 0;
  const take = (event: ServerSentEvent) => {
    if (event.id !== undefined && /^\d+$/.test(event.id)) lastId = event.id;
    if (event.event === 'change') options.onChange(toCamelKeys(JSON.parse(event.data)) as LiveChange);
    else if (event.event === 'hello') {
      failures = 0;
      onStatus?.('live');
      options.onHello?.(toCamelKeys(JSON.parse(event.data)) as LiveHello);
    } else if (event.event === 'reload') options.onReload?.(String(JSON.parse(event.data).reason ?? ''));
  };
  while (!signal.aborted) {
    const attempt = new AbortController();
    const stopAttempt = () => attempt.abort();
    signal.addEventListener('abort', stopAttempt, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const resetWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stopAttempt, options.silenceMs ?? 45_000);
    };
    try {
      resetWatchdog();
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
      const response = (await client.live.events(undefined, {
        signal: attempt.signal,
        headers,
      })) as unknown as Response;
      if (!response.body) throw new Error('the event stream has no body');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parse = createEventStreamParser(take);
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        resetWatchdog();
        parse(value);
      }
    } catch (error) {
      // A host without live.events will not grow one: the caller falls back to polling.
      if (isFinal(error) || error instanceof NotOfferedError) {
        onStatus?.('stopped', error);
        return;
      }
      // Anything else (no answer, 5xx, a cut connection, silence, a `dropped` close) is worth another attempt.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stopAttempt);
    }
    if (signal.aborted) break;
    onStatus?.('reconnecting');
    const wait = backoff[Math.min(failures, backoff.length - 1)] ?? 30_000;
    failures += 1;
    await pause(wait, signal);
  }
  onStatus?.('stopped');
}
