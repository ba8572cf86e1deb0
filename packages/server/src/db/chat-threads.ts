/** Support chat threads: one thread, a page of them, a thread's messages, read state and status. */
import { MESSAGE_COLUMNS, MESSAGE_FROM } from './chat-message-rows.js';
import type { Queryable } from './db.js';
import { Conditions } from './page-query.js';
import { type PageRequest, pageSlice } from './paging.js';
import { int, likeContains } from './values.js';

type Row = Record<string, unknown>;

const THREAD_COLUMNS = `t.thread_id, t.kind, t.user_id, u.full_name, t.unread_count, t.status, t.last_message_at,
  (SELECT m.body FROM chat_messages m WHERE m.thread_id = t.thread_id ORDER BY m.message_id DESC LIMIT 1) AS last_message`;
const THREAD_FROM = 'chat_threads t LEFT JOIN players u ON u.user_id = t.user_id';

export async function findThread(db: Queryable, threadId: number): Promise<Row | undefined> {
  const [row] = await db.query(`SELECT ${THREAD_COLUMNS} FROM ${THREAD_FROM} WHERE t.thread_id = $1`, [
    threadId,
  ]);
  return row;
}

/** The threads of a kind, unread only when asked, matching a search by name, phone or user id. */
export function threadConditions(kind: string, unreadOnly: boolean, search: string | undefined): Conditions {
  const where = new Conditions().add('t.kind = ?', kind);
  if (unreadOnly) where.add('t.unread_count > 0');
  if (search) addThreadSearch(where, search);
  return where;
}

/** Narrows `where` (threads t, players u) to a search by name, phone or user id. */
function addThreadSearch(where: Conditions, search: string): void {
  where.raw((params) => {
    params.push(likeContains(search.toLowerCase()), search);
    const like = `$${params.length - 1}`;
    return `(lower(u.full_name) LIKE ${like} OR u.phone LIKE ${like} OR t.user_id::text = $${params.length})`;
  });
}

/** One page of threads, unread first then the latest, and how many match. */
export async function threadPage(
  db: Queryable,
  where: Conditions,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [count] = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ${THREAD_FROM} WHERE ${where.where}`,
    where.params,
  );
  const slice = pageSlice(where.params, page);
  const rows = await db.query(
    `SELECT ${THREAD_COLUMNS} FROM ${THREAD_FROM} WHERE ${where.where}
      ORDER BY (t.unread_count > 0) DESC, t.last_message_at DESC NULLS LAST, t.thread_id DESC
      ${slice.sql}`,
    slice.params,
  );
  return { rows, total: int(count?.n) };
}

/** Up to `limit` messages of a thread before `beforeId` (all when null), newest first. */
export function threadMessages(
  db: Queryable,
  threadId: number,
  beforeId: number | null,
  limit: number,
): Promise<Row[]> {
  return db.query(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
      WHERE m.thread_id = $1 AND ($2::bigint IS NULL OR m.message_id < $2) ORDER BY m.message_id DESC LIMIT $3`,
    [threadId, beforeId, limit],
  );
}

export async function markThreadRead(db: Queryable, threadId: number): Promise<void> {
  await db.query('UPDATE chat_threads SET unread_count = 0 WHERE thread_id = $1', [threadId]);
}

export async function setThreadStatus(db: Queryable, threadId: number, status: string): Promise<void> {
  await db.query('UPDATE chat_threads SET status = $2 WHERE thread_id = $1', [threadId, status]);
}

/** Unread player messages per kind of thread. */
export function unreadByKind(db: Queryable): Promise<{ kind: string; n: unknown }[]> {
  return db.query<{ kind: string; n: unknown }>(
    'SELECT kind, coalesce(sum(unread_count), 0) AS n FROM chat_threads GROUP BY kind',
  );
}
