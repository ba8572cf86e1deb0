/** Offset paging over indexed orderings: the page asked for, and the `pagination` block of a reply. */

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export interface Pagination {
  per_page: number;
  current_page: number;
  total_page: number;
  total_count: number;
}

/** Reads `page` (or `current_page`) and `per_page` from a validated query. */
export function pageRequest(query: Record<string, unknown>, defaultPerPage = 10): PageRequest {
  const rawPage = query.page ?? query.current_page;
  const page = typeof rawPage === 'number' && rawPage >= 1 ? Math.floor(rawPage) : 1;
  const rawPer = query.per_page;
  const perPage = typeof rawPer === 'number' && rawPer >= 1 ? Math.floor(rawPer) : defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pagination(request: PageRequest, totalCount: number): Pagination {
  return {
    per_page: request.perPage,
    current_page: request.page,
    total_page: Math.ceil(totalCount / request.perPage),
    total_count: totalCount,
  };
}

/** `asc` or `desc` from a validated `order` query value (default desc). */
export function sortDirection(order: unknown): 'ASC' | 'DESC' {
  return order === 'asc' ? 'ASC' : 'DESC';
}
