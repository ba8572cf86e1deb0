/** Banner images: the type read from the file's first bytes (not the declared type), and the size limit. */

export type BannerImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const MAX_BANNER_BYTES = 2 * 1024 * 1024;

const EXTENSIONS: Record<BannerImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** PNG, JPEG or WebP from the magic bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): BannerImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export function extensionOf(type: BannerImageType): string {
  return EXTENSIONS[type];
}
