/** Support chat: threads, messages, read state, status, unread counts and the live event stream. */
import { publishChat } from '../db/chat-events.js';
import { toMessage } from '../db/chat-message-rows.js';
import { addChatMessage } from '../db/chat-messages.js';
import {
  findThread,
  markThreadRead,
  setThreadStatus,
  threadConditions,
  threadMessages,
  threadPage,
  unreadByKind,
} from '../db/chat-threads.js';
import type { Queryable } from '../db/db.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instantOrNull, int } from '../db/values.js';
import { UNAUTHORIZED_ACCESS } from '../http/auth.js';
import {
  conflict,
  eventStreamReply,
  type HandlerTable,
  HttpError,
  notFound,
  type RequestContext,
} from '../http/handler.js';
import { openChatStream } from './chat-stream.js';
import { bodyOf, num, pathId, text } from './request-values.js';

type Kind = 'USER' | 'SYSTEM';
/** The permission key of each kind of thread (the live stream's audience of a thread uses it too). */
export const CHAT_PERMISSION: Record<Kind, string> = { USER: 'support.chat', SYSTEM: 'support.systemchat' };
const KEY = CHAT_PERMISSION;

function mayUse(ctx: RequestContext, kind: Kind): boolean {
  return Boolean(ctx.staff?.isAdmin || ctx.staff?.permission.includes(KEY[kind]));
}

function requireKind(ctx: RequestContext, kind: Kind): void {
  if (!mayUse(ctx, kind)) throw new HttpError(403, UNAUTHORIZED_ACCESS);
}

const toThread = (r: Record<string, unknown>) => ({
  thread_id: Number(r.thread_id),
  kind: String(r.kind),
  user_id: r.user_id === null ? null : Number(r.user_id),
  full_name: (r.full_name as string | null) ?? null,
  last_message: (r.last_message as string | null) ?? null,
  last_message_at: instantOrNull(r.last_message_at),
  unread_count: Number(r.unread_count),
  status: String(r.status),
});

async function threadOf(ctx: RequestContext) {
  const row = await findThread(ctx.db, pathId(ctx, 'thread_id'));
  if (!row) throw notFound('Chat thread not found');
  const thread = toThread(row);
  requireKind(ctx, thread.kind as Kind);
  return thread;
}

/** Unread player messages per kind; kinds the caller may not see count 0. */
export async function unreadCounts(db: Queryable, may: (kind: Kind) => boolean) {
  const rows = await unreadByKind(db);
  const of = (kind: Kind) => (may(kind) ? int(rows.find((r) => r.kind === kind)?.n) : 0);
  return { user: of('USER'), system: of('SYSTEM'), total: of('USER') + of('SYSTEM') };
}

/** The Last-Event-ID a reconnecting reader sends (the contract allows digits only). */
function lastEventId(ctx: RequestContext): number | undefined {
  const value = ctx.headers['last-event-id'];
  return value ? Number(value) : undefined;
}

export const chatHandlers: HandlerTable = {
  'chat.threads': async (ctx) => {
    const kind = (text(ctx.query.kind) ?? 'USER') as Kind;
    requireKind(ctx, kind);
    const page = pageRequest(ctx.query);
    const where = threadConditions(kind, ctx.query.unread_only === true, text(ctx.query.search));
    const { rows, total } = await threadPage(ctx.db, where, page);
    return { data: { rows: rows.map(toThread), pagination: pagination(page, total) } };
  },

  'chat.messages': async (ctx) => {
    const thread = await threadOf(ctx);
    const limit = num(ctx.query.limit) ?? 50;
    const before = num(ctx.query.before_id) ?? null;
    const rows = await threadMessages(ctx.db, thread.thread_id, before, limit + 1);
    const hasMore = rows.length > limit;
    return { data: { rows: rows.slice(0, limit).reverse().map(toMessage), has_more: hasMore } };
  },

  'chat.send': async (ctx) => {
    const thread = await threadOf(ctx);
    if (thread.status === 'CLOSED') throw conflict('The thread is closed; reopen it first');
    const { body } = bodyOf<{ body: string }>(ctx);
    const message = await addChatMessage(ctx.db, {
      threadId: thread.thread_id,
      sender: 'STAFF',
      body,
      employeeId: ctx.staff?.employeeId ?? null,
    });
    return { msg: 'Message sent', data: message };
  },

  'chat.markRead': async (ctx) => {
    const thread = await threadOf(ctx);
    await markThreadRead(ctx.db, thread.thread_id);
    await publishChat(ctx.db, { kind: thread.kind as Kind, name: 'unread' });
    return { msg: 'Thread marked read', data: { thread_id: thread.thread_id, unread_count: 0 } };
  },

  'chat.setStatus': async (ctx) => {
    const thread = await threadOf(ctx);
    const { status } = bodyOf<{ status: 'OPEN' | 'CLOSED' }>(ctx);
    await setThreadStatus(ctx.db, thread.thread_id, status);
    return { msg: status === 'OPEN' ? 'Thread reopened' : 'Thread closed', data: await threadOf(ctx) };
  },

  'chat.unreadCounts': async (ctx) => ({ data: await unreadCounts(ctx.db, (kind) => mayUse(ctx, kind)) }),

  'chat.events': async (ctx) => {
    const may = (kind: Kind) => mayUse(ctx, kind);
    const stream = await openChatStream({
      db: ctx.db,
      kinds: (['USER', 'SYSTEM'] as const).filter(may),
      lastSeen: lastEventId(ctx),
      unreadCounts: () => unreadCounts(ctx.db, may),
    });
    return eventStreamReply(ctx, stream, () => stream.end());
  },
};
