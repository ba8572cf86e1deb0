/** One page of a query and its total count, as two statements sharing the same FROM/WHERE. */
import type { Queryable } from './db.js';
import type { PageRequest } from './paging.js';
import { int } from './values.js';

export interface PageQuery {
  columns: string;
  from: string;
  where?: string;
  order: string;
  params?: unknown[];
}

export async function fetchPage<Row>(
  db: Queryable,
  q: PageQuery,
  page: PageRequest,
  toRow: (r: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number }> {
  const where = q.where ? `WHERE ${q.where}` : '';
  const params = q.params ?? [];
  const [countRow] = await db.query(`SELECT count(*) AS n FROM ${q.from} ${where}`, params);
  const rows = await db.query(
    `SELECT ${q.columns} FROM ${q.from} ${where} ORDER BY ${q.order} LIMIT ${page.perPage} OFFSET ${page.offset}`,
    params,
  );
  return { rows: rows.map(toRow), total: int(countRow?.n) };
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
