import { SCREENS } from './registry';
import type { ScreenAlias, ScreenDef } from './screen-types';

type AliasQuery = Readonly<Record<string, string>>;

export type PathMatch =
  | { kind: 'screen'; screen: ScreenDef }
  | { kind: 'alias'; screen: ScreenDef; query: AliasQuery }
  | { kind: 'unknown' };

export type AliasMatch = Extract<PathMatch, { kind: 'alias' }>;

/** The path of a reading-B spelling. */
export function aliasPath(alias: ScreenAlias): string {
  return typeof alias === 'string' ? alias : alias.path;
}

const byPath = new Map<string, ScreenDef>();
const byAlias = new Map<string, AliasMatch>();
for (const screen of SCREENS) {
  byPath.set(screen.path, screen);
  for (const alias of screen.aliases) {
    const query = typeof alias === 'string' ? {} : alias.query;
    byAlias.set(aliasPath(alias), { kind: 'alias', screen, query });
  }
}

/** Matches a pathname exactly (case counts: /app-setting/Banners is reading B). */
export function resolvePath(pathname: string): PathMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = byPath.get(path);
  if (screen) return { kind: 'screen', screen };
  return byAlias.get(path) ?? { kind: 'unknown' };
}

/**
 * The reading-A URL for a reading-B path, keeping the query string; an alias's own parameters are added
 * and win over the same names in the query (/support/systemchat?kind=USER still opens System chat).
 */
export function canonicalUrl(match: AliasMatch, search: string): string {
  let query = search.replace(/^\?/, '');
  if (Object.keys(match.query).length > 0) {
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(match.query)) params.set(key, value);
    query = params.toString();
  }
  return query ? `${match.screen.path}?${query}` : match.screen.path;
}

export function screenById(id: string): ScreenDef | undefined {
  return SCREENS.find((screen) => screen.id === id);
}
