import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
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
 * The overdue-result alarm: for staff holding a family's result key, reads that family's board every
 * 30 s, keeps the due list for the sidebar badge and the palette, and toasts each newly due result.
 */
export function DueResultWatcher() {
  useSignals();
  const { client } = useServices();
  const held = sessionSignal.value?.permission;
  const board = isOffered('board.day');
  const watched = BOARD_FAMILIES.filter((info) => board && holdsAny(held, [familyPermission(info, 'result')]))
    .map((info) => info.family)
    .join(',');
  useEffect(() => {
    if (!watched) {
      dueResults.value = [];
      return;
    }
    const families = BOARD_FAMILIES.filter((info) => watched.split(',').includes(info.family));
    let live = true;
    async function look() {
      const date = istDate(0);
      const answers = await Promise.allSettled(
        families.map(async (info) => ({
          info,
          board: (await callOperation(client, 'board.day', { type: info.family, date })).data as Board,
        })),
      );
      for (const answer of answers) if (answer.status === 'rejected') sayIfRedirecting(answer.reason);
      if (!live) return;
      const now = istSecondsOfDay(new Date());
      const due = answers
        .flatMap((answer) =>
          answer.status === 'fulfilled' ? dueResultsOf(answer.value.info, answer.value.board, now) : [],
        )
        .sort(byMostOverdue);
      dueResults.value = due;
      nextDueResult.value =
        answers
          .map((answer) =>
            answer.status === 'fulfilled' ? nextDueOf(answer.value.info, answer.value.board, now) : null,
          )
          .filter((next) => next !== null)
          .sort(byMostOverdue)[0] ?? null;
      const fresh = due.filter((item) => !announced.has(item.key));
      for (const item of fresh) announced.add(item.key);
      announce(fresh);
    }
    void look();
    const timer = setInterval(() => void look(), WATCH_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, watched]);
  return null;
}
