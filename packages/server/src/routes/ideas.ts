/** Ideas sent in by players (or added by staff on a player's behalf). */
import { countIdeas, deleteIdea, ideaPage, insertIdea } from '../db/content.js';
import { pageRequest, pagination } from '../db/paging.js';
import { playerExists } from '../db/users.js';
import { instant } from '../db/values.js';
import { type HandlerTable, notFound } from '../http/handler.js';
import { bodyOf, text } from './request-values.js';

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
    const { rows, total } = await ideaPage(ctx.db, text(ctx.query.search), page, toRow);
    return { data: { rows, pagination: pagination(page, total), total: await countIdeas(ctx.db) } };
  },

  'ideas.create': async (ctx) => {
    const body = bodyOf<{ idea: string; user_id?: number }>(ctx);
    if (body.user_id !== undefined) {
      if (!(await playerExists(ctx.db, body.user_id))) throw notFound('Player not found');
    }
    const row = await insertIdea(ctx.db, body.idea, body.user_id ?? null);
    if (!row) throw notFound();
    return { msg: 'Idea added successfully', data: toRow(row) };
  },

  'ideas.delete': async (ctx) => {
    const { idea_id } = bodyOf<{ idea_id: number }>(ctx);
    if (!(await deleteIdea(ctx.db, idea_id))) throw notFound('Idea not found');
    return { msg: 'Idea deleted successfully', data: null };
  },
};
