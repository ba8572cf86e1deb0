/** Banners: images uploaded as multipart, type checked from the bytes, stored under DATA_DIR/banners. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { deleteBanner, findBanner, insertBanner, listBanners, updateBanner } from '../db/banners.js';
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

async function bannerOf(ctx: RequestContext) {
  const row = await findBanner(ctx.db, pathId(ctx, 'banner_id'));
  if (!row) throw notFound('Banner not found');
  return row;
}

export const bannerHandlers: HandlerTable = {
  'appSettings.listBanners': async (ctx) => {
    const rows = await listBanners(ctx.db);
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
    const row = await insertBanner(ctx.db, {
      title: body.title,
      link: body.link ?? null,
      fileName,
      contentType: type,
      sizeBytes: body.image.size,
      sortOrder: Number(body.sort_order ?? 0),
    });
    return { msg: 'Banner added successfully', data: toRow(row ?? {}) };
  },

  'appSettings.updateBanner': async (ctx) => {
    await bannerOf(ctx);
    const body = bodyOf<{ title: string; link: string | null; sort_order: number; is_active: boolean }>(ctx);
    const row = await updateBanner(ctx.db, pathId(ctx, 'banner_id'), body);
    return { msg: 'Banner updated successfully', data: toRow(row ?? {}) };
  },

  'appSettings.deleteBanner': async (ctx) => {
    const banner = await bannerOf(ctx);
    await deleteBanner(ctx.db, banner.banner_id);
    await rm(join(bannerDir(ctx), String(banner.file_name)), { force: true });
    return { msg: 'Banner deleted successfully', data: null };
  },

  'appSettings.bannerImage': async (ctx) => {
    const banner = await bannerOf(ctx);
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
