import { SCREENS } from './registry';
import type { ScreenDef } from './screen-types';

export type PathMatch =
  | { kind: 'screen'; screen: ScreenDef }
  | { kind: 'alias'; screen: ScreenDef }
  | { kind: 'unknown' };

const byPath = new Map<string, ScreenDef>();
const byAlias = new Map<string, ScreenDef>();
for (const screen of SCREENS) {
  byPath.set(screen.path, screen);
  for (const alias of screen.aliases) byAlias.set(alias, screen);
}

/** Matches a pathname exactly (case counts: /app-setting/Banners is reading B). */
export function resolvePath(pathname: string): PathMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = byPath.get(path);
  if (screen) return { kind: 'screen', screen };
  const aliased = byAlias.get(path);
  if (aliased) return { kind: 'alias', screen: aliased };
  return { kind: 'unknown' };
}

/** The reading-A URL for a reading-B path, keeping the query string. */
export function canonicalUrl(screen: ScreenDef, search: string): string {
  return search ? `${screen.path}?${search.replace(/^\?/, '')}` : screen.path;
}

export function screenById(id: string): ScreenDef | undefined {
  return SCREENS.find((screen) => screen.id === id);
}
