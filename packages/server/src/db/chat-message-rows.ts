/** Chat messages as the contract's MessageRow: one by id, and the ones a reconnecting stream missed. */
import type { Queryable } from './db.js';
import { instant, int } from './values.js';

export type ChatKind = 'USER' | 'SYSTEM';

export const MESSAGE_COLUMNS = `m.message_id, m.thread_id, m.sender, m.body, m.created_at,
  CASE m.sender WHEN 'PLAYER' THEN coalesce(u.full_name, 'Player') WHEN 'STAFF' THEN coalesce(e.full_name, 'Staff') ELSE 'System' END
    AS sender_name`;
export const MESSAGE_FROM = `chat_messages m JOIN chat_threads t ON t.thread_id = m.thread_id
  LEFT JOIN players u ON u.user_id = t.user_id LEFT JOIN employees e ON e.employee_id = m.employee_id`;

export const toMessage = (r: Record<string, unknown>) => ({
  message_id: int(r.message_id),
  thread_id: Number(r.thread_id),
  sender: String(r.sender),
  sender_name: String(r.sender_name),
  body: String(r.body),
  created_at: instant(r.created_at),
});

export type MessageRow = ReturnType<typeof toMessage>;

export async function messageById(db: Queryable, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.message_id = $1`, [
    messageId,
  ]);
  return row ? toMessage(row) : undefined;
}

/** Messages after `afterId` in threads of the given kinds, oldest first (a stream's catch-up). */
export async function messagesAfter(db: Queryable, afterId: number, kinds: ChatKind[], limit: number) {
  const rows = await db.query(
    `SELECT ${MESSAGE_COLUMNS}, t.kind FROM ${MESSAGE_FROM}
      WHERE m.message_id > $1 AND t.kind = ANY($2::text[]) ORDER BY m.message_id LIMIT $3`,
    [afterId, kinds, limit],
  );
  return rows.map((r) => ({ kind: r.kind as ChatKind, message: toMessage(r) }));
}

/** The newest message id (0 when there is none): the cursor a fresh stream starts from. */
export async function newestMessageId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    'SELECT coalesce(max(message_id), 0) AS id FROM chat_messages',
  );
  return int(row?.id);
}
