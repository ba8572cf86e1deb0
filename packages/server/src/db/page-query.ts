/**
 * One page of a query and its total count. With `key`, the page is picked on the narrow FROM first
 * (`pickFrom`: the tables the WHERE and ORDER BY need, often the base table alone), so OFFSET skips index
 * entries rather than joined rows, and only the rows shown are joined. The total is counted on
 * `count.from` (a counts table kept by triggers), else on `pickFrom`; it is always exact. A page past
 * the middle is picked from the other end (the reversed order, a smaller OFFSET), so the deepest pages
 * cost no more than the middle one.
 */
import type { Queryable } from './db.js';
import { type KeptCountList, keptCount } from './kept-counts.js';
import { ANCHOR_DEPTH, type AnchorList, type AppendOnly, keepAnchor, seekPage } from './page-anchors.js';
import { type PageRequest, type PageSlice, pageSlice } from './paging.js';
import { int } from './values.js';

export interface PageQuery {
  columns: string;
  from: string;
  where?: string;
  order: string;
  params?: unknown[];
  /** The unique key of a row of the base table (e.g. `b.bid_id`): enables picking the page first. */
  key?: string;
  /** The FROM that `where` and `order` need, with the same aliases as `from`; default `from`. */
  pickFrom?: string;
  /**
   * Where the total comes from when cheaper than counting `pickFrom`: a FROM whose columns answer
   * `where` under the same aliases, and the expression that sums it (default count(*)).
   */
  count?: { from: string; expression: string };
  /** The total when the caller already holds it (no count query). */
  total?: number;
  /**
   * Count at most this many rows: past it the answer says `capped` and its total is this cap (the pages
   * up to it are served; the count stops early instead of visiting every match).
   */
  countCap?: number;
  /**
   * With `countCap`, on a list whose other changes bump its version: the capped count is kept per filter
   * and brought up to date from the rows added since (kept-counts.ts). `pickFrom` then yields one row
   * per row of the list's table.
   */
  keepCount?: KeptCountList;
  /**
   * With `key` (its bigint id): the base table never updates or deletes a row, so deep pages are found
   * from anchors (page-anchors.ts) when the ORDER BY terms all go one way.
   */
  appendOnly?: AppendOnly;
}

