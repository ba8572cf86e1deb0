/** One row the palette can show: a screen, an action or a player found through the SDK. */
export interface PaletteEntry {
  id: string;
  kind: 'screen' | 'action' | 'player';
  label: string;
  group: string;
  keywords: readonly string[];
  shortcut?: string;
  hint?: string;
}

export interface IndexedEntry {
  entry: PaletteEntry;
  label: string;
  words: string;
  keywords: string;
}

/** Lower-cases once, so a keystroke only compares strings. */
export function indexEntries(entries: readonly PaletteEntry[]): IndexedEntry[] {
  return entries.map((entry) => {
    const label = entry.label.toLowerCase();
    return {
      entry,
      label,
      words: ` ${label.replace(/[^a-z0-9]+/g, ' ')}`,
      keywords: `${entry.group} ${entry.keywords.join(' ')}`.toLowerCase(),
    };
  });
}

const FUZZY_SCORE = 10;

function tokenScore(item: IndexedEntry, token: string): number {
  if (item.label.startsWith(token)) return 100;
  if (item.words.includes(` ${token}`)) return 80;
  if (item.label.includes(token)) return 60;
  if (item.keywords.includes(token)) return 40;
  return isSubsequence(token, item.label) ? FUZZY_SCORE : 0;
}

function isSubsequence(needle: string, haystack: string): boolean {
  let at = 0;
  for (const char of needle) {
    at = haystack.indexOf(char, at);
    if (at === -1) return false;
    at += 1;
  }
  return true;
}

/** A ranked entry; `fuzzy` when some token matched only as a scattered subsequence (a weak match). */
export interface RankedEntry {
  entry: PaletteEntry;
  score: number;
  fuzzy: boolean;
}

/**
 * Ranks entries for a query: every token must match; label prefixes beat word starts beat substrings
 * beat keywords beat fuzzy subsequences; recently used entries get a boost. Only the best `cap` are
 * kept (a bounded insertion, no full sort), so a keystroke stays cheap with 10,000 entries. An empty
 * query keeps the registry's order, recently used first.
 */
export function rankScored(
  index: readonly IndexedEntry[],
  query: string,
  recent: readonly string[] = [],
  cap = 50,
  matched?: IndexedEntry[],
): RankedEntry[] {
  const tokens = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const recentRank = new Map(recent.map((id, i) => [id, recent.length - i]));
  if (tokens.length === 0) {
    const recentFirst = recent
      .map((id) => index.find((item) => item.entry.id === id)?.entry)
      .filter((entry): entry is PaletteEntry => entry !== undefined);
    const rest: PaletteEntry[] = [];
    for (const item of index) {
      if (rest.length + recentFirst.length >= cap) break;
      if (!recentRank.has(item.entry.id)) rest.push(item.entry);
    }
    return [...recentFirst, ...rest].slice(0, cap).map((entry) => ({ entry, score: 0, fuzzy: false }));
  }
  const best: RankedEntry[] = [];
  for (const item of index) {
    let score = 0;
    let fuzzy = false;
    for (const token of tokens) {
      const s = tokenScore(item, token);
      if (s === 0) {
        score = 0;
        break;
      }
      if (s === FUZZY_SCORE) fuzzy = true;
      score += s;
    }
    if (score === 0) continue;
    matched?.push(item);
    score += (recentRank.get(item.entry.id) ?? 0) * 5;
    if (best.length === cap && score <= (best[cap - 1]?.score ?? 0)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.score ?? 0) < score) at -= 1;
    best.splice(at, 0, { score, entry: item.entry, fuzzy });
    if (best.length > cap) best.pop();
  }
  return best;
}

/**
 * `rankScored` over one index, remembering every entry that matched the last query: a query that only
 * extends it (typing forward) can match no other entry, so most keystrokes scan far fewer than all.
 */
export function createRanker(index: readonly IndexedEntry[]) {
  let last: { query: string; matched: readonly IndexedEntry[] } = { query: '', matched: index };
  return (query: string, recent: readonly string[] = [], cap = 50): RankedEntry[] => {
    const normalized = query.toLowerCase().trimStart();
    if (!normalized.trim()) {
      last = { query: '', matched: index };
      return rankScored(index, normalized, recent, cap);
    }
    const pool = last.query && normalized.startsWith(last.query) ? last.matched : index;
    const matched: IndexedEntry[] = [];
    const ranked = rankScored(pool, normalized, recent, cap, matched);
    last = { query: normalized, matched };
    return ranked;
  };
}

/** `rankScored` without the scores. */
export function rankEntries(
  index: readonly IndexedEntry[],
  query: string,
  recent: readonly string[] = [],
  cap = 50,
): PaletteEntry[] {
  return rankScored(index, query, recent, cap).map((ranked) => ranked.entry);
}
