import { describe, expect, it } from 'vitest';
import { formatColumnLayout, laidOut, parseColumnLayout } from '../src/components/data-grid/column-layout';
import {
  differsFromView,
  droppedLine,
  fullQueryOf,
  unknownKeys,
  viewQueryOf,
  viewSearch,
  viewStateOf,
  withoutColumns,
} from '../src/components/saved-views/view-query';
import { browserViewStore } from '../src/components/saved-views/view-store';

describe("a view's query", () => {
  it('keeps filters and sort, never the page or the view id, and the search box only when ticked', () => {
    const search = '?view=4&stage=BLOCKED&page=3&search=ravi&orderBy=balance&order=desc';
    expect(viewQueryOf(search, false)).toBe('order=desc&orderBy=balance&stage=BLOCKED');
    expect(viewQueryOf(search, true)).toBe('order=desc&orderBy=balance&search=ravi&stage=BLOCKED');
  });

  it("keeps the grid's layout as columns, and puts it back in the URL when opened", () => {
    const state = viewStateOf('?stage=BLOCKED&cols=fullName%3A200%2C-phone', false);
    expect(state).toEqual({
      query: 'stage=BLOCKED',
      columns: [
        { field: 'fullName', width: 200 },
        { field: 'phone', hidden: true },
      ],
    });
    expect(viewSearch(9, state)).toBe('?view=9&stage=BLOCKED&cols=fullName%3A200%2C-phone');
  });

  it('reads @today as the day it is opened', () => {
    expect(fullQueryOf({ query: 'startDate=%40today&endDate=%40today' }, '2026-11-29')).toBe(
      'startDate=2026-11-29&endDate=2026-11-29',
    );
  });

  it('is modified when a filter, the sort or a column differs, not when only the page does', () => {
    const view = { query: 'stage=BLOCKED', columns: [{ field: 'fullName' }] };
    expect(differsFromView('?view=1&stage=BLOCKED&cols=fullName&page=4', view)).toBe(false);
    expect(differsFromView('?view=1&stage=BANNED&cols=fullName', view)).toBe(true);
    expect(differsFromView('?view=1&stage=BLOCKED&cols=-fullName', view)).toBe(true);
    expect(differsFromView('?view=1&stage=BLOCKED&cols=fullName&search=x', view)).toBe(false);
  });

  it('names what the screen no longer has in one line, and leaves it out', () => {
    expect(unknownKeys('kycLevel=2&stage=BLOCKED', new Set(['stage', 'page']))).toEqual(['kycLevel']);
    expect(withoutColumns('?cols=fullName%2C-kycStatus%3A90', ['kycStatus'])).toBe('?cols=fullName');
    expect(droppedLine(['kycLevel'], [])).toBe(
      'This view names filter "kycLevel" that this screen does not have here: opened without it.',
    );
    expect(droppedLine(['a', 'b'], ['c'])).toBe(
      'This view names filters "a", "b" and column "c" that this screen does not have here: opened without them.',
    );
    expect(droppedLine([], [])).toBeNull();
  });
});

describe('the column layout', () => {
  const columns = [
    { field: 'userId', header: 'ID', width: 80 },
    { field: 'fullName', header: 'Name', flex: 2 },
    { field: 'email', header: 'Email', hidden: true },
  ] as const;

  it('orders, sizes and hides the columns it names; the others follow as declared', () => {
    const layout = parseColumnLayout('fullName:240,-userId');
    const shown = laidOut(columns, layout);
    expect(shown.columns.map((c) => [c.field, c.width])).toEqual([
      ['fullName', 240],
      ['userId', 80],
      ['email', undefined],
    ]);
    expect([...shown.hidden].sort()).toEqual(['email', 'userId']);
    expect(formatColumnLayout(layout ?? [])).toBe('fullName:240,-userId');
  });
});

describe('views kept in this browser', () => {
  it('stores personal views only, one default per screen', async () => {
    const store = browserViewStore(window.localStorage);
    window.localStorage.clear();
    const state = { query: 'stage=BLOCKED' };
    const a = await store.create({
      screen: 'users',
      operation: 'users.list',
      name: 'A',
      shared: true,
      state,
    });
    const b = await store.create({
      screen: 'users',
      operation: 'users.list',
      name: 'B',
      shared: false,
      state,
    });
    expect(a).toMatchObject({ shared: false, mine: true });
    await store.mark(a.viewId, { isDefault: true });
    await store.mark(b.viewId, { isDefault: true });
    const views = await store.list();
    expect(views.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['B']);
    await store.remove(a.viewId);
    expect((await store.list()).map((v) => v.name)).toEqual(['B']);
    expect(await browserViewStore(window.localStorage).get(b.viewId)).toMatchObject({ name: 'B' });
  });
});
