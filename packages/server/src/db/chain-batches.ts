/**
 * A verification's fast read of one batch of a chain: the links of positions start..end (the one at `start`
 * for its stored hash) and, in a second statement, the rows they name, as a range of the table's key when
 * they lie close together (else by their ids). Each a walk of one index: joined in the database, each link's
 * row was looked up in the index on its own, which took twice as long as the rest together (PGlite and
 * PostgreSQL alike). The two are joined by id here or on the worker, which hashes the batch (chain-hasher.ts).
 *
 * - Where the database answers in binary (PGlite, on this thread): both answers unread, the columns as
 *   their types send them; the worker joins them and prints each row's canonical text itself.
 * - Elsewhere (PostgreSQL): each row's canonical text as the database prints it (chain-sql.ts), joined here.
 * A batch that does not check out whole is read again by the caller, link by link, as the database prints it.
 */
import type { ChainLayout } from '@backoffice/sdk';
import { type ChainHasher, type HashedAnswer, linkedRowIds } from './chain-hasher.js';
import { canonicalText, encodedValue } from './chain-sql.js';
import type { Db, Queryable } from './db.js';

/** Reads a batch; the function it answers hands it to the worker (null: not whole, read it link by link). */
export type BatchRead = (start: number, end: number) => Promise<() => Promise<HashedAnswer | null>>;

/** Rows read as one range of the key when it spans fewer ids than this for the links' ids. */
const rangeFits = (least: number, greatest: number, count: number) => greatest - least < 4 * count + 1_000;

export function batchReader(
  db: Queryable & Pick<Db, 'binaryAnswer'>,
  layout: ChainLayout,
  hasher: ChainHasher,
): BatchRead {
  const { chain, table, idColumn: id } = layout;
  const prefix = `${chain}.v${layout.version}`;
  const byRange = `t.${id} >= $1 AND t.${id} <= $2`;
  const byIds = `t.${id} = ANY($1::bigint[])`;
  const rowsParams = (least: number, greatest: number, ids: readonly unknown[]) =>
    ids.length === 0
      ? [1, 0]
      : rangeFits(least, greatest, ids.length)
        ? [least, greatest]
        : [`{${ids.join(',')}}`];
  const rowsWhere = (params: readonly unknown[]) => (params.length === 2 ? byRange : byIds);

  const binaryAnswer = db.binaryAnswer?.bind(db);
  if (binaryAnswer) {
    const links = `SELECT position, hash, row_id FROM chain_links WHERE chain = $1 AND position >= $2 AND position <= $3`;
    const columns = layout.columns.map((c) => `t.${c.name}`).join(', ');
    const kinds = layout.columns.map((c) => c.kind);
    return async (start, end) => {
      const linkAnswer = await binaryAnswer(links, [chain, start, end]);
      const { least, greatest, ids } = linkedRowIds(linkAnswer);
      const params = rowsParams(least, greatest, ids);
      const rows = await binaryAnswer(`SELECT ${columns} FROM ${table} t WHERE ${rowsWhere(params)}`, params);
      const ranged = ids.length > 0 && params.length === 2;
      const shape = { start, count: end - start, least, greatest, ranged, prefix, kinds };
      return () => hasher.hashAnswer({ links: linkAnswer, rows }, shape);
    };
  }

  // Each column printed once (inner query), then encoded (outer): the planner keeps the two apart (OFFSET 0).
  const texts = layout.columns.map((c, i) => `${canonicalText(`t.${c.name}`, c.kind)} AS c${i}`).join(', ');
  const encoded = layout.columns.map((_, i) => encodedValue(`x.c${i}`)).join(' || ');
  const rowsSql = (where: string) =>
    `SELECT x.id, '${prefix}' || ${encoded} AS encoding
       FROM (SELECT t.${id} AS id, ${texts} FROM ${table} t WHERE ${where} OFFSET 0) x`;
  return async (start, end) => {
    // In no order (no sort): each link placed by its position.
    const links = await db.query<{ position: unknown; hash: string; row_id: unknown }>(
      `SELECT position, encode(hash, 'hex') AS hash, row_id FROM chain_links
        WHERE chain = $1 AND position >= $2 AND position <= $3`,
      [chain, start, end],
    );
    let least = Number.POSITIVE_INFINITY;
    let greatest = Number.NEGATIVE_INFINITY;
    const ids: number[] = [];
    for (const link of links) {
      const rowId = Number(link.row_id);
      ids.push(rowId);
      if (rowId < least) least = rowId;
      if (rowId > greatest) greatest = rowId;
    }
    const params = rowsParams(least, greatest, ids);
    const rows = await db.query<{ id: unknown; encoding: string }>(rowsSql(rowsWhere(params)), params);
    return () => {
      const count = end - start;
      const encodingOf = new Map<number, string>();
      for (const row of rows) encodingOf.set(Number(row.id), row.encoding);
      const hashes: string[] = new Array(count);
      const encodings: (string | null)[] = new Array(count);
      let after = start === 0 ? '0'.repeat(64) : undefined;
      let placed = 0;
      for (const link of links) {
        const slot = Number(link.position) - start - 1;
        if (slot === -1) after = link.hash;
        else if (slot >= 0 && slot < count && hashes[slot] === undefined) {
          hashes[slot] = link.hash;
          encodings[slot] = encodingOf.get(Number(link.row_id)) ?? null;
          placed++;
        }
      }
      // A gap in the range (or the link before it gone): its links go to the verifier one by one.
      if (after === undefined || placed !== count) return Promise.resolve(null);
      const from = Buffer.from(after, 'hex');
      return hasher.hash(from, hashes, encodings).then((b) => ({ ...b, after: from }));
    };
  };
}
