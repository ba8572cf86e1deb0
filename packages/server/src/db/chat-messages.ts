/** Adding a chat message (which tells open consoles). */
import { publishChat } from './chat-events.js';
import { type ChatKind, type MessageRow, messageById } from './chat-message-rows.js';
import type { Db } from './db.js';

/** Records a message and tells open consoles; used by chat.send and the seed's player messages. */
export async function addChatMessage(
  db: Db,
  message: {
    threadId: number;
    sender: 'PLAYER' | 'STAFF' | 'SYSTEM';
    body: string;
    employeeId?: number | null;
  },
): Promise<MessageRow> {
  const [inserted] = await db.query<{ message_id: unknown; kind: ChatKind }>(
    `WITH m AS (INSERT INTO chat_messages (thread_id, sender, employee_id, body) VALUES ($1, $2, $3, $4) RETURNING message_id, created_at)
     UPDATE chat_threads SET last_message_at = (SELECT created_at FROM m),
            unread_count = unread_count + CASE WHEN $2 = 'PLAYER' THEN 1 ELSE 0 END
      WHERE thread_id = $1 RETURNING (SELECT message_id FROM m), kind`,
    [message.threadId, message.sender, message.employeeId ?? null, message.body],
  );
  const stored = await messageById(db, Number(inserted?.message_id));
  if (!stored) throw new Error(`chat thread ${message.threadId} not found`);
  await publishChat(db, { kind: inserted?.kind ?? 'USER', name: 'message', message: stored });
  return stored;
}
