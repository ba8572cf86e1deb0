import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useKeptScreen } from '../../state/kept-screen';
import { kindsShownBy, type LiveChange, liveStatus, onLiveChange, onLiveReload } from '../../state/live';
import { pendingIntent } from '../../state/pending-intent';
import { signedInUsername } from '../../state/session';
import { emptyLiveRows, type LiveRows, mergeAnswer, moveOn, revealWaiting } from './live-rows';

/** On a host without the live stream, a live list reads its page this often. */
export const LIST_POLL_MS = 30_000;
/** The changes a list remembers for rows that may leave it (the newest kept). */
const REMEMBERED = 500;

export interface LiveListOptions {
  /** A sorted work queue: new rows always wait behind the pill, never shift the rows. */
  holdNew?: boolean;
}

/** The row whose dialog is open, if it is one of this list's (an intent's row may be of another list). */
function dialogRowId<Row>(rowId: (row: Row) => string, shown: readonly Row[]): string | null {
  const intent = pendingIntent.value;
  // Once the server has carried the action out, the row goes as the user's own work does.
  const row = (intent?.done ? undefined : intent?.row) as Row | undefined;
  if (row === undefined || row === null || typeof row !== 'object') return null;
  try {
    const id = rowId(row);
    return shown.some((r) => rowId(r) === id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * A list that follows the live stream: its answer is merged into what is shown by row id (live-rows.ts),
 * changes of its kinds are remembered so a row that leaves says who moved it, and a host without the
 * stream is polled instead. `rows` is what the grid shows.
 */
export function useLiveList<Row>(
  op: string,
  rowId: (row: Row) => string,
  answer: readonly Row[] | undefined,
  /** The answer these rows were read from: a new one is merged (the same one rendered again is not). */
  source: unknown,
  query: string,
  reload: () => void,
  options: LiveListOptions = {},
) {
  useSignals();
  const kinds = useMemo(() => kindsShownBy([op]), [op]);
  // The shell says which: the stream runs, or the host offers none and lists poll (not yet known: neither).
  const following = kinds.length > 0 && liveStatus.value !== 'off';
  const polling = liveStatus.value === 'polling';
  const departures = useRef(new Map<string, LiveChange>());
  const state = useRef<LiveRows<Row>>(emptyLiveRows());
  const merged = useRef<unknown>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  /** The row focused last: focus coming back to it (the grid refocusing after a reload) is no move. */
  const focused = useRef<string | null>(null);
  const [scrolled, setScrolled] = useState(false);
  const dialogId = dialogRowId(rowId, state.current.shown);
  const hold = options.holdNew === true || scrolled || dialogId !== null;

  if (answer && source !== merged.current) {
    merged.current = source;
    state.current = mergeAnswer(state.current, answer, {
      rowId,
      query,
      hold: following && hold,
      departures: departures.current,
      keep: (id) => id === dialogId,
    });
  }

  useEffect(() => {
    if (!following) return;
    const stopChanges = onLiveChange(kinds, (change) => {
      // A row the user moved leaves at once: only someone else's change keeps it greyed with who and when.
      if (change.by !== null && change.by === signedInUsername()) return;
      const remembered = departures.current;
      remembered.delete(change.recordId);
      remembered.set(change.recordId, change);
      if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
    });
    const stopReloads = onLiveReload(() => departures.current.clear());
    return () => {
      stopChanges();
      stopReloads();
    };
  }, [following, kinds]);

  // A hidden kept screen skips its polls; shown again, it reads at once if it skipped one.
  const kept = useKeptScreen();
  useEffect(() => {
    if (!following || !polling) return;
    let skipped = false;
    const timer = setInterval(() => {
      if (kept.shown()) reload();
      else skipped = true;
    }, LIST_POLL_MS);
    const stopShown = kept.onShown(() => {
      if (skipped) reload();
      skipped = false;
    });
    return () => {
      clearInterval(timer);
      stopShown();
    };
  }, [following, polling, reload, kept]);

  const reveal = useCallback(() => {
    state.current = revealWaiting(state.current, rowId);
    rerender();
  }, [rowId]);

  // A list that holds only while scrolled or while a dialog is open shows its new rows once it may.
  const waiting = state.current.waiting.length;
  useEffect(() => {
    if (!hold && waiting > 0) reveal();
  }, [hold, waiting, reveal]);

  const rowFocused = useCallback(
    (id: string) => {
      if (focused.current === id) return;
      focused.current = id;
      const next = moveOn(state.current, rowId, id);
      if (next === state.current) return;
      state.current = next;
      rerender();
    },
    [rowId],
  );

  const current = state.current;
  return {
    /** The list's kinds are reported by the stream (or polled for); false until the shell knows which. */
    following,
    rows: answer ? current.shown : undefined,
    waiting,
    reveal,
    rowFocused,
    /** Who moved a row that left the list, and when ("Approved by supervisor 14:02"). */
    noteOf: (row: Row) => current.notes.get(rowId(row)),
    /** How many times a row changed in place (its parity restarts the highlight). */
    flashOf: (row: Row) => current.flashes.get(rowId(row)),
    /** Why new rows wait, for the live state ("Paused (scrolled)"). */
    paused: scrolled ? 'scrolled' : dialogId !== null ? 'dialog open' : null,
    setScrolled,
  };
}

export type LiveList<Row> = ReturnType<typeof useLiveList<Row>>;
