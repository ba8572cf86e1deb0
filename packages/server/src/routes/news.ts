/** News items shown in the player app. Text is stored and returned as entered (the contract limits length). */
import { deleteNews, newsPage, saveNews } from '../db/content.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant } from '../db/values.js';
import { type HandlerTable, notFound } from '../http/handler.js';
import { bodyOf, pathId, text } from './request-values.js';

const toNewsRow = (r: Record<string, unknown>) => ({
  news_id: Number(r.news_id),
  title: String(r.title),
  body: String(r.body),
  is_active: Boolean(r.is_active),
  created_at: instant(r.created_at),
  updated_at: instant(r.updated_at),
});

export const newsHandlers: HandlerTable = {
  'news.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await newsPage(ctx.db, text(ctx.query.search), page, toNewsRow);
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'news.update': async (ctx) => {
    const body = bodyOf<{ news_id?: number; title: string; body: string; is_active: boolean }>(ctx);
    const row = await saveNews(ctx.db, body.news_id, body);
    if (!row) throw notFound('News item not found');
    return {
      msg: body.news_id ? 'News updated successfully' : 'News added successfully',
      data: toNewsRow(row),
    };
  },

  'news.delete': async (ctx) => {
    if (!(await deleteNews(ctx.db, pathId(ctx, 'news_id')))) throw notFound('News item not found');
    return { msg: 'News deleted successfully', data: null };
  },
};
