import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef } from 'react';
import { istDate } from '../../components/format';
import {
  BOARD_FAMILIES,
  type Board,
  byMostOverdue,
  type DueResult,
  dueResultsOf,
  istSecondsOfDay,
  nextDueOf,
  slotName,
} from '../../components/game/board-time';
import { familyPermission } from '../../components/game/family';
import { callOperation } from '../../components/operations';
import { dueResults, nextDueResult } from '../../state/due-results';
import { isOffered } from '../../state/host';
import { sessionSignal } from '../../state/session';
import { sayIfRedirecting, showErrorToast } from '../errors';
import { holdsAny } from '../permissions';
import { useServices } from '../services';
import { useLiveRefresh } from './live-refresh';

export const WATCH_INTERVAL_MS = 30_000;

/** Each due result is announced once per console (across screens; a reload announces again). */
const announced = new Set<string>();

function announce(fresh: readonly DueResult[]): void {
  const first = fresh[0];
  if (!first) return;
  // One line, never a wall over the top bar: the count and the way to act; the board lists them all.
  showErrorToast(
    fresh.length === 1
      ? `Result not declared: ${slotName(first)} (due ${first.resultDue} IST)`
      : `${fresh.length} results not declared: Alt+Shift+D declares ${slotName(first)}, the Market board lists all`,
  );
}

/**
 * The overdue-result alarm: for staff holding a family's result key, reads that family's board (again on
 * each result or slot change the live stream reports, every 30 s on a host without it), keeps the due list
 * for the sidebar badge and the palette, and toasts each newly due result.
 */
export function DueResultWatcher() {
  useSignals();
  const { client } = useServices();
  const held = sessionSignal.value?.permission;
  const board = isOffered('board.day');
  const watched = BOARD_FAMILIES.filter((info) => board && holdsAny(held, [familyPermission(info, 'result')]))
    .map((info) => info.family)
    .join(',');
  /** The boards last read, with their IST date: a result falls due as the clock passes its time. */
  const boards = useRef<{ date: string; answers: readonly Answer[] } | null>(null);
  const read = useCallback(async () => {
    const families = BOARD_FAMILIES.filter((info) => watched.split(',').includes(info.family));
    const date = istDate(0);
    const answers = await Promise.allSettled(
      families.map(async (info) => ({
        info,
        board: (await callOperation(client, 'board.day', { type: info.family, date })).data as Board,
      })),
    );
    for (const answer of answers) if (answer.status === 'rejected') sayIfRedirecting(answer.reason);
    boards.current = { date, answers: answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : [])) };
    evaluate(boards.current.answers);
  }, [client, watched]);
  useEffect(() => {
    if (!watched) {
      boards.current = null;
      dueResults.value = [];
    }
  }, [watched]);
  // Boards are read again when a result or a slot changes (or on the fallback's timer)…
  useLiveRefresh({
    active: watched !== '',
    kinds: ['result', 'board_slot'],
    pollMs: WATCH_INTERVAL_MS,
    look: read,
  });
  // …and the clock, not the network, says when a result falls due (a new day reads the new boards).
  useEffect(() => {
    if (!watched) return;
    const timer = setInterval(() => {
      const kept = boards.current;
      if (kept && kept.date !== istDate(0)) void read();
      else if (kept) evaluate(kept.answers);
    }, WATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [watched, read]);
  return null;
}

type Answer = { info: (typeof BOARD_FAMILIES)[number]; board: Board };

/** The due list, the next due and the toasts for what newly fell due, from the boards at this moment. */
function evaluate(answers: readonly Answer[]): void {
  const now = istSecondsOfDay(new Date());
  const due = answers.flatMap((answer) => dueResultsOf(answer.info, answer.board, now)).sort(byMostOverdue);
  dueResults.value = due;
  nextDueResult.value =
    answers
      .map((answer) => nextDueOf(answer.info, answer.board, now))
      .filter((next) => next !== null)
      .sort(byMostOverdue)[0] ?? null;
  const fresh = due.filter((item) => !announced.has(item.key));
  for (const item of fresh) announced.add(item.key);
  announce(fresh);
}
