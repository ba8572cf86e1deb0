import { sessionSignal } from './session';

/**
 * The last answer of each read this session (an operation and its input, or a named read of a report or
 * the dashboard), so a screen opened again shows what it showed at once, in its first frame, while the read
 * is asked again behind it. An answer is kept with the invalidation round it was read in: a change since
 * (a mutation, a live event) makes it unusable. Kept for one signed-in session: another login starts empty.
 */
const LIMIT = 200;
/** An answer younger than this is shown without asking again (a screen left and reopened at once). */
export const FRESH_MS = 1000;

interface Kept {
  value: unknown;
  round: number;
  at: number;
}

const kept = new Map<string, Kept>();
let owner: string | undefined;

sessionSignal.subscribe((session) => {
  if (session?.token === owner) return;
  owner = session?.token;
  kept.clear();
});

/** The answer kept for `key` in this invalidation round, and whether it is fresh. */
export function keptAnswer<T>(key: string, round: number): { value: T; fresh: boolean } | undefined {
  const entry = kept.get(key);
  if (!entry || entry.round !== round) return undefined;
  return { value: entry.value as T, fresh: performance.now() - entry.at < FRESH_MS };
}

export function keepAnswer(key: string, round: number, value: unknown): void {
  kept.delete(key);
  kept.set(key, { value, round, at: performance.now() });
  if (kept.size > LIMIT) kept.delete(kept.keys().next().value as string);
}

/** Forgets every kept answer (tests; a sign-out clears them through the session). */
export function forgetAnswers(): void {
  kept.clear();
}