export async function fetchPage<Row>(
  db: Queryable,
  q: PageQuery,
  page: PageRequest,
  toRow: (r: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number; capped?: true }> {
  const where = q.where ? `WHERE ${q.where}` : '';
  const params = q.params ?? [];
  const pickFrom = q.pickFrom ?? q.from;
  const { total, capped } =
    q.total !== undefined ? { total: q.total, capped: false } : await countRows(db, q, where);
  const cap = capped ? ({ capped } as const) : {};
  if (page.offset >= total) return { rows: [], total, ...cap };
  let pageSql: string;
  let slice: PageSlice;
  if (q.key) {
    // The rows after this page, when fewer than those before it: skip them in the reversed order.
    const after = total - page.offset - page.perPage;
    // A capped total is not the list's end: the page is always counted from the front.
    const reversed = !capped && after < page.offset;
    slice = reversed
      ? pageSlice(params, {
          ...page,
          perPage: Math.min(page.perPage, total - page.offset),
          offset: Math.max(0, after),
        })
      : pageSlice(params, page);
    const pick = `ORDER BY ${reversed ? reverseOrder(q.order) : q.order} ${slice.sql}`;
    const anchored =
      q.appendOnly && !capped && page.offset >= ANCHOR_DEPTH ? anchorList(q, where, params) : undefined;
    if (anchored) {
      const cost = reversed ? Math.max(0, after) : page.offset;
      const keys =
        (await seekPage(db, anchored, page, total, cost, q.key, pickFrom)) ??
        (
          await db.query<{ k: unknown }>(
            `SELECT ${q.key} AS k FROM ${pickFrom} ${where} ${pick}`,
            slice.params,
          )
        ).map((r) => r.k);
      const rows = await db.query(
        `SELECT ${q.columns}, ${q.key} AS page_key FROM ${q.from} WHERE ${q.key} = ANY($1::bigint[]) ORDER BY ${q.order}`,
        [keys],
      );
      if (rows[0]) await keepAnchor(db, anchored, page.offset, total, rows[0].page_key, q.key, pickFrom);
      return { rows: rows.map(toRow), total, ...cap };
    }
    pageSql = `SELECT ${q.columns} FROM ${q.from}
       WHERE ${q.key} IN (SELECT ${q.key} FROM ${pickFrom} ${where} ${pick})
       ORDER BY ${q.order}`;
  } else {
    slice = pageSlice(params, page);
    pageSql = `SELECT ${q.columns} FROM ${q.from} ${where} ORDER BY ${q.order} ${slice.sql}`;
  }
  const rows = await db.query(pageSql, slice.params);
  return { rows: rows.map(toRow), total, ...cap };
}

/** The exact total, or with `countCap` the matches up to the cap (a LIMIT stops the count there). */
async function countRows(
  db: Queryable,
  q: PageQuery,
  where: string,
): Promise<{ total: number; capped: boolean }> {
  const params = q.params ?? [];
  if (q.countCap !== undefined) {
    const from = q.pickFrom ?? q.from;
    const n = q.keepCount
      ? await keptCount(db, q.keepCount, from, q.where ?? 'true', params, q.countCap)
      : int(
          (
            await db.query(
              `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT $${params.length + 1}) matches`,
              [...params, q.countCap + 1],
            )
          )[0]?.n,
        );
    return n > q.countCap ? { total: q.countCap, capped: true } : { total: n, capped: false };
  }
  const countSql = q.count
    ? `SELECT ${q.count.expression} AS n FROM ${q.count.from} ${where}`
    : `SELECT count(*) AS n FROM ${q.pickFrom ?? q.from} ${where}`;
  return { total: int((await db.query(countSql, params))[0]?.n), capped: false };
}

/** The anchor list of a query whose ORDER BY terms all go one way (else undefined: no seek). */
function anchorList(q: PageQuery, where: string, params: unknown[]): AnchorList | undefined {
  const terms = orderTerms(q.order).map(({ expression, direction }) => ({
    expression,
    descending: direction === 'DESC',
  }));
  if (!q.appendOnly || !terms.every((t) => t.descending === terms[0]?.descending)) return undefined;
  return {
    signature: [q.pickFrom ?? q.from, where, q.order, JSON.stringify(params)].join('|'),
    terms,
    appendOnly: q.appendOnly,
    where: q.where ?? 'true',
    params,
  };
}

/** The terms of an ORDER BY list: expression, direction (ASC when not given) and explicit NULLS. */
function orderTerms(order: string): { expression: string; direction: 'ASC' | 'DESC'; nulls?: string }[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < order.length; i++) {
    const ch = order[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      terms.push(order.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(order.slice(start));
  return terms.map((term) => {
    const m = /^(.*?)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?\s*$/is.exec(term.trim());
    if (!m) throw new Error(`cannot read ORDER BY term: ${term}`);
    const [, expression = '', direction, nulls] = m;
    return {
      expression,
      direction: direction?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
      ...(nulls ? { nulls: nulls.toUpperCase() } : {}),
    };
  });
}

/**
 * The reverse of an ORDER BY list: each term's direction flipped, and its explicit NULLS placement too
 * (an implicit one follows the direction, so it reverses by itself).
 *
 * @example reverseOrder('coalesce(w.balance_paise, 0) DESC NULLS LAST, p.user_id') // '... ASC NULLS FIRST, p.user_id DESC'
 */
export function reverseOrder(order: string): string {
  return orderTerms(order)
    .map(({ expression, direction, nulls }) => {
      const reversed = direction === 'DESC' ? 'ASC' : 'DESC';
      const flippedNulls = nulls ? ` NULLS ${nulls === 'FIRST' ? 'LAST' : 'FIRST'}` : '';
      return `${expression} ${reversed}${flippedNulls}`;
    })
    .join(', ');
}

/** Builds a WHERE from optional conditions, numbering their parameters. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /**
   * Adds `sql`. With a value, `?` stands for its placeholder and the condition is skipped when the value
   * is undefined, null or ''; without one, `sql` is added as it is.
   */
  add(sql: string, ...value: [] | [unknown]): this {
    if (value.length === 0) {
      this.parts.push(sql);
      return this;
    }
    const [v] = value;
    if (v === undefined || v === null || v === '') return this;
    this.params.push(v);
    this.parts.push(sql.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  /** Adds a raw condition built by `build`, which may push its own parameters. */
  raw(build: (params: unknown[]) => string): this {
    this.parts.push(build(this.params));
    return this;
  }

  get where(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}
