/** Banners: images uploaded as multipart, type checked from the bytes, stored under DATA_DIR/banners. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { instant } from '../db/values.js';
import { extensionOf, MAX_BANNER_BYTES, sniffImageType } from '../domain/image-type.js';
import {
  badRequest,
  type HandlerTable,
  HttpError,
  notFound,
  type RequestContext,
  type UploadedFile,
} from '../http/handler.js';
import { bodyOf, pathId } from './request-values.js';

const COLUMNS =
  'banner_id, title, link, file_name, content_type, size_bytes, sort_order, is_active, created_at';

const toRow = (r: Record<string, unknown>) => ({
  banner_id: Number(r.banner_id),
  title: String(r.title),
  link: (r.link as string | null) ?? null,
  image_url: `/others/app-setting/banners/${String(r.banner_id)}/image`,
  sort_order: Number(r.sort_order),
  is_active: Boolean(r.is_active),
  content_type: String(r.content_type),
  size_bytes: Number(r.size_bytes),
  created_at: instant(r.created_at),
});

export function bannerDir(ctx: RequestContext): string {
  return resolve(ctx.config.dataDir, 'banners');
}

function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

async function findBanner(ctx: RequestContext) {
  const [row] = await ctx.db.query(`SELECT ${COLUMNS} FROM banners WHERE banner_id = $1`, [
    pathId(ctx, 'banner_id'),
  ]);
  if (!row) throw notFound('Banner not found');
  return row;
}

export const bannerHandlers: HandlerTable = {
  'appSettings.listBanners': async (ctx) => {
    const rows = await ctx.db.query(`SELECT ${COLUMNS} FROM banners ORDER BY sort_order, banner_id`);
    return { data: { rows: rows.map(toRow) } };
  },

  'appSettings.createBanner': async (ctx) => {
    const body = bodyOf<{ image?: unknown; title: string; link?: string; sort_order?: number | string }>(ctx);
    if (!isUpload(body.image)) throw badRequest({ image: 'An image file is required' });
    if (body.image.size > MAX_BANNER_BYTES) throw new HttpError(413, 'The image is larger than 2 MB');
    const type = sniffImageType(body.image.data);
    if (!type) throw badRequest({ image: 'The image must be a PNG, JPEG or WebP file' });
    const dir = bannerDir(ctx);
    await mkdir(dir, { recursive: true });
    const fileName = `${randomBytes(12).toString('hex')}.${extensionOf(type)}`;
    await writeFile(join(dir, fileName), body.image.data);
    const [row] = await ctx.db.query(
      `INSERT INTO banners (title, link, file_name, content_type, size_bytes, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [body.title, body.link ?? null, fileName, type, body.image.size, Number(body.sort_order ?? 0)],
    );
    return { msg: 'Banner added successfully', data: toRow(row ?? {}) };
  },

  'appSettings.updateBanner': async (ctx) => {
    await findBanner(ctx);
    const body = bodyOf<{ title: string; link: string | null; sort_order: number; is_active: boolean }>(ctx);
    const [row] = await ctx.db.query(
      `UPDATE banners SET title = $2, link = $3, sort_order = $4, is_active = $5 WHERE banner_id = $1 RETURNING ${COLUMNS}`,
      [pathId(ctx, 'banner_id'), body.title, body.link, body.sort_order, body.is_active],
    );
    return { msg: 'Banner updated successfully', data: toRow(row ?? {}) };
  },

  'appSettings.deleteBanner': async (ctx) => {
    const banner = await findBanner(ctx);
    await ctx.db.query('DELETE FROM banners WHERE banner_id = $1', [banner.banner_id]);
    await rm(join(bannerDir(ctx), String(banner.file_name)), { force: true });
    return { msg: 'Banner deleted successfully', data: null };
  },

  'appSettings.bannerImage': async (ctx) => {
    const banner = await findBanner(ctx);
    const bytes = await readFile(join(bannerDir(ctx), String(banner.file_name))).catch(() => {
      throw notFound('Banner image not found');
    });
    return {
      raw: true,
      contentType: String(banner.content_type),
      headers: { 'cache-control': 'private, max-age=300' },
      body: bytes,
    };
  },
};
