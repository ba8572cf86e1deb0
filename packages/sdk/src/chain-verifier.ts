/**
 * Verifying a chain (chain.ts has the encoding): the links in position order, recomputed and compared, and
 * the first bad position named. Pure, with SHA-256 handed in: the server's chain.verify operation and
 * `backoffice-smoke verify` run the same code.
 */
import {
  type ChainLayout,
  type ChainName,
  chainRowTags,
  encodeChainRow,
  type Sha256,
  TAG_BYTES,
  toHex,
} from './chain.js';

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A stored link with its row: the row's column texts (`values`; null when the row it names is gone), or,
 * for a fast read, the row's canonical text as the database printed it (`encoding`, values left out): the
 * columns of a changed row are then named afterwards (`explainFirst`).
 */
export interface ChainLink {
  position: number;
  rowId: string;
  /** The stored column tags (a fast read may leave them out: explainFirst then takes them). */
  tags?: Uint8Array;
  hash: Uint8Array;
  values?: readonly (string | null)[] | null;
  encoding?: string;
}

/** What a checkpoint says about a chain (its signature already checked by whoever holds the key). */
export interface CheckpointClaim {
  chain: ChainName;
  position: number;
  head: string;
  time: string;
}

export type ChainProblem =
  | { kind: 'changed-row'; position: number; rowId: string; columns: string[] }
  | { kind: 'missing-row'; position: number; rowId: string }
  | { kind: 'inserted-row'; position: number; rowId: string }
  | { kind: 'reordered'; position: number; rowId: string; otherPosition: number }
  | { kind: 'broken-link'; position: number; rowId: string }
  | { kind: 'missing-link'; position: number }
  | { kind: 'truncated'; position: number; checkpointPosition: number; checkpointTime: string }
  | { kind: 'checkpoint-mismatch'; position: number; checkpointTime: string };

export interface ChainVerdict {
  chain: ChainName;
  ok: boolean;
  /** Links in the chain. */
  length: number;
  /** The last position before the first problem (the length when there is none). */
  verifiedTo: number;
  /** The recomputed hash at verifiedTo (hex; 64 zeros for an empty chain). */
  head: string;
  /** The first problem by position. */
  problem: ChainProblem | null;
  /** The highest checkpoint compared (null when none was given). */
  checkpoint: CheckpointClaim | null;
}

export interface ChainVerifyOptions {
  /** Ids of rows of the table that no link names, ascending. */
  unlinkedRowIds?: readonly string[];
  checkpoints?: readonly CheckpointClaim[];
}

const bigOf = (id: string) => BigInt(id);

/**
 * Recomputes one chain link by link (feed it in position order with `add`, then `finish`), and names the
 * first bad position: a changed row (with its columns), a missing row or link, an inserted row, a
 * reordered pair, a link whose hash was rewritten, a tail shorter than a checkpoint, or history that
 * differs from a checkpoint's head.
 *
 * @example
 * const verifier = new ChainVerifier(CHAIN_LAYOUTS.ledger, sha256, { checkpoints });
 * for (const link of links) verifier.add(link);
 * const verdict = verifier.finish();
 */
export class ChainVerifier {
  private expected = 1;
  private prev: Uint8Array = new Uint8Array(32);
  private readonly headAt = new Map<number, Uint8Array>();
  private readonly wanted: Set<number>;
  /** The first problem met while adding links (later ones in position order cannot come first). */
  private first: ChainProblem | null = null;
  private firstBad: { position: number; rowId: string; storedKey: string; actualKey: string } | null = null;
  private insertedAt: number | null = null;
  /** The first changed row of a fast read, until explainFirst names its columns. */
  private unexplained: ChainLink | null = null;
  private readonly firstUnlinked: bigint | null;
  private readonly idIndex: number;

  constructor(
    private readonly layout: ChainLayout,
    private readonly sha256: Sha256,
    private readonly options: ChainVerifyOptions = {},
  ) {
    this.wanted = new Set((options.checkpoints ?? []).flatMap((c) => [c.position, c.position - 1]));
    this.headAt.set(0, this.prev);
    const first = options.unlinkedRowIds?.[0];
    this.firstUnlinked = first === undefined ? null : bigOf(first);
    this.idIndex = layout.columns.findIndex((c) => c.name === layout.idColumn);
  }

