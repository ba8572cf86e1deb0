/**
 * Deep pages of an append-only list (the ledger: no entry is ever updated or deleted) found by a seek on
 * the order's index instead of an OFFSET that skips half of it. Each deep page served leaves an anchor:
 * the offset of its first row, that row's ORDER BY values, the list's total and the table's highest id
 * then. A later request for a page at or near an anchor starts from the anchor's row (a row comparison)
 * and skips only the rows between: the same page again, the next or the previous one cost a few index
 * entries. Rows added since move the anchor down by those of them that sort before it; they are found
 * among the rows with a higher id than the anchor's watermark. When those do not account for the whole
 * growth of the total (a row that committed late with a lower id, or the table emptied), the anchor is
 * dropped and the page is picked by OFFSET as before: every answer is the exact page of its total.
 * Anchors live in this process, per database handle (another instance keeps its own), and are checked
 * on every use.
 */
import type { Queryable } from './db.js';
import type { PageRequest } from './paging.js';
import { perHandle } from './per-handle.js';
import { int } from './values.js';

/**
 * The list's base table, its alias in `pickFrom` and its id column: a new row's id is higher than every
 * id given before it (a sequence). Its rows are never updated or deleted (the ledger), or `version`
 * names its row of list_versions (migration 103), which triggers bump on any change other than an
 * insert that can move a row in or out of a list or along its order. The ORDER BY columns must be NOT NULL.
 */
export interface AppendOnly {
  table: string;
  alias: string;
  id: string;
  version?: string;
}

interface Anchor {
  offset: number;
  values: string[];
  total: number;
  maxId: string;
  version: string | null;
}

/** The list's version now, as SQL (a constant when it has none). */
export const versionSql = (a: AppendOnly) =>
  a.version ? `(SELECT version FROM list_versions WHERE name = '${a.version}')::text` : 'NULL::text';

/** Offsets below this are cheap as they are: no anchor is kept or looked for. */
export const ANCHOR_DEPTH = 1_000;
const LISTS_KEPT = 200;
const ANCHORS_PER_LIST = 32;
/** More rows added than this since an anchor was made: it is dropped rather than moved. */
const ADDED_READ = 5_000;
const anchorLists = perHandle<Anchor[]>();

export interface OrderTerm {
  expression: string;
  descending: boolean;
}

export interface AnchorList {
  signature: string;
  terms: OrderTerm[];
  appendOnly: AppendOnly;
  where: string;
  params: unknown[];
}

/** The rows between `offset` and the anchor nearest before it (or a page's length after it), if any. */
function nearest(anchors: Anchor[], offset: number, perPage: number): Anchor | undefined {
  let best: Anchor | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const a of anchors) {
    const distance = a.offset <= offset ? offset - a.offset : a.offset - offset - perPage;
    if (distance >= 0 && distance < bestDistance) {
      best = a;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The keys of the page `page` (total `total` now), found from an anchor: `undefined` when no anchor is
 * near enough to beat `offsetCost` skipped rows, or when the anchor no longer holds.
 */
export async function seekPage(
  db: Queryable,
  list: AnchorList,
  page: PageRequest,
  total: number,
  offsetCost: number,
  key: string,
  pickFrom: string,
): Promise<unknown[] | undefined> {
  const lists = anchorLists.of(db);
  const anchors = lists.get(list.signature);
  if (!anchors?.length || page.offset < ANCHOR_DEPTH) return undefined;
  const anchor = nearest(anchors, page.offset, page.perPage);
  if (!anchor) return undefined;
  const n = list.params.length;
  const row = list.terms.map((t) => t.expression).join(', ');
  const desc = list.terms[0]?.descending ?? false;
  // Rows that sort before the anchor's row (greater in a descending order, smaller in an ascending
  // one) or from it on, its values numbered from $first: row comparisons the order's index answers.
  const compare = (operator: string, first: number) =>
    `ROW(${row}) ${operator} ROW(${anchor.values.map((_, i) => `$${first + i}`).join(', ')})`;
  const before = (first: number) => compare(desc ? '>' : '<', first);
  const fromAnchorOn = (first: number) => compare(desc ? '<=' : '>=', first);
  // The rows added since, read in id order from the anchor's watermark (the primary key's index, not a
  // plan for "a third of the table" that a prepared statement may settle on), at most ADDED_READ.
  const { alias, id } = list.appendOnly;
  const [moved] = await db.query<{ added: unknown; ahead: unknown; version: string | null }>(
    `SELECT count(*) AS added, count(*) FILTER (WHERE ahead) AS ahead, ${versionSql(list.appendOnly)} AS version FROM (
       SELECT ${before(n + 2)} AS ahead FROM ${pickFrom}
        WHERE (${list.where}) AND ${alias}.${id} > $${n + 1}
        ORDER BY ${alias}.${id} LIMIT ${ADDED_READ + 1}) added`,
    [...list.params, anchor.maxId, ...anchor.values],
  );
  if (
    int(moved?.added) !== total - anchor.total ||
    int(moved?.added) > ADDED_READ ||
    (moved?.version ?? null) !== anchor.version
  ) {
    lists.set(
      list.signature,
      anchors.filter((a) => a !== anchor),
    );
    return undefined;
  }
  const at = anchor.offset + int(moved?.ahead);
  const forward = page.offset >= at;
  const skip = forward ? page.offset - at : at - page.offset - page.perPage;
  if (skip < 0 || skip >= offsetCost) return undefined;
  const order = list.terms
    .map((t) => `${t.expression} ${t.descending === forward ? 'DESC' : 'ASC'}`)
    .join(', ');
  const values = anchor.values.length;
  const rows = await db.query<{ k: unknown }>(
    `SELECT ${key} AS k FROM ${pickFrom} WHERE (${list.where}) AND ${forward ? fromAnchorOn(n + 1) : before(n + 1)}
      ORDER BY ${order} LIMIT $${n + 1 + values} OFFSET $${n + 2 + values}`,
    [...list.params, ...anchor.values, page.perPage, skip],
  );
  return rows.map((r) => r.k);
}

/** Keeps the first row of a deep page served (`firstKey` at `offset`, the total then) as an anchor. */
export async function keepAnchor(
  db: Queryable,
  list: AnchorList,
  offset: number,
  total: number,
  firstKey: unknown,
  key: string,
  pickFrom: string,
): Promise<void> {
  if (offset < ANCHOR_DEPTH) return;
  // The same page again with nothing added: its anchor holds as it is.
  const lists = anchorLists.of(db);
  if (lists.get(list.signature)?.some((a) => a.offset === offset && a.total === total)) return;
  const columns = list.terms.map((t, i) => `(${t.expression})::text AS v${i}`).join(', ');
  const { table, id } = list.appendOnly;
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${columns}, (SELECT max(${id}) FROM ${table})::text AS max_id, ${versionSql(list.appendOnly)} AS version
       FROM ${pickFrom} WHERE ${key} = $1`,
    [firstKey],
  );
  if (!row || row.max_id === null || list.terms.some((_, i) => row[`v${i}`] === null)) return;
  const anchor: Anchor = {
    offset,
    total,
    maxId: String(row.max_id),
    version: (row.version as string | null) ?? null,
    values: list.terms.map((_, i) => String(row[`v${i}`])),
  };
  const kept = (lists.get(list.signature) ?? []).filter((a) => a.offset !== offset);
  kept.push(anchor);
  lists.delete(list.signature);
  lists.set(list.signature, kept.slice(-ANCHORS_PER_LIST));
  if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string);
}

/** Forgets every anchor (tests). */
export function forgetAnchors(): void {
  anchorLists.forget();
}
