import { describe, expect, it } from 'vitest';
import {
  OVERSCAN_ROWS,
  renderedRows,
  rowWindow,
  startShowing,
  VISIBLE_ROWS,
} from '../src/app/palette/row-window';

const span = VISIBLE_ROWS + OVERSCAN_ROWS;

describe('rowWindow', () => {
  it('renders the view and the overscan below it at the top of the list', () => {
    expect(rowWindow(100, 0, [0])).toEqual({ from: 0, to: span, pinned: [] });
  });

  it('renders the overscan on both sides further down', () => {
    expect(rowWindow(100, 40, [45])).toEqual({ from: 40 - OVERSCAN_ROWS, to: 40 + span, pinned: [] });
  });

  it('stops at the last row', () => {
    expect(rowWindow(100, 95, [99])).toEqual({ from: 95 - OVERSCAN_ROWS, to: 100, pinned: [] });
    expect(rowWindow(5, 0, [0])).toEqual({ from: 0, to: 5, pinned: [] });
  });

  it('keeps a view past the end of a shorter list near its end', () => {
    expect(rowWindow(10, 40, [])).toEqual({ from: 10 - OVERSCAN_ROWS, to: 10, pinned: [] });
  });

  it('pins kept rows outside the range, in order, once each, and ignores -1 and rows past the end', () => {
    expect(rowWindow(100, 40, [90, 2, 2, -1, 100, 41]).pinned).toEqual([2, 90]);
  });

  it('renders nothing for no rows', () => {
    expect(renderedRows(rowWindow(0, 0, [-1]))).toEqual([]);
  });
});

describe('renderedRows', () => {
  it('lists pinned rows above the range first and those below it last', () => {
    expect(renderedRows({ from: 10, to: 13, pinned: [2, 50] })).toEqual([2, 10, 11, 12, 50]);
  });

  it('lists the range alone when nothing is pinned', () => {
    expect(renderedRows({ from: 0, to: 3, pinned: [] })).toEqual([0, 1, 2]);
  });
});

describe('startShowing', () => {
  it('keeps the view when the row is in it', () => {
    expect(startShowing(15, 10, 11)).toBe(10);
    expect(startShowing(20, 10, 11)).toBe(10);
  });

  it('moves the view up so the row is its first', () => {
    expect(startShowing(3, 10, 11)).toBe(3);
  });

  it('moves the view down so the row is its last', () => {
    expect(startShowing(21, 10, 11)).toBe(11);
    expect(startShowing(99, 0, 11)).toBe(89);
  });
});
