import { useEffect, useState } from 'react';
import { useServices } from '../services';
import type { PaletteEntry } from './rank';

const STAGES = ['REGISTERED', 'UNREGISTERED', 'UNVERIFIED', 'BLOCKED', 'BANNED'] as const;
export const PLAYER_SEARCH_DELAY_MS = 250;
// One empty list, so a keystroke without hits keeps the palette's rows memoized.
const NO_HITS: PlayerHit[] = [];

export interface PlayerHit extends PaletteEntry {
  userId: number;
  stage: string;
}

/** Looks like a user id, a phone number or a name (not a shortcut query or a path). */
function searchable(query: string): boolean {
  const q = query.trim();
  return q.length >= 2 && !q.startsWith('/') && !q.startsWith('?');
}

/** Searches players of every stage through the SDK, debounced; stale answers are dropped. */
export function usePlayerSearch(query: string, enabled: boolean): { hits: PlayerHit[]; loading: boolean } {
  const { client } = useServices();
  const [state, setState] = useState<{ query: string; hits: PlayerHit[] }>({ query: '', hits: [] });
  const wanted = enabled && searchable(query) ? query.trim() : '';

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = setTimeout(async () => {
      const lists = await Promise.all(
        STAGES.map((stage) =>
          client.users
            .list({ stage, page: 1, perPage: 5, search: wanted })
            .then((list) => list.rows)
            .catch(() => []),
        ),
      );
      if (!live) return;
      const hits = lists.flat().map(
        (row): PlayerHit => ({
          id: `player:${row.userId}`,
          kind: 'player',
          label: row.fullName,
          group: 'Players',
          keywords: [String(row.userId), row.phone],
          hint: `#${row.userId} · ${row.phone} · ${row.stage}`,
          userId: row.userId,
          stage: row.stage,
        }),
      );
      setState({ query: wanted, hits });
    }, PLAYER_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, wanted]);

  if (!wanted) return { hits: NO_HITS, loading: false };
  return { hits: state.query === wanted ? state.hits : NO_HITS, loading: state.query !== wanted };
}
