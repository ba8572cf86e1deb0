import { describe, expect, it } from 'vitest';
import { reverseOrder } from '../../src/db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../../src/db/paging.js';
import { likeContains } from '../../src/db/values.js';

describe('paging', () => {
  it('reads page or current_page and per_page with a default size', () => {
    expect(pageRequest({ page: 3, per_page: 20 })).toEqual({ page: 3, perPage: 20, offset: 40 });
    expect(pageRequest({ current_page: 2 }, 15)).toEqual({ page: 2, perPage: 15, offset: 15 });
    expect(pageRequest({})).toEqual({ page: 1, perPage: 10, offset: 0 });
  });

  it('counts pages, rounding up', () => {
    expect(pagination({ page: 1, perPage: 10, offset: 0 }, 21)).toEqual({
      per_page: 10,
      current_page: 1,
      total_page: 3,
      total_count: 21,
    });
    expect(pagination({ page: 1, perPage: 10, offset: 0 }, 0).total_page).toBe(0);
  });

  it('sorts descending unless asked for asc', () => {
    expect(sortDirection('asc')).toBe('ASC');
    expect(sortDirection(undefined)).toBe('DESC');
  });

  it('escapes LIKE wildcards in search text', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('reverses an ORDER BY list term by term, flipping explicit NULLS placements', () => {
    expect(reverseOrder('l.created_at DESC, l.entry_id DESC')).toBe('l.created_at ASC, l.entry_id ASC');
    expect(reverseOrder('coalesce(w.balance_paise, 0) asc, p.user_id')).toBe(
      'coalesce(w.balance_paise, 0) DESC, p.user_id DESC',
    );
    expect(reverseOrder('p.last_login_at DESC NULLS LAST, p.user_id DESC')).toBe(
      'p.last_login_at ASC NULLS FIRST, p.user_id ASC',
    );
    expect(reverseOrder('r.session DESC NULLS LAST, lower(p.provider_name)')).toBe(
      'r.session ASC NULLS FIRST, lower(p.provider_name) DESC',
    );
  });
});
