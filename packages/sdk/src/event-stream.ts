/**
 * What the SDK's event streams (chat.events, live.events) share: the text/event-stream parser, and the
 * reading loop over fetch (credentials in headers: EventSource cannot set them, and a credential in a URL
 * leaks into logs and history) that reconnects with backoff after a drop, sends the last id it saw as
 * Last-Event-ID so the server replays what was missed, counts a silent connection as dropped, and stops for
 * good on an error the caller calls final (401/403 at least) or on abort.
 */
import { ForbiddenError, SessionExpiredError, UnauthorizedError } from './errors.js';

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

export interface FollowOptions {
  /** Aborting stops the stream and every pending retry. */
  signal: AbortSignal;
  /** Opens one attempt (the operation's call, answered raw). */
  open: (init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<unknown>;
  /** The id to resume after, read before each attempt. */
  lastId: () => string | undefined;
  /** Each parsed event. */
  take: (event: ServerSentEvent) => void;
  /** Pauses between attempts after a drop (the last one repeats); reset once a stream opens. */
  backoffMs?: readonly number[];
  /** With nothing read for this long the connection counts as dropped. */
  silenceMs?: number;
  /** An error that ends the stream for good (else another attempt follows). */
  final: (error: unknown) => boolean;
  /** Before each attempt (how many failed in a row), at an attempt's first bytes, before a retry's pause. */
  onAttempt?: (failures: number) => void;
  onOpen?: () => void;
  onRetry?: () => void;
  /** The end: the final error, if one ended it. */
  onStop: (error?: unknown) => void;
}

/** Reads an event stream until `signal` aborts or a final error, reconnecting in between. */
export async function followEventStream(options: FollowOptions): Promise<void> {
  const { signal } = options;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  let failures = 0;
  while (!signal.aborted) {
    options.onAttempt?.(failures);
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
      const lastId = options.lastId();
      if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
      const response = (await options.open({ signal: attempt.signal, headers })) as Response;
      if (!response.body) throw new Error('the event stream has no body');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parse = createEventStreamParser(options.take);
      let opened = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        resetWatchdog();
        if (!opened) {
          opened = true;
          failures = 0;
          options.onOpen?.();
        }
        parse(value);
      }
    } catch (error) {
      if (options.final(error)) {
        options.onStop(error);
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
    options.onRetry?.();
    await pause(wait, signal);
  }
  options.onStop();
}
