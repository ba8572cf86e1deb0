import { describe, expect, it } from 'vitest';
import {
  emptyLiveRows,
  type LiveRows,
  mergeAnswer,
  moveOn,
  revealWaiting,
} from '../src/components/list/live-rows';
import type { LiveChange } from '../src/state/live';

interface Row {
  id: number;
  state: string;
}

const rowId = (row: Row) => String(row.id);
const rows = (...ids: number[]) => ids.map((id) => ({ id, state: 'PENDING' }));
const ids = (live: LiveRows<Row>) => live.shown.map((row) => row.id);
const approved = (id: number): LiveChange => ({
  id: '900',
  kind: 'fund_request',
  recordId: String(id),
  version: 2,
  state: 'APPROVED',
  changed: ['tran_status'],
  by: 'supervisor',
  // 08:32 UTC is 14:02 in Asia/Kolkata.
  at: '2026-11-29T08:32:00Z',
});

function merge(
  previous: LiveRows<Row>,
  answer: Row[],
  options: Partial<Parameters<typeof mergeAnswer<Row>>[2]> = {},
) {
  return mergeAnswer(previous, answer, {
    rowId,
    query: 'q',
    hold: false,
    departures: new Map(),
    keep: () => false,
    ...options,
  });
}

describe('live rows, matched by id', () => {
  it('updates a changed row where it stands and counts the change for its highlight', () => {
    const first = merge(emptyLiveRows(), rows(1, 2, 3));
    const next = merge(first, [...rows(1), { id: 2, state: 'HOLD' }, ...rows(3)]);
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next.shown[1]?.state).toBe('HOLD');
    expect(next.flashes.get('2')).toBe(1);
    expect(next.flashes.get('1')).toBeUndefined();
  });

  it('keeps a row someone else moved out, greyed with who and when, until the user moves on', () => {
    const first = merge(emptyLiveRows(), rows(1, 2, 3));
    const next = merge(first, rows(1, 3), { departures: new Map([['2', approved(2)]]) });
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next.notes.get('2')).toBe('Approved by supervisor 14:02');
    expect(ids(moveOn(next, rowId, '2'))).toEqual([1, 2, 3]);
    expect(ids(moveOn(next, rowId, '3'))).toEqual([1, 3]);
  });

  it('lets a row the user moved (no change by another) leave at once', () => {
    const first = merge(emptyLiveRows(), rows(1, 2, 3));
    expect(ids(merge(first, rows(1, 3)))).toEqual([1, 3]);
  });

  it('holds new rows behind the pill, leaving the rows shown where they are, and shows them on reveal', () => {
    const first = merge(emptyLiveRows(), rows(10, 11, 12));
    const held = merge(first, rows(1, 2, 10, 11, 12), { hold: true });
    expect(ids(held)).toEqual([10, 11, 12]);
    expect(held.waiting.map((row) => row.id)).toEqual([1, 2]);
    const shown = revealWaiting(held, rowId);
    expect(ids(shown)).toEqual([1, 2, 10, 11, 12]);
    expect(shown.waiting).toEqual([]);
  });

  it('lets a row the user moved leave a held queue at once; the row taking its page place joins at the bottom', () => {
    const first = merge(emptyLiveRows(), rows(1, 2, 3));
    expect(ids(merge(first, rows(2, 3, 4), { hold: true }))).toEqual([2, 3, 4]);
    // A row that would go in above the shown ones still waits; only the freed place is taken.
    const mixed = merge(first, rows(0, 2, 3, 4, 5), { hold: true });
    expect(ids(mixed)).toEqual([2, 3, 4]);
    expect(mixed.waiting.map((row) => row.id)).toEqual([0, 5]);
  });

  it('inserts new rows in the answer order when not held, keeping a greyed row after the one it followed', () => {
    const first = merge(emptyLiveRows(), rows(10, 11, 12));
    const next = merge(first, rows(1, 10, 12), { departures: new Map([['11', approved(11)]]) });
    expect(ids(next)).toEqual([1, 10, 11, 12]);
  });

  it('never drops the row kept for an open dialog, and starts afresh on another query', () => {
    const first = merge(emptyLiveRows(), rows(1, 2));
    const kept = merge(first, rows(1), { keep: (id) => id === '2' });
    expect(ids(kept)).toEqual([1, 2]);
    expect(kept.notes.get('2')).toBe('No longer in this list');
    expect(ids(merge(kept, rows(5), { query: 'page 2' }))).toEqual([5]);
  });
});