  /** The tags without the id column's, as hex: what stays the same when two rows swap ids. */
  private keyWithoutId(tags: Uint8Array): string {
    const start = this.idIndex * TAG_BYTES;
    return toHex(tags.subarray(0, start)) + toHex(tags.subarray(start + TAG_BYTES));
  }

  private report(problem: ChainProblem): void {
    if (this.first === null) this.first = problem;
  }

  add(link: ChainLink): void {
    // The hash before this link: the head a problem here leaves verified.
    this.headAt.set(link.position - 1, this.prev);
    if (link.position !== this.expected) {
      this.report({ kind: 'missing-link', position: this.expected });
      this.expected = link.position;
    }
    this.expected++;
    if (this.insertedAt === null && this.firstUnlinked !== null && bigOf(link.rowId) > this.firstUnlinked) {
      this.insertedAt = link.position;
    }
    if (this.firstBad && link.values) this.lookForSwapPartner(link);
    if (link.values === null) {
      this.report({ kind: 'missing-row', position: link.position, rowId: link.rowId });
      this.prev = link.hash;
    } else {
      const digest = this.sha256(link.encoding ?? encodeChainRow(this.layout, link.values ?? []));
      const hash = this.sha256(this.prev, digest);
      if (sameBytes(hash, link.hash)) this.prev = hash;
      else {
        if (link.values) this.rowDiffers(link);
        else if (this.first === null) {
          this.report({ kind: 'changed-row', position: link.position, rowId: link.rowId, columns: [] });
          this.unexplained = link;
        }
        // Go on from the stored hash, so each later link is judged on its own.
        this.prev = link.hash;
      }
    }
    this.forget(link.position - 1);
    if (this.wanted.has(link.position)) this.headAt.set(link.position, this.prev);
  }

  /**
   * A run of consecutive links, positions `from` to `from + count - 1`, whose hashes were recomputed ahead
   * (a worker thread, each from the stored hash before it, `after` before the first) and each found equal to
   * its stored hash; `head` is the last one and `hashAt(position)` any one of them (for a checkpoint in the
   * run). Taken whole only while nothing needs a link of it by itself (no problem met yet, no row that no
   * link names) and the chain goes on from `after` here: then it is what adding the links one by one would
   * conclude. Otherwise it returns false and the caller adds the links one by one.
   */
  addMatchedRun(run: {
    from: number;
    count: number;
    after: Uint8Array;
    head: Uint8Array;
    hashAt: (position: number) => Uint8Array;
  }): boolean {
    const last = run.from + run.count - 1;
    if (this.first !== null || this.firstBad !== null || this.unexplained !== null) return false;
    if (this.firstUnlinked !== null || run.count < 1 || run.from !== this.expected) return false;
    if (!sameBytes(run.after, this.prev)) return false;
    if (this.wanted.has(run.from - 1)) this.headAt.set(run.from - 1, run.after);
    else this.headAt.delete(run.from - 1);
    for (const position of this.wanted) {
      if (position >= run.from && position <= last) this.headAt.set(position, run.hashAt(position));
    }
    this.expected = last + 1;
    this.prev = run.head;
    return true;
  }

  /** Keeps the head before a link only when a problem or a checkpoint may need it. */
  private forget(position: number): void {
    const needed =
      this.wanted.has(position) || this.first?.position === position + 1 || this.isInsertPoint(position);
    if (!needed) this.headAt.delete(position);
  }

  private isInsertPoint(position: number): boolean {
    return this.insertedAt === position + 1;
  }

