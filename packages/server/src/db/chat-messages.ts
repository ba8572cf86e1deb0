/** Chat messages as the contract's MessageRow, and adding one (which tells open consoles). */
import { publishChat } from './chat-events.js';
import type { Queryable } from './db.js';
import { instant, int } from './values.js';

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

/** Records a message and tells open consoles; used by chat.send and the seed's player messages. */
export async function addChatMessage(
  db: Queryable,
  message: {
    threadId: number;
    sender: 'PLAYER' | 'STAFF' | 'SYSTEM';
    body: string;
    employeeId?: number | null;
  },
) {
  const [inserted] = await db.query<{ message_id: unknown; kind: 'USER' | 'SYSTEM' }>(
    `WITH m AS (INSERT INTO chat_messages (thread_id, sender, employee_id, body) VALUES ($1, $2, $3, $4) RETURNING message_id, created_at)
     UPDATE chat_threads SET last_message_at = (SELECT created_at FROM m),
            unread_count = unread_count + CASE WHEN $2 = 'PLAYER' THEN 1 ELSE 0 END
      WHERE thread_id = $1 RETURNING (SELECT message_id FROM m), kind`,
    [message.threadId, message.sender, message.employeeId ?? null, message.body],
  );
  const [row] = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.message_id = $1`, [
    inserted?.message_id,
  ]);
  const stored = toMessage(row ?? {});
  publishChat({ kind: inserted?.kind ?? 'USER', name: 'message', payload: stored });
  return stored;
}
