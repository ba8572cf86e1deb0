/**
 * The chat event stream (chat.events), read by the shared loop of event-stream.ts: reconnects with backoff
 * after a drop and sends the last message id it saw as Last-Event-ID so the server replays what was missed.
 * Stops for good on 401/403 (a new login is needed, not a retry) or on abort.
 */
import { toCamelKeys } from './case.js';
import type { BackofficeClient } from './client.js';
import { followEventStream, isFinal, type ServerSentEvent } from './event-stream.js';
import type { Schemas } from './index.js';

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

/**
 * Reads chat.events until `signal` aborts, reconnecting with backoff and catching up through Last-Event-ID.
 * @example
 * const stop = new AbortController();
 * void readChatEvents(client, { signal: stop.signal, onEvent: (e) => e.name === 'unread' && setBadge(e.counts.total) });
 */
export async function readChatEvents(client: BackofficeClient, options: ChatStreamOptions): Promise<void> {
  const { signal, onEvent, onStatus } = options;
  let lastId: number | undefined;
  const take = (event: ServerSentEvent) => {
    const id = event.id === undefined ? Number.NaN : Number(event.id);
    if (Number.isFinite(id)) lastId = Math.max(lastId ?? 0, id);
    if (event.event === 'message') {
      onEvent({ name: 'message', message: toCamelKeys(JSON.parse(event.data)) as Schemas['MessageRow'] });
    } else if (event.event === 'unread') {
      onEvent({ name: 'unread', counts: toCamelKeys(JSON.parse(event.data)) as Schemas['ChatUnreadCounts'] });
    }
  };
  await followEventStream({
    signal,
    open: (init) => client.chat.events(undefined, init),
    lastId: () => (lastId === undefined ? undefined : String(lastId)),
    take,
    backoffMs: options.backoffMs,
    silenceMs: options.silenceMs,
    final: isFinal,
    onAttempt: (failures) => onStatus?.(failures === 0 ? 'connecting' : 'retrying'),
    onOpen: () => onStatus?.('open'),
    onRetry: () => onStatus?.('retrying'),
    onStop: (error) => (error === undefined ? onStatus?.('stopped') : onStatus?.('stopped', error)),
  });
}
