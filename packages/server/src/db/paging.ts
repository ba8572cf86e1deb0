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
  /** Present (true) when the count stopped at a cap: total_count is the cap, and more rows match. */
  total_capped?: true;
}

/** A finite number from 1 up (the contract bounds it; Infinity or NaN never become a page). */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1;
}

/** Reads `page` (or `current_page`) and `per_page` from a validated query. */
export function pageRequest(query: Record<string, unknown>, defaultPerPage = 10): PageRequest {
  const rawPage = query.page ?? query.current_page;
  const page = isCount(rawPage) ? Math.floor(rawPage) : 1;
  const rawPer = query.per_page;
  const perPage = isCount(rawPer) ? Math.floor(rawPer) : defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pagination(request: PageRequest, totalCount: number, capped?: true): Pagination {
  return {
    per_page: request.perPage,
    current_page: request.page,
    total_page: Math.ceil(totalCount / request.perPage),
    total_count: totalCount,
    ...(capped ? { total_capped: capped } : {}),
  };
}

/** `asc` or `desc` from a validated `order` query value (default desc). */
export function sortDirection(order: unknown): 'ASC' | 'DESC' {
  return order === 'asc' ? 'ASC' : 'DESC';
}

/** A page's LIMIT and OFFSET as bound parameters: the SQL to append and the parameters to send with it. */
export interface PageSlice {
  sql: string;
  params: unknown[];
}

/**
 * `LIMIT $n OFFSET $m`, numbered after `params`: the page size and offset travel as parameters, never
 * as text in the SQL (a page number like 1e308 or 99999999999999999999 cannot reach the statement).
 *
 * @example
 *   const slice = pageSlice(where.params, page);
 *   await db.query(`SELECT ... WHERE ${where.where} ORDER BY id ${slice.sql}`, slice.params);
 */
export function pageSlice(params: readonly unknown[], page: PageRequest): PageSlice {
  return {
    sql: `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    params: [...params, page.perPage, page.offset],
  };
}
