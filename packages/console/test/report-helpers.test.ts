import { describe, expect, it } from 'vitest';
import { csvCell, csvMoney, toCsv } from '../src/components/report/csv';
import { collectPages } from '../src/components/report/paged-export';
import { quickRangeOf, quickRanges, rangeText, shiftDate } from '../src/components/report/quick-ranges';

describe('quick ranges', () => {
  it('counts "last N days" as N days back to today, like the spec\'s "15 days back"', () => {
    const ranges = Object.fromEntries(quickRanges('2026-03-20').map((q) => [q.id, [q.start, q.end]]));
    expect(ranges).toEqual({
      today: ['2026-03-20', '2026-03-20'],
      yesterday: ['2026-03-19', '2026-03-19'],
      'last-7': ['2026-03-13', '2026-03-20'],
      'last-15': ['2026-03-05', '2026-03-20'],
      'last-30': ['2026-02-18', '2026-03-20'],
      'this-month': ['2026-03-01', '2026-03-20'],
    });
  });

  it('crosses month and year ends and leap days', () => {
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(quickRanges('2026-01-01').find((q) => q.id === 'yesterday')).toMatchObject({
      start: '2025-12-31',
      end: '2025-12-31',
    });
  });

  it('names the quick range a range is, and none for a hand-picked one', () => {
    expect(quickRangeOf({ start: '2026-03-05', end: '2026-03-20' }, '2026-03-20')).toBe('last-15');
    expect(quickRangeOf({ start: '2026-03-01', end: '2026-03-01' }, '2026-03-01')).toBe('today');
    expect(quickRangeOf({ start: '2026-03-04', end: '2026-03-20' }, '2026-03-20')).toBeUndefined();
    expect(rangeText({ start: '2026-03-05', end: '2026-03-20' })).toBe('2026-03-05 to 2026-03-20');
    expect(rangeText({ start: '2026-03-05', end: '2026-03-05' })).toBe('2026-03-05');
  });
});

describe('CSV', () => {
  it('writes a header and one line per row; money with 2 decimals; negatives stay numbers', () => {
    const rows = [
      { name: 'Rao, Anil', pnl: -1250.5 },
      { name: '=cmd()', pnl: 10 },
    ];
    const csv = toCsv(
      [
        { header: 'Player', value: (r) => r.name },
        { header: 'P/L', value: (r) => csvMoney(r.pnl) },
      ],
      rows,
    );
    expect(csv).toBe('Player,P/L\n"Rao, Anil",-1250.50\n\'=cmd(),10.00\n');
    expect(csvCell(null)).toBe('');
    expect(csvCell('+91 98')).toBe("'+91 98");
  });
});

describe('paged export', () => {
  it('asks every page in turn and reports the rows so far against the total', async () => {
    const asked: number[] = [];
    const progress: string[] = [];
    const rows = await collectPages(
      async (page) => {
        asked.push(page);
        const all = [1, 2, 3, 4, 5];
        return { rows: all.slice((page - 1) * 2, page * 2), pagination: { totalPage: 3, totalCount: 5 } };
      },
      (p) => progress.push(`${p.done}/${p.total}`),
    );
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual(['2/5', '4/5', '5/5']);
  });

  it('stops when asked to', async () => {
    const stop = new AbortController();
    const load = async () => {
      stop.abort();
      return { rows: [1], pagination: { totalPage: 9, totalCount: 9 } };
    };
    await expect(collectPages(load, () => undefined, stop.signal)).rejects.toThrow('Export stopped');
  });
});
