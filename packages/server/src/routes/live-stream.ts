/**
 * One live.events stream: `hello` with the id it continues from, then what the reader missed since its
 * Last-Event-ID (read from the outbox), then every new change it may see, in id order, each once. A
 * Last-Event-ID the outbox no longer holds gets `reload`; a reader that leaves more than the buffer unread
 * gets `dropped` and is closed. Every step runs in order on one queue.
 */
import { PassThrough } from 'node:stream';
import type { Db } from '../db/db.js';
import { type FeedEvent, subscribeLive } from '../db/live-feed.js';
import { type OutboxRow, outboxAfter, outboxBounds } from '../db/live-outbox.js';
import type { Staff } from '../http/handler.js';
import { mayReceive } from './live-audience.js';

const HEARTBEAT_MS = 15_000;
/** How long a reader waits before reconnecting (the hello's retry_ms and the stream's `retry:`). */
const RETRY_MS = 2000;
/** Rows read per round of a catch-up. */
const PAGE = 500;

export interface LiveStreamOptions {
  db: Db;
  staff: Staff;
  /** The Last-Event-ID the reader sent, if any. */
  lastSeen: number | undefined;
  /** Unread bytes past which the reader is dropped. */
  bufferBytes: number;
}

/** The change event's data line, made once per row however many streams send it. */
const changeLines = new WeakMap<OutboxRow, string>();

function changeLine(row: OutboxRow): string {
  let line = changeLines.get(row);
  if (line === undefined) {
    line = JSON.stringify({
      id: String(row.id),
      kind: row.kind,
      record_id: row.recordId,
      version: row.version,
      state: row.state,
      changed: row.changed,
      by: row.actor,
      at: row.at,
    });
    changeLines.set(row, line);
  }
  return line;
}

export async function openLiveStream({ db, staff, lastSeen, bufferBytes }: LiveStreamOptions) {
  const stream = new PassThrough();
  let cursor = 0;
  let open = true;
  const send = (text: string) => {
    if (!open) return;
    stream.write(text);
    if (stream.writableLength > bufferBytes) {
      stream.write(
        `event: dropped\ndata: ${JSON.stringify({ reason: `The reader fell more than ${bufferBytes} bytes behind; reconnect with Last-Event-ID` })}\n\n`,
      );
      end();
    }
  };
  const end = () => {
    if (!open) return;
    open = false;
    stream.end();
  };
  const writeRow = (row: OutboxRow) => {
    if (row.id <= cursor) return;
    cursor = row.id;
    if (mayReceive(staff, row)) send(`id: ${row.id}\nevent: change\ndata: ${changeLine(row)}\n\n`);
  };
  const catchUp = async () => {
    for (;;) {
      const rows = await outboxAfter(db, cursor, PAGE);
      for (const row of rows) writeRow(row);
      if (rows.length < PAGE || !open) return;
    }
  };

  let queue: Promise<unknown> = Promise.resolve();
  const then = (step: () => Promise<unknown> | undefined) => {
    // A failed read may leave a gap: end the stream, and the reader resumes from its Last-Event-ID.
    queue = queue.then(() => (open ? step() : undefined)).catch(end);
  };
  const handle = (event: FeedEvent) =>
    then(async () => {
      for (const row of event.rows) writeRow(row);
    });

  // The queue's first step waits for the cursor (and, on a resume, replays from it), so rows the feed hands
  // over meanwhile are written after the hello and the replay, and none twice.
  let started!: () => void;
  const cursorSet = new Promise<void>((resolve) => {
    started = resolve;
  });
  let resuming = false;
  then(async () => {
    await cursorSet;
    if (resuming) await catchUp();
  });
  const { head, unsubscribe } = await subscribeLive(db, handle);
  const hello = (id: number) =>
    send(
      `retry: ${RETRY_MS}\nid: ${id}\nevent: hello\ndata: ${JSON.stringify({ last_id: String(id), retry_ms: RETRY_MS })}\n\n`,
    );
  try {
    const { newest, floor } = await outboxBounds(db);
    if (lastSeen === undefined) {
      cursor = head;
      hello(cursor);
    } else if (lastSeen < floor || lastSeen > newest) {
      cursor = Math.max(head, newest);
      hello(cursor);
      const reason =
        lastSeen < floor
          ? `Events after ${lastSeen} are no longer kept; reload the lists`
          : `Event ${lastSeen} is unknown here; reload the lists`;
      send(`event: reload\ndata: ${JSON.stringify({ reason })}\n\n`);
    } else {
      cursor = lastSeen;
      hello(cursor);
      resuming = true;
    }
  } catch (error) {
    open = false;
    unsubscribe();
    throw error;
  } finally {
    started();
  }
  // Each stream's first heartbeat at its own moment: streams opened together (a reconnect wave) would
  // otherwise all ping in the same tick, every HEARTBEAT_MS.
  let heartbeat: NodeJS.Timeout = setTimeout(
    () => {
      send(': ping\n\n');
      heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
    },
    Math.ceil(Math.random() * HEARTBEAT_MS),
  );
  stream.on('close', () => {
    open = false;
    clearTimeout(heartbeat);
    clearInterval(heartbeat);
    unsubscribe();
  });
  return { stream, end };
}
