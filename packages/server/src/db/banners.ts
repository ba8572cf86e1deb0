/** The banners table: the rows the app-settings banner screen lists, adds, edits and deletes. */
import type { Queryable } from './db.js';

type Row = Record<string, unknown>;

const COLUMNS =
  'banner_id, title, link, file_name, content_type, size_bytes, sort_order, is_active, created_at';

export async function findBanner(db: Queryable, bannerId: number): Promise<Row | undefined> {
  const [row] = await db.query(`SELECT ${COLUMNS} FROM banners WHERE banner_id = $1`, [bannerId]);
  return row;
}

export function listBanners(db: Queryable): Promise<Row[]> {
  return db.query(`SELECT ${COLUMNS} FROM banners ORDER BY sort_order, banner_id`);
}

export interface NewBanner {
  title: string;
  link: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sortOrder: number;
}

export async function insertBanner(db: Queryable, b: NewBanner): Promise<Row | undefined> {
  const [row] = await db.query(
    `INSERT INTO banners (title, link, file_name, content_type, size_bytes, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [b.title, b.link, b.fileName, b.contentType, b.sizeBytes, b.sortOrder],
  );
  return row;
}

export async function updateBanner(
  db: Queryable,
  bannerId: number,
  b: { title: string; link: string | null; sort_order: number; is_active: boolean },
): Promise<Row | undefined> {
  const [row] = await db.query(
    `UPDATE banners SET title = $2, link = $3, sort_order = $4, is_active = $5 WHERE banner_id = $1 RETURNING ${COLUMNS}`,
    [bannerId, b.title, b.link, b.sort_order, b.is_active],
  );
  return row;
}

export async function deleteBanner(db: Queryable, bannerId: unknown): Promise<void> {
  await db.query('DELETE FROM banners WHERE banner_id = $1', [bannerId]);
}
