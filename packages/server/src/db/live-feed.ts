/**
 * Wakes the live.events streams of this instance when the outbox grows, and reads each new row once for
 * all of them. The outbox's commit trigger sends NOTIFY (delivered on commit; the payload is empty, the rows
 * are read from the outbox, so every instance serves the same ids). On PostgreSQL this instance hears it
 * through its one LISTEN connection, from every instance. PGlite runs in one process: its adapter hears the
 * NOTIFY in the answer of the statement that commits (`Db.localNotices`), so a request that wrote no event
 * costs the feed nothing; a slow tick there is the safety net.
 */
import { EventEmitter } from 'node:events';
import { type Db, schemaChannel } from './db.js';
import { underlyingDb } from './instrumented-db.js';
import { type OutboxRow, outboxAfter, outboxBounds } from './live-outbox.js';

const CHANNEL = 'live_events';
/** Rows read per round from the outbox. */
const PAGE = 500;
/** PGlite only: how often the feed looks for changes nobody woke it for (a notice missed: none known). */
const TICK_MS = 2000;
/** After a failed read (the database away), the feed reads again from where it was. */
const RETRY_MS = 1000;

/** What a stream hears: the new rows, in id order (each read once for every stream of the instance). */
export type FeedEvent = { name: 'rows'; rows: OutboxRow[] };

interface Feed {
  emitter: EventEmitter;
  /** The newest id read and handed out. */
  head: number;
  /** One read round at a time; a wake during it asks for another round. */
  reading: Promise<void> | undefined;
  again: boolean;
  start?: Promise<void>;
  stopListening?: () => Promise<void>;
  tick?: NodeJS.Timeout;
}

const feeds = new WeakMap<Db, Feed>();

function feedOf(handle: Db): Feed {
  const db = underlyingDb(handle);
  let feed = feeds.get(db);
  if (!feed) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    feed = { emitter, head: 0, reading: undefined, again: false };
    feeds.set(db, feed);
  }
  return feed;
}

async function readNew(db: Db, feed: Feed): Promise<void> {
  for (;;) {
    const rows = await outboxAfter(db, feed.head, PAGE);
    if (rows.length === 0) return;
    feed.head = rows[rows.length - 1]?.id ?? feed.head;
    feed.emitter.emit('live', { name: 'rows', rows } satisfies FeedEvent);
    if (rows.length < PAGE) return;
  }
}

function wake(db: Db, feed: Feed): void {
  if (feed.emitter.listenerCount('live') === 0) return;
  if (feed.reading) {
    feed.again = true;
    return;
  }
  feed.reading = readNew(db, feed)
    .catch(() => {
      // The head stays at the last row handed out: the next round reads what this one could not.
      setTimeout(() => wake(db, feed), RETRY_MS).unref();
    })
    .finally(() => {
      feed.reading = undefined;
      if (feed.again) {
        feed.again = false;
        wake(db, feed);
      }
    });
}

async function startFeed(db: Db, feed: Feed): Promise<void> {
  feed.head = (await outboxBounds(db)).newest;
  const notifications = db.notifications;
  if (notifications) {
    feed.stopListening = await notifications.listen(
      CHANNEL,
      () => wake(db, feed),
      // What was committed while LISTEN was down is still in the outbox, after the head.
      () => wake(db, feed),
    );
  } else {
    const local = underlyingDb(db).localNotices;
    if (local) feed.stopListening = await local.listen(schemaChannel(CHANNEL), () => wake(db, feed));
    feed.tick = setInterval(() => wake(db, feed), TICK_MS);
    feed.tick.unref();
  }
}

/**
 * Hears every new outbox row of the database until the returned function is called. Returns the newest id
 * the feed had read when the listener joined: rows above it reach the listener.
 */
export async function subscribeLive(
  db: Db,
  listener: (event: FeedEvent) => void,
): Promise<{ head: number; unsubscribe: () => void }> {
  const feed = feedOf(db);
  feed.start ??= startFeed(db, feed).catch((error) => {
    feed.start = undefined;
    throw error;
  });
  await feed.start;
  feed.emitter.on('live', listener);
  const head = feed.head;
  // A commit between the feed's start and its LISTEN, or one whose wake came with no stream listening, is
  // read now rather than at the next change.
  wake(db, feed);
  return {
    head,
    unsubscribe: () => {
      feed.emitter.off('live', listener);
      if (feed.emitter.listenerCount('live') > 0) return;
      // The last stream left: stop listening until the next one opens.
      if (feed.tick) clearInterval(feed.tick);
      const stop = feed.stopListening;
      feed.start = undefined;
      feed.tick = undefined;
      feed.stopListening = undefined;
      stop?.().catch(() => undefined);
    },
  };
}
