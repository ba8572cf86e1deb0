/**
 * The tamper-evident chains over the ledger and the audit trail: their canonical encoding (version 1);
 * chain-verifier.ts verifies a chain with it.
 *
 * Encoding: a row is the text `<chain>.v<version>` followed, for each column in layout order, by `|-` for
 * NULL or `|<UTF-8 byte length>:<text>`, where the text is the column's canonical form (integers and
 * jsonb as PostgreSQL prints them, instants as `YYYY-MM-DDTHH:MM:SS.ffffffZ` in UTC). The row digest is
 * SHA-256 of that text; the link hash at position p is SHA-256(hash(p-1) || digest(p)), hash(0) being 32
 * zero bytes. Each link also keeps 4 bytes of SHA-256 of every column's encoding, so a verifier can name
 * the columns that changed. SHA-256 is handed in, so this file runs the same in a browser and in Node.
 */

/** How one column turns into canonical text (the database prints it; see the server's db/chain-sql.ts). */
export type ChainColumnKind = 'integer' | 'text' | 'instant' | 'jsonb';

export interface ChainLayout {
  readonly chain: ChainName;
  readonly version: number;
  readonly table: string;
  /** The primary key column (also the first column). */
  readonly idColumn: string;
  readonly columns: readonly { readonly name: string; readonly kind: ChainColumnKind }[];
}

export type ChainName = 'ledger' | 'audit';

const col = (name: string, kind: ChainColumnKind) => ({ name, kind });

/** Every column of each sealed table, in encoding order. A new column needs a new version. */
export const CHAIN_LAYOUTS: Readonly<Record<ChainName, ChainLayout>> = {
  ledger: {
    chain: 'ledger',
    version: 1,
    table: 'ledger_entries',
    idColumn: 'entry_id',
    columns: [
      col('entry_id', 'integer'),
      col('user_id', 'integer'),
      col('trans_type', 'text'),
      col('amount_paise', 'integer'),
      col('balance_after_paise', 'integer'),
      col('note', 'text'),
      col('created_by', 'integer'),
      col('ref_type', 'text'),
      col('ref_id', 'integer'),
      col('created_at', 'instant'),
      col('result_id', 'integer'),
    ],
  },
  audit: {
    chain: 'audit',
    version: 1,
    table: 'audit_log',
    idColumn: 'audit_id',
    columns: [
      col('audit_id', 'integer'),
      col('employee_id', 'integer'),
      col('action', 'text'),
      col('entity', 'text'),
      col('entity_id', 'text'),
      col('reason', 'text'),
      col('before', 'jsonb'),
      col('after', 'jsonb'),
      col('created_at', 'instant'),
    ],
  },
};

export const CHAIN_NAMES: readonly ChainName[] = ['ledger', 'audit'];

/** SHA-256 over the concatenation of the parts (strings as UTF-8). */
export type Sha256 = (...parts: readonly (string | Uint8Array)[]) => Uint8Array;

/** Bytes of each column's tag in a link. */
export const TAG_BYTES = 4;

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** One column's encoding: `|-` or `|<bytes>:<text>`. */
export function encodeChainValue(value: string | null): string {
  return value === null ? '|-' : `|${utf8Length(value)}:${value}`;
}

/** The canonical text of a row whose column texts are `values` (layout order). */
export function encodeChainRow(layout: ChainLayout, values: readonly (string | null)[]): string {
  let text = `${layout.chain}.v${layout.version}`;
  for (const value of values) text += encodeChainValue(value);
  return text;
}

/** The tags of a row: TAG_BYTES of SHA-256 of each column's encoding. */
export function chainRowTags(values: readonly (string | null)[], sha256: Sha256): Uint8Array {
  const tags = new Uint8Array(values.length * TAG_BYTES);
  values.forEach((value, i) => {
    tags.set(sha256(encodeChainValue(value)).subarray(0, TAG_BYTES), i * TAG_BYTES);
  });
  return tags;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
