const KEY = 'palette_recent';
const LIMIT = 8;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Moves an entry to the front of the recently used list (players are not remembered). */
export function rememberRecent(id: string): void {
  if (id.startsWith('player:')) return;
  const next = [id, ...readRecent().filter((v) => v !== id)].slice(0, LIMIT);
  globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
}
