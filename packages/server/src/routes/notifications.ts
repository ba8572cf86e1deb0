/**
 * Push notifications to players. The reference server has no push provider: "sending" records the
 * notification with sent_count 1 (resend adds 1); the player app would read them from here.
 */
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant, instantOrNull, likeContains } from '../db/values.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { actorId, bodyOf, text } from './request-values.js';

const COLUMNS = `n.notification_id, n.title, n.body, n.audience, n.user_id, n.sent_count, n.status, n.created_at, n.resent_at,
  e.username AS created_by`;
const FROM = 'notifications n LEFT JOIN employees e ON e.employee_id = n.created_by';

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
  const [row] = await ctx.db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE n.notification_id = $1`, [id]);
  if (!row) throw notFound('Notification not found');
  return toRow(row);
}

export const notificationsHandlers: HandlerTable = {
  'notifications.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const where = new Conditions();
    const search = text(ctx.query.search);
    if (search)
      where.add('(lower(n.title) LIKE ? OR lower(n.body) LIKE ?)', likeContains(search.toLowerCase()));
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: COLUMNS,
        from: FROM,
        where: where.where,
        order: 'n.created_at DESC, n.notification_id DESC',
        params: where.params,
      },
      page,
      toRow,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'notifications.send': async (ctx) => {
    const body = bodyOf<{ title: string; body: string; audience: 'ALL' | 'USER'; user_id?: number }>(ctx);
    if (body.audience === 'USER') {
      const player = await ctx.db.query('SELECT 1 FROM players WHERE user_id = $1', [body.user_id]);
      if (!player.length) throw notFound('Player not found');
    }
    const [row] = await ctx.db.query<{ notification_id: number }>(
      `INSERT INTO notifications (title, body, audience, user_id, sent_count, created_by) VALUES ($1, $2, $3, $4, 1, $5)
       RETURNING notification_id`,
      [body.title, body.body, body.audience, body.audience === 'USER' ? body.user_id : null, actorId(ctx)],
    );
    return { msg: 'Notification sent successfully', data: await findRow(ctx, row?.notification_id ?? 0) };
  },

  'notifications.delete': async (ctx) => {
    const { notification_id } = bodyOf<{ notification_id: number }>(ctx);
    const current = await findRow(ctx, notification_id);
    if (current.status === 'DELETED') throw conflict('Notification already deleted');
    await ctx.db.query(`UPDATE notifications SET status = 'DELETED' WHERE notification_id = $1`, [
      notification_id,
    ]);
    return { msg: 'Notification deleted successfully', data: null };
  },

  'notifications.resend': async (ctx) => {
    const { notification_id } = bodyOf<{ notification_id: number }>(ctx);
    const current = await findRow(ctx, notification_id);
    if (current.status === 'DELETED') throw conflict('A deleted notification cannot be resent');
    await ctx.db.query(
      'UPDATE notifications SET sent_count = sent_count + 1, resent_at = now() WHERE notification_id = $1',
      [notification_id],
    );
    return { msg: 'Notification resent successfully', data: await findRow(ctx, notification_id) };
  },
};
