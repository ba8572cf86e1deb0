/**
 * Push notifications to players. The reference server has no push provider: "sending" records the
 * notification with sent_count 1 (resend adds 1); the player app would read them from here.
 */
import {
  countNotificationResent,
  findNotification,
  insertNotification,
  markNotificationDeleted,
  notificationPage,
} from '../db/content.js';
import { pageRequest, pagination } from '../db/paging.js';
import { playerExists } from '../db/users.js';
import { instant, instantOrNull } from '../db/values.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { actorId, bodyOf, text } from './request-values.js';

const toRow = (r: Record<string, unknown>) => ({
  notification_id: Number(r.notification_id),
  title: String(r.title),
  body: String(r.body),
  audience: String(r.audience),
  user_id: r.user_id === null ? null : Number(r.user_id),
  sent_count: Number(r.sent_count),
  status: String(r.status),
  created_at: instant(r.created_at),
  resent_at: instantOrNull(r.resent_at),
  created_by: (r.created_by as string | null) ?? null,
});

async function findRow(ctx: RequestContext, id: number) {
  const row = await findNotification(ctx.db, id);
  if (!row) throw notFound('Notification not found');
  return toRow(row);
}

export const notificationsHandlers: HandlerTable = {
  'notifications.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await notificationPage(ctx.db, text(ctx.query.search), page, toRow);
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'notifications.send': async (ctx) => {
    const body = bodyOf<{ title: string; body: string; audience: 'ALL' | 'USER'; user_id?: number }>(ctx);
    if (body.audience === 'USER') {
      if (!(await playerExists(ctx.db, body.user_id))) throw notFound('Player not found');
    }
    const id = await insertNotification(ctx.db, {
      title: body.title,
      body: body.body,
      audience: body.audience,
      userId: body.audience === 'USER' ? body.user_id : null,
      createdBy: actorId(ctx),
    });
    return { msg: 'Notification sent successfully', data: await findRow(ctx, id ?? 0) };
  },

  'notifications.delete': async (ctx) => {
    const { notification_id } = bodyOf<{ notification_id: number }>(ctx);
    const current = await findRow(ctx, notification_id);
    if (current.status === 'DELETED') throw conflict('Notification already deleted');
    await markNotificationDeleted(ctx.db, notification_id);
    return { msg: 'Notification deleted successfully', data: null };
  },

  'notifications.resend': async (ctx) => {
    const { notification_id } = bodyOf<{ notification_id: number }>(ctx);
    const current = await findRow(ctx, notification_id);
    if (current.status === 'DELETED') throw conflict('A deleted notification cannot be resent');
    await countNotificationResent(ctx.db, notification_id);
    return { msg: 'Notification resent successfully', data: await findRow(ctx, notification_id) };
  },
};
