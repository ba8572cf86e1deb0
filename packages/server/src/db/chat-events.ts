/**
 * New chat messages and unread changes pushed to open consoles (the chat.events stream), one feed per
 * database. On PostgreSQL every instance publishes through NOTIFY and hears through LISTEN, so a message
 * written through one instance reaches the streams of all of them (the payload carries only the message id:
 * NOTIFY payloads stop at 8000 bytes; each instance reads the row once). PGlite runs in one process, so
 * its feed is an in-process emitter.
 */
import { EventEmitter } from 'node:events';
import { type ChatKind, type MessageRow, messageById } from './chat-message-rows.js';
import type { Db } from './db.js';
import { underlyingDb } from './instrumented-db.js';

/** What a write publishes: a new message, or a change of unread counts. */
export type PublishedChatEvent =
  | { kind: ChatKind; name: 'message'; message: MessageRow }
  | { kind: ChatKind; name: 'unread' };

/** What a stream hears: the published events, and `resync` after this instance's LISTEN came back. */
export type ChatEvent = PublishedChatEvent | { name: 'resync' };

type WireEvent = { kind: ChatKind; name: 'message'; message_id: number } | { kind: ChatKind; name: 'unread' };

const CHANNEL = 'chat_events';

interface Feed {
  emitter: EventEmitter;
  /** On PostgreSQL: LISTEN started (once per database handle). */
  listening?: Promise<unknown>;
}

const feeds = new WeakMap<Db, Feed>();

function feedOf(handle: Db): Feed {
  const db = underlyingDb(handle);
  let feed = feeds.get(db);
  if (!feed) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    feed = { emitter };
    feeds.set(db, feed);
  }
  return feed;
}

async function deliver(db: Db, feed: Feed, payload: string) {
  const wire = JSON.parse(payload) as WireEvent;
  if (wire.name === 'unread') {
    feed.emitter.emit('chat', wire);
    return;
  }
  const message = await messageById(db, wire.message_id);
  if (message) feed.emitter.emit('chat', { kind: wire.kind, name: 'message', message } satisfies ChatEvent);
}

/** Tells every open stream (in every instance on PostgreSQL). */
export async function publishChat(db: Db, event: PublishedChatEvent): Promise<void> {
  if (!db.notifications) {
    feedOf(db).emitter.emit('chat', event);
    return;
  }
  const wire: WireEvent =
    event.name === 'message'
      ? { kind: event.kind, name: 'message', message_id: event.message.message_id }
      : { kind: event.kind, name: 'unread' };
  await db.notifications.notify(CHANNEL, JSON.stringify(wire));
}

/** Hears every chat event of the database until the returned function is called. */
export async function subscribeChat(db: Db, listener: (event: ChatEvent) => void): Promise<() => void> {
  const feed = feedOf(db);
  const notifications = db.notifications;
  if (notifications) {
    feed.listening ??= notifications.listen(
      CHANNEL,
      (payload) => {
        deliver(db, feed, payload).catch(() => undefined);
      },
      () => feed.emitter.emit('chat', { name: 'resync' } satisfies ChatEvent),
    );
    await feed.listening;
  }
  feed.emitter.on('chat', listener);
  return () => feed.emitter.off('chat', listener);
}
