import { signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { useKeptScreen } from './kept-screen';

/** How many times each operation's answers were invalidated by a mutation, keyed by operation id. */
export const operationRounds = signal<Readonly<Record<string, number>>>({});

/** Marks the answers of these operations stale: every list or record reading them reloads. */
export function invalidate(operationIds: readonly string[]): void {
  if (operationIds.length === 0) return;
  const next = { ...operationRounds.value };
  for (const id of operationIds) next[id] = (next[id] ?? 0) + 1;
  operationRounds.value = next;
}

/** One number that changes whenever any of these operations is invalidated. */
export function roundOf(operationIds: readonly string[]): number {
  const rounds = operationRounds.value;
  let sum = 0;
  for (const id of operationIds) sum += rounds[id] ?? 0;
  return sum;
}

/**
 * Re-renders the caller whenever one of these operations is invalidated; returns the round. In a hidden
 * kept screen the round waits: the screen reads again once, when it is shown, not on every change meanwhile.
 */
export function useOperationRound(operationIds: readonly string[]): number {
  const key = operationIds.join('|');
  const kept = useKeptScreen();
  const [round, setRound] = useState(() => roundOf(operationIds));
  useEffect(() => {
    const catchUp = () => setRound(roundOf(key.split('|')));
    const stopRounds = operationRounds.subscribe(() => {
      if (kept.shown()) catchUp();
    });
    const stopShown = kept.onShown(catchUp);
    return () => {
      stopRounds();
      stopShown();
    };
  }, [key, kept]);
  return round;
}