  private rowDiffers(link: ChainLink): void {
    const values = link.values ?? [];
    const stored = link.tags ?? new Uint8Array(0);
    const actual = chainRowTags(values, this.sha256);
    const columns = this.layout.columns.filter((_, i) => {
      const at = i * TAG_BYTES;
      return !sameBytes(actual.subarray(at, at + TAG_BYTES), stored.subarray(at, at + TAG_BYTES));
    });
    if (columns.length === 0) {
      this.report({ kind: 'broken-link', position: link.position, rowId: link.rowId });
      return;
    }
    this.report({
      kind: 'changed-row',
      position: link.position,
      rowId: link.rowId,
      columns: columns.map((c) => c.name),
    });
    if (!this.firstBad) {
      this.firstBad = {
        position: link.position,
        rowId: link.rowId,
        storedKey: this.keyWithoutId(stored),
        actualKey: this.keyWithoutId(actual),
      };
    }
  }

  /** The first bad row of a fast read, whose column texts explainFirst needs (null when none). */
  get toExplain(): { position: number; rowId: string } | null {
    return this.unexplained && this.first?.position === this.unexplained.position ? this.unexplained : null;
  }

  /**
   * Names the columns of the first changed row of a fast read from its column texts; then `considerSwap`
   * with later links (their values given) whose stored tags match `swapKey` tells a swapped pair.
   */
  explainFirst(values: readonly (string | null)[], tags: Uint8Array): void {
    const link = this.toExplain && this.unexplained;
    if (!link) return;
    this.first = null;
    this.unexplained = null;
    this.rowDiffers({ ...link, values, tags });
  }

  /** The stored tags (id column left out, hex) a link must have to be the first bad row's swap partner. */
  get swapKey(): { after: number; key: string } | null {
    return this.firstBad ? { after: this.firstBad.position, key: this.firstBad.actualKey } : null;
  }

  considerSwap(link: ChainLink): void {
    if (this.firstBad && link.values) this.lookForSwapPartner(link);
  }

  /** A later link whose stored row is the first bad row's content, and whose row is the first bad's stored one. */
  private lookForSwapPartner(link: ChainLink): void {
    const bad = this.firstBad;
    if (!bad || !link.values || !link.tags || this.keyWithoutId(link.tags) !== bad.actualKey) return;
    if (this.keyWithoutId(chainRowTags(link.values, this.sha256)) !== bad.storedKey) return;
    if (this.first?.kind === 'changed-row' && this.first.position === bad.position) {
      this.first = {
        kind: 'reordered',
        position: bad.position,
        rowId: bad.rowId,
        otherPosition: link.position,
      };
    }
    this.firstBad = null;
  }

  finish(): ChainVerdict {
    const length = this.expected - 1;
    const late: ChainProblem[] = [];
    const unlinked = this.options.unlinkedRowIds ?? [];
    if (unlinked[0] !== undefined) {
      late.push({ kind: 'inserted-row', position: this.insertedAt ?? length + 1, rowId: unlinked[0] });
    }
    let checkpoint: CheckpointClaim | null = null;
    for (const claim of this.options.checkpoints ?? []) {
      if (claim.chain !== this.layout.chain) continue;
      if (!checkpoint || claim.position > checkpoint.position) checkpoint = claim;
      const head = this.headAt.get(claim.position);
      if (claim.position > length) {
        late.push({
          kind: 'truncated',
          position: length + 1,
          checkpointPosition: claim.position,
          checkpointTime: claim.time,
        });
      } else if (!head || toHex(head) !== claim.head.toLowerCase()) {
        late.push({ kind: 'checkpoint-mismatch', position: claim.position, checkpointTime: claim.time });
      }
    }
    const problem = [...(this.first ? [this.first] : []), ...late].reduce<ChainProblem | null>(
      (first, p) => (first === null || p.position < first.position ? p : first),
      null,
    );
    const verifiedTo = problem ? problem.position - 1 : length;
    return {
      chain: this.layout.chain,
      ok: problem === null,
      length,
      verifiedTo,
      head: toHex(problem ? (this.headAt.get(verifiedTo) ?? this.prev) : this.prev),
      problem,
      checkpoint,
    };
  }
}

/** Verifies a whole chain held in memory. */
export function verifyChain(
  layout: ChainLayout,
  links: Iterable<ChainLink>,
  sha256: Sha256,
  options: ChainVerifyOptions = {},
): ChainVerdict {
  const verifier = new ChainVerifier(layout, sha256, options);
  for (const link of links) verifier.add(link);
  return verifier.finish();
}
