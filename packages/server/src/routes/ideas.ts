/** Ideas sent in by players (or added by staff on a player's behalf). */
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant, int, likeContains } from '../db/values.js';
import { type HandlerTable, notFound } from '../http/handler.js';
import { bodyOf, text } from './request-values.js';

const COLUMNS = 'i.idea_id, i.user_id, u.full_name, i.idea, i.created_at';
const FROM = 'user_ideas i LEFT JOIN players u ON u.user_id = i.user_id';
const toRow = (r: Record<string, unknown>) => ({
  idea_id: Number(r.idea_id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  full_name: (r.full_name as string | null) ?? null,
  idea: String(r.idea),
  created_at: instant(r.created_at),
});

export const ideasHandlers: HandlerTable = {
  'ideas.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const where = new Conditions();
    const search = text(ctx.query.search);
    if (search) {
      where.raw((params) => {
        params.push(likeContains(search.toLowerCase()), search);
        const like = `$${params.length - 1}`;
        return `(lower(i.idea) LIKE ${like} OR lower(u.full_name) LIKE ${like} OR i.user_id::text = $${params.length})`;
      });
    }
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: COLUMNS,
        from: FROM,
        where: where.where,
        order: 'i.created_at DESC, i.idea_id DESC',
        params: where.params,
      },
      page,
      toRow,
    );
    const [all] = await ctx.db.query<{ n: unknown }>('SELECT count(*) AS n FROM user_ideas');
    return { data: { rows, pagination: pagination(page, total), total: int(all?.n) } };
  },

  'ideas.create': async (ctx) => {
    const body = bodyOf<{ idea: string; user_id?: number }>(ctx);
    if (body.user_id !== undefined) {
      const player = await ctx.db.query('SELECT 1 FROM players WHERE user_id = $1', [body.user_id]);
      if (!player.length) throw notFound('Player not found');
    }
    const [created] = await ctx.db.query<{ idea_id: number }>(
      'INSERT INTO user_ideas (idea, user_id) VALUES ($1, $2) RETURNING idea_id',
      [body.idea, body.user_id ?? null],
    );
    const [row] = await ctx.db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE i.idea_id = $1`, [
      created?.idea_id,
    ]);
    if (!row) throw notFound();
    return { msg: 'Idea added successfully', data: toRow(row) };
  },

  'ideas.delete': async (ctx) => {
    const { idea_id } = bodyOf<{ idea_id: number }>(ctx);
    const deleted = await ctx.db.query('DELETE FROM user_ideas WHERE idea_id = $1 RETURNING idea_id', [
      idea_id,
    ]);
    if (!deleted.length) throw notFound('Idea not found');
    return { msg: 'Idea deleted successfully', data: null };
  },
};
