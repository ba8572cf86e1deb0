/**
 * Keeping the user's place while a list reloads under live changes (pure; use-live-list.ts holds it).
 * Rows are matched by id, never by index: a changed row is updated where it stands (and flashed), a row
 * that left the answer after someone else moved it stays, greyed with who and when, until the user moves
 * on, and new rows wait behind a pill while the list holds still (a sorted queue, a scrolled list, an open
 * dialog) instead of shifting the rows under the cursor.
 */
import type { LiveChange } from '../../state/live';
import { formatIstTime } from '../format';

export interface LiveRows<Row> {
  /** The query the rows answer: another query (a filter, a page) starts afresh. */
  query: string | null;
  /** The last answer, in the server's order. */
  answer: readonly Row[];
  /** What the list shows, in order. */
  shown: readonly Row[];
  /** New rows not shown yet ("3 new — press . to show"). */
  waiting: readonly Row[];
  /** Rows that left the answer and stay until the user moves on: id -> who moved them and when. */
  notes: ReadonlyMap<string, string>;
  /** Rows changed in place: id -> how many times (its parity restarts the highlight). */
  flashes: ReadonlyMap<string, number>;
}

export const emptyLiveRows = <Row>(): LiveRows<Row> => ({
  query: null,
  answer: [],
  shown: [],
  waiting: [],
  notes: new Map(),
  flashes: new Map(),
});

export interface MergeOptions<Row> {
  rowId: (row: Row) => string;
  query: string;
  /** New rows wait instead of being inserted. */
  hold: boolean;
  /** The changes the stream reported since the last answer, by record id. */
  departures: ReadonlyMap<string, LiveChange>;
  /** Rows that must not vanish (the one whose dialog is open). */
  keep: (id: string) => boolean;
}

/** A state said as what was done: 'APPROVED' -> 'Approved', 'HOLD' -> 'Put on hold'. */
const DONE: Readonly<Record<string, string>> = { HOLD: 'Put on hold', WAITING: 'Put on waiting' };
const title = (state: string) => DONE[state] ?? state.charAt(0) + state.slice(1).toLowerCase();

/** "Approved by supervisor 14:02": who moved the record out of the list and when (IST). */
export function departureText(change: LiveChange | undefined): string {
  if (!change) return 'No longer in this list';
  const what = change.state ? title(change.state) : 'Changed';
  return `${what}${change.by ? ` by ${change.by}` : ''} ${formatIstTime(change.at)}`;
}

/** Rows in `answer`'s order, with the kept rows that left it put back after the row they followed. */
function inAnswerOrder<Row>(answer: readonly Row[], previous: readonly Row[], kept: readonly Row[]): Row[] {
  const out = [...answer];
  for (const row of kept) {
    const at = previous.indexOf(row);
    const before = previous.slice(0, at).reverse();
    const anchor = before.find((r) => out.includes(r));
    out.splice(anchor === undefined ? 0 : out.indexOf(anchor) + 1, 0, row);
  }
  return out;
}

/** The list after a new answer. */
export function mergeAnswer<Row>(
  previous: LiveRows<Row>,
  answer: readonly Row[],
  options: MergeOptions<Row>,
): LiveRows<Row> {
  const { rowId, query, hold, departures, keep } = options;
  if (previous.query !== query)
    return { query, answer, shown: answer, waiting: [], notes: new Map(), flashes: new Map() };
  const byId = new Map(answer.map((row) => [rowId(row), row]));
  const notes = new Map(previous.notes);
  const flashes = new Map(previous.flashes);
  const shownIds = new Set<string>();
  const updated: Row[] = [];
  const kept: Row[] = [];
  for (const old of previous.shown) {
    const id = rowId(old);
    const fresh = byId.get(id);
    if (fresh !== undefined) {
      if (JSON.stringify(fresh) !== JSON.stringify(old)) flashes.set(id, (flashes.get(id) ?? 0) + 1);
      notes.delete(id);
      updated.push(fresh);
      shownIds.add(id);
      continue;
    }
    // Gone from the answer: the user's own work (or a row with no news) leaves; a row someone else moved,
    // or the one whose dialog is open, stays greyed.
    const departure = departures.get(id);
    if (!departure && !notes.has(id) && !keep(id)) continue;
    let row = old;
    const note = departureText(departure);
    if (departure || !notes.has(id)) {
      // A new object for a newly greyed row: the grid draws a row again when its data changes.
      if (notes.get(id) !== note) row = { ...old } as Row;
      notes.set(id, note);
    }
    updated.push(row);
    kept.push(row);
    shownIds.add(id);
  }
  const fresh = answer.filter((row) => !shownIds.has(rowId(row)));
  if (hold) {
    // A page refilled from below, when rows on it left: the rows the answer puts after every row still
    // shown take the freed places at the bottom (shifting nothing, and focus can go on to them); any more,
    // and every row that would go in above or among the shown ones, wait.
    let last = -1;
    answer.forEach((row, i) => {
      if (shownIds.has(rowId(row))) last = i;
    });
    const freed = previous.answer.filter((row) => !byId.has(rowId(row))).length;
    const joining = fresh.filter((row) => answer.indexOf(row) > last).slice(0, freed);
    const waiting = fresh.filter((row) => !joining.includes(row));
    return { query, answer, shown: [...updated, ...joining], waiting, notes, flashes };
  }
  const previousShown = previous.shown.map((row) => updated.find((u) => rowId(u) === rowId(row)) ?? row);
  return { query, answer, shown: inAnswerOrder(answer, previousShown, kept), waiting: [], notes, flashes };
}

/** `.`: the waiting rows take their places (the answer's order); greyed rows stay where they were. */
export function revealWaiting<Row>(rows: LiveRows<Row>, rowId: (row: Row) => string): LiveRows<Row> {
  const answerIds = new Set(rows.answer.map(rowId));
  const kept = rows.shown.filter((row) => !answerIds.has(rowId(row)));
  return { ...rows, shown: inAnswerOrder(rows.answer, rows.shown, kept), waiting: [] };
}

/** The user moved on (to another row): rows kept greyed go, but the one now focused. */
export function moveOn<Row>(
  rows: LiveRows<Row>,
  rowId: (row: Row) => string,
  focusedId: string,
): LiveRows<Row> {
  const gone = [...rows.notes.keys()].filter((id) => id !== focusedId);
  if (gone.length === 0) return rows;
  const notes = new Map(rows.notes);
  for (const id of gone) notes.delete(id);
  return { ...rows, notes, shown: rows.shown.filter((row) => !gone.includes(rowId(row))) };
}
