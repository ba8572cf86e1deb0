/**
 * A broad search's capped count (page-query.ts, `countCap`), kept per filter so that the next request
 * for it (the next page, the same page again, another staff member's same search) reads a few rows
 * instead of the matches up to the cap. The list is one whose rows are added with growing ids and
 * otherwise change only with a bump of its version (page-anchors.ts, `AppendOnly` with a `version`), and
 * whose table total is kept by triggers (db/counters.ts). A kept count holds while the version is the
 * same; the rows added since are those with a higher id than the watermark, and when they do not account
 * for the whole growth of the table's total (a row that committed late with a lower id), the count is
 * made again. So every answer is the count a full count would give now, capped the same way.
 * Kept per database handle (a transaction's handle keeps its own, for its life) and in this process:
 * another instance keeps its own, each checked on every use.
 */
import type { Queryable } from './db.js';
import { type AppendOnly, versionSql } from './page-anchors.js';
import { perHandle } from './per-handle.js';
import { int } from './values.js';

export interface KeptCountList {
  appendOnly: AppendOnly & { version: string };
  /** SQL of the base table's row count from a counts table (a trigger-kept total, not a count(*)). */
  tableTotal: string;
}

interface Kept {
  /** Matches counted, at most cap + 1 (more than the cap: the answer is capped). */
  n: number;
  maxId: string;
  tableTotal: number;
  version: string;
}

const FILTERS_KEPT = 500;
/** More rows added than this since a count was kept: it is made again rather than brought up to date. */
const ADDED_READ = 2_000;
const kept = perHandle<Kept>();

/**
 * The number of rows of `from` matching `where`, counted up to `cap + 1` (so that a result over `cap`
 * says the list goes on), from a kept count when it still holds.
 */
export async function keptCount(
  db: Queryable,
  list: KeptCountList,
  from: string,
  where: string,
  params: readonly unknown[],
  cap: number,
): Promise<number> {
  const { alias, id, table } = list.appendOnly;
  const signature = [from, where, JSON.stringify(params), cap].join('|');
  const counts = kept.of(db);
  const before = counts.get(signature);
  const version = versionSql(list.appendOnly);
  const n = params.length;
  if (before) {
    // The rows added since (in id order from the watermark, on the primary key), those of them that
    // match, the highest of their ids, the table's total and the list's version: one snapshot.
    const [now] = await db.query<{
      added: unknown;
      matched: unknown;
      max_id: string | null;
      total: unknown;
      version: string;
    }>(
      `SELECT count(*) AS added, count(*) FILTER (WHERE matched) AS matched, max(id)::text AS max_id,
              (${list.tableTotal}) AS total, ${version} AS version FROM (
         SELECT (${where}) AS matched, ${alias}.${id} AS id FROM ${from} WHERE ${alias}.${id} > $${n + 1}
          ORDER BY ${alias}.${id} LIMIT ${ADDED_READ + 1}) added`,
      [...params, before.maxId],
    );
    const added = int(now?.added);
    if (
      now?.version === before.version &&
      added <= ADDED_READ &&
      added === int(now.total) - before.tableTotal
    ) {
      if (added === 0) return before.n;
      const next = {
        n: Math.min(cap + 1, before.n + int(now.matched)),
        maxId: now.max_id ?? before.maxId,
        tableTotal: int(now.total),
        version: now.version,
      };
      counts.set(signature, next);
      return next.n;
    }
    counts.delete(signature);
  }
  const [row] = await db.query<{ n: unknown; max_id: string | null; total: unknown; version: string | null }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT $${n + 1}) matches) AS n,
            (SELECT max(${id}) FROM ${table})::text AS max_id, (${list.tableTotal}) AS total, ${version} AS version`,
    [...params, cap + 1],
  );
  const counted = int(row?.n);
  if (row?.max_id != null && row.version != null) {
    counts.set(signature, {
      n: counted,
      maxId: row.max_id,
      tableTotal: int(row.total),
      version: row.version,
    });
    if (counts.size > FILTERS_KEPT) counts.delete(counts.keys().next().value as string);
  }
  return counted;
}

/** Forgets every kept count (the bench's row for a search's first request). */
export function forgetKeptCounts(): void {
  kept.forget();
}
