/** The player app's content tables: ideas, news and notifications. */
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { int, likeContains } from './values.js';

type Row = Record<string, unknown>;

export const IDEA_COLUMNS = 'i.idea_id, i.user_id, u.full_name, i.idea, i.created_at';
export const IDEA_FROM = 'user_ideas i LEFT JOIN players u ON u.user_id = i.user_id';

export async function countIdeas(db: Queryable): Promise<number> {
  const [all] = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM user_ideas');
  return int(all?.n);
}

/** Adds an idea and returns it as listed. */
export async function insertIdea(
  db: Queryable,
  idea: string,
  userId: number | null,
): Promise<Row | undefined> {
  const [created] = await db.query<{ idea_id: number }>(
    'INSERT INTO user_ideas (idea, user_id) VALUES ($1, $2) RETURNING idea_id',
    [idea, userId],
  );
  const [row] = await db.query(`SELECT ${IDEA_COLUMNS} FROM ${IDEA_FROM} WHERE i.idea_id = $1`, [
    created?.idea_id,
  ]);
  return row;
}

/** Deletes an idea; false when there was none. */
export async function deleteIdea(db: Queryable, ideaId: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM user_ideas WHERE idea_id = $1 RETURNING idea_id', [ideaId]);
  return deleted.length > 0;
}

export const NEWS_COLUMNS = 'news_id, title, body, is_active, created_at, updated_at';

/** Adds a news item, or updates the one with `newsId`; undefined when that one does not exist. */
export async function saveNews(
  db: Queryable,
  newsId: number | undefined,
  n: { title: string; body: string; is_active: boolean },
): Promise<Row | undefined> {
  const rows = newsId
    ? await db.query(
        `UPDATE news SET title = $2, body = $3, is_active = $4, updated_at = now() WHERE news_id = $1 RETURNING ${NEWS_COLUMNS}`,
        [newsId, n.title, n.body, n.is_active],
      )
    : await db.query(
        `INSERT INTO news (title, body, is_active) VALUES ($1, $2, $3) RETURNING ${NEWS_COLUMNS}`,
        [n.title, n.body, n.is_active],
      );
  return rows[0];
}

/** Deletes a news item; false when there was none. */
export async function deleteNews(db: Queryable, newsId: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM news WHERE news_id = $1 RETURNING news_id', [newsId]);
  return deleted.length > 0;
}

export const NOTIFICATION_COLUMNS = `n.notification_id, n.title, n.body, n.audience, n.user_id, n.sent_count, n.status, n.created_at, n.resent_at,
  e.username AS created_by`;
export const NOTIFICATION_FROM = 'notifications n LEFT JOIN employees e ON e.employee_id = n.created_by';

export async function findNotification(db: Queryable, id: number): Promise<Row | undefined> {
  const [row] = await db.query(
    `SELECT ${NOTIFICATION_COLUMNS} FROM ${NOTIFICATION_FROM} WHERE n.notification_id = $1`,
    [id],
  );
  return row;
}

/** Records a sent notification (sent_count 1) and returns its id. */
export async function insertNotification(
  db: Queryable,
  n: {
    title: string;
    body: string;
    audience: string;
    userId: number | null | undefined;
    createdBy: number | null;
  },
): Promise<number | undefined> {
  const [row] = await db.query<{ notification_id: number }>(
    `INSERT INTO notifications (title, body, audience, user_id, sent_count, created_by) VALUES ($1, $2, $3, $4, 1, $5)
     RETURNING notification_id`,
    [n.title, n.body, n.audience, n.userId, n.createdBy],
  );
  return row?.notification_id;
}

export async function markNotificationDeleted(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE notifications SET status = 'DELETED' WHERE notification_id = $1`, [id]);
}

export async function countNotificationResent(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE notifications SET sent_count = sent_count + 1, resent_at = now() WHERE notification_id = $1',
    [id],
  );
}

type Page<Row> = Promise<{ rows: Row[]; total: number }>;
type ToRow<Row> = (r: Record<string, unknown>) => Row;

/** One page of ideas, the latest first (search: the idea, the player's name, or the user id). */
export function ideaPage<Row>(
  db: Queryable,
  search: string | undefined,
  page: PageRequest,
  toRow: ToRow<Row>,
): Page<Row> {
  const where = new Conditions();
  if (search) {
    where.raw((params) => {
      params.push(likeContains(search.toLowerCase()), search);
      const like = `$${params.length - 1}`;
      return `(lower(i.idea) LIKE ${like} OR lower(u.full_name) LIKE ${like} OR i.user_id::text = $${params.length})`;
    });
  }
  return fetchPage(
    db,
    {
      columns: IDEA_COLUMNS,
      from: IDEA_FROM,
      where: where.where,
      order: 'i.created_at DESC, i.idea_id DESC',
      params: where.params,
    },
    page,
    toRow,
  );
}

/** One page of news, the latest updated first (search: title or body). */
export function newsPage<Row>(
  db: Queryable,
  search: string | undefined,
  page: PageRequest,
  toRow: ToRow<Row>,
): Page<Row> {
  const where = new Conditions();
  if (search) where.add('(lower(title) LIKE ? OR lower(body) LIKE ?)', likeContains(search.toLowerCase()));
  return fetchPage(
    db,
    {
      columns: NEWS_COLUMNS,
      from: 'news',
      where: where.where,
      order: 'updated_at DESC, news_id DESC',
      params: where.params,
    },
    page,
    toRow,
  );
}

/** One page of notifications, the latest first (search: title or body). */
export function notificationPage<Row>(
  db: Queryable,
  search: string | undefined,
  page: PageRequest,
  toRow: ToRow<Row>,
): Page<Row> {
  const where = new Conditions();
  if (search)
    where.add('(lower(n.title) LIKE ? OR lower(n.body) LIKE ?)', likeContains(search.toLowerCase()));
  return fetchPage(
    db,
    {
      columns: NOTIFICATION_COLUMNS,
      from: NOTIFICATION_FROM,
      where: where.where,
      order: 'n.created_at DESC, n.notification_id DESC',
      params: where.params,
    },
    page,
    toRow,
  );
}
