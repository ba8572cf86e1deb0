/**
 * One chat.events stream: replays what a reconnecting reader missed (Last-Event-ID), then forwards live
 * messages and unread counts of the kinds the caller may see; after this instance's LISTEN connection
 * dropped and came back (`resync`), it replays from the last message it wrote. Every step runs in order
 * on one queue, and a message is written once however it arrives.
 */
import { PassThrough } from 'node:stream';
import { type ChatEvent, subscribeChat } from '../db/chat-events.js';
import { type ChatKind, type MessageRow, messagesAfter, newestMessageId } from '../db/chat-message-rows.js';
import type { Db } from '../db/db.js';

const HEARTBEAT_MS = 15_000;
/** At most this many missed messages are replayed at once. */
const CATCH_UP_LIMIT = 500;
/** How many written message ids a stream remembers to skip repeats. */
const REMEMBERED = 1000;

export interface ChatStreamOptions {
  db: Db;
  kinds: readonly ChatKind[];
  /** The Last-Event-ID the reader sent, if any. */
  lastSeen: number | undefined;
  unreadCounts: () => Promise<unknown>;
}

export async function openChatStream({ db, kinds, lastSeen, unreadCounts }: ChatStreamOptions) {
  const stream = new PassThrough();
  const written = new Set<number>();
  let cursor = lastSeen ?? 0;
  const write = (name: string, payload: unknown, id?: number) =>
    stream.write(
      `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`,
    );
  const writeMessage = (message: MessageRow) => {
    if (written.has(message.message_id)) return;
    written.add(message.message_id);
    if (written.size > REMEMBERED) written.delete(written.values().next().value as number);
    cursor = Math.max(cursor, message.message_id);
    write('message', message, message.message_id);
  };
  const replay = async (after: number) => {
    for (const { message } of await messagesAfter(db, after, [...kinds], CATCH_UP_LIMIT))
      writeMessage(message);
  };

  let queue: Promise<unknown> = Promise.resolve();
  const then = (step: () => Promise<unknown> | undefined) => {
    queue = queue.then(step).catch(() => undefined);
  };
  const handle = (event: ChatEvent) => {
    if (event.name === 'resync') then(() => replay(cursor));
    else if (!kinds.includes(event.kind)) return;
    else if (event.name === 'message') then(async () => writeMessage(event.message));
    then(async () => write('unread', await unreadCounts()));
  };

  const unsubscribe = await subscribeChat(db, handle);
  try {
    if (lastSeen === undefined) cursor = await newestMessageId(db);
    else await replay(lastSeen);
    // The first unread event carries the cursor, so even a reader that saw no message can catch up.
    write('unread', await unreadCounts(), cursor);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
  stream.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  return stream;
}
