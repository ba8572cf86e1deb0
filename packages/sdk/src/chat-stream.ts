/**
 * The chat event stream (chat.events) read with fetch, so the token and key travel in headers (EventSource
 * cannot set them, and a credential in a URL leaks into logs and history). Parses text/event-stream,
 * reconnects with backoff after a drop, and sends the last id it saw as Last-Event-ID so the server
 * replays what was missed. Stops for good on 401/403 (a new login is needed, not a retry) or on abort.
 */
import { toCamelKeys } from './case.js';
import type { BackofficeClient } from './client.js';
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './errors.js';
import type { Schemas } from './index.js';

/** One parsed server-sent event. */
export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** Feeds text chunks in, calls `onEvent` per complete event; `: comment` lines (heartbeats) are skipped. */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let current: { id: string | undefined; event: string; data: string[] } = {
    id: undefined,
    event: '',
    data: [],
  };
  const dispatch = () => {
    if (current.data.length > 0 || current.event) {
      onEvent({ id: current.id, event: current.event || 'message', data: current.data.join('\n') });
    }
    current = { id: undefined, event: '', data: [] };
  };
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        dispatch();
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') current.data.push(value);
      else if (field === 'event') current.event = value;
      else if (field === 'id') current.id = value;
    }
  };
}

export type ChatStreamEvent =
  | { name: 'message'; message: Schemas['MessageRow'] }
  | { name: 'unread'; counts: Schemas['ChatUnreadCounts'] };

export type ChatStreamStatus = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface ChatStreamOptions {
  onEvent: (event: ChatStreamEvent) => void;
  /** Connection state, for a "reconnecting…" hint; `stopped` carries the error that ended it, if any. */
  onStatus?: (status: ChatStreamStatus, error?: unknown) => void;
  /** Pauses between attempts after a drop (the last one repeats); reset once a stream opens. */
  backoffMs?: readonly number[];
  /** Aborting stops the stream and every pending retry. */
  signal: AbortSignal;
  /** With nothing read for this long (the server pings every 15 s) the connection counts as dropped. */
  silenceMs?: number;
}

export const DEFAULT_BACKOFF_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/** A 401/403 (or an expired session) ends an event stream for good: a new login is needed, not a retry. */
export function isFinal(error: unknown): boolean {
  return (
    error instanceof UnauthorizedError ||
    error instanceof ForbiddenError ||
    error instanceof SessionExpiredError
  );
}

/** Waits `ms`, or less when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Reads chat.events until `signal` aborts, reconnecting with backoff and catching up through Last-Event-ID.
 * @example
 * const stop = new AbortController();
 * void readChatEvents(client, { signal: stop.signal, onEvent: (e) => e.name === 'unread' && setBadge(e.counts.total) });
 */
export async function readChatEvents(client: BackofficeClient, options: ChatStreamOptions): Promise<void> {
  const { signal, onEvent, onStatus } = options;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  let lastId: number | undefined;
  let failures = 0;
  const take = (event: ServerSentEvent) => {
    const id = event.id === undefined ? Number.NaN : Number(event.id);
    if (Number.isFinite(id)) lastId = Math.max(lastId ?? 0, id);
    if (event.event === 'message') {
      onEvent({ name: 'message', message: toCamelKeys(JSON.parse(event.data)) as Schemas['MessageRow'] });
    } else if (event.event === 'unread') {
      onEvent({ name: 'unread', counts: toCamelKeys(JSON.parse(event.data)) as Schemas['ChatUnreadCounts'] });
    }
  };
  while (!signal.aborted) {
    onStatus?.(failures === 0 ? 'connecting' : 'retrying');
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
      if (lastId !== undefined) headers['Last-Event-ID'] = String(lastId);
      const response = (await client.chat.events(undefined, {
        signal: attempt.signal,
        headers,
      })) as unknown as Response;
      if (!response.body) throw new Error('the event stream has no body');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parse = createEventStreamParser(take);
      let opened = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        resetWatchdog();
        if (!opened) {
          opened = true;
          failures = 0;
          onStatus?.('open');
        }
        parse(value);
      }
    } catch (error) {
      if (isFinal(error)) {
        onStatus?.('stopped', error);
        return;
      }
      // Anything else (no answer, 5xx, a cut connection, silence) is worth another attempt.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stopAttempt);
    }
    if (signal.aborted) break;
    const wait = backoff[Math.min(failures, backoff.length - 1)] ?? 30_000;
    failures += 1;
    onStatus?.('retrying');
    await pause(wait, signal);
  }
  onStatus?.('stopped');
}
