/**
 * The player app's side of support chat, which the back office does not own: with PLAYER_CHAT_HOOK=1,
 * `POST /test/player-chat {thread_id, body}` adds a PLAYER message (unread for staff, pushed live to open
 * consoles). Outside /v1 and the contract; for browser tests and demos only, never in production.
 */
import type { FastifyInstance } from 'fastify';
import { addChatMessage } from '../db/chat-messages.js';
import { findThread } from '../db/chat-threads.js';
import type { Db } from '../db/db.js';

export const PLAYER_CHAT_HOOK_PATH = '/test/player-chat';

export function registerPlayerChatHook(app: FastifyInstance, db: Db): void {
  app.post(
    PLAYER_CHAT_HOOK_PATH,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['thread_id', 'body'],
          properties: {
            thread_id: { type: 'integer', minimum: 1 },
            body: { type: 'string', minLength: 1, maxLength: 2000 },
          },
        },
      },
    },
    async (request, reply) => {
      const { thread_id: threadId, body } = request.body as { thread_id: number; body: string };
      if (!(await findThread(db, threadId)))
        return reply.code(404).send({ error: true, msg: 'Chat thread not found' });
      const message = await addChatMessage(db, { threadId, sender: 'PLAYER', body });
      return { error: false, msg: 'Message sent', data: message };
    },
  );
}
