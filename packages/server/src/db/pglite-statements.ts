import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Statements kept prepared at once; the least recently used is closed past this. */
export const STATEMENT_CACHE_SIZE = 200;

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** Postgres refuses a prepared statement whose result row type changed since it was prepared. */
function isStalePlan(error: unknown): boolean {
  return (
    (error as { code?: unknown } | null)?.code === '0A000' &&
    String((error as { message?: unknown }).message).includes('cached plan must not change result type')
  );
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Queries through named prepared statements, one per SQL text. PGlite's own `query()` sends parse,
 * describe, bind, describe, execute and sync as six calls into the WASM backend and parses and plans
 * the SQL every time; here a statement is parsed once, and each later run is one call (bind, describe,
 * execute, sync), about half the time of a short query. Rows are read with the instance's parsers as
 * PGlite's own `parseResults` reads them (`readRows`), so they are the same values `query()` returns.
 *
 * The caller holds PGlite's locks (see pglite.ts). Postgres re-plans a prepared statement by itself when
 * a table it reads changes, but refuses one whose result columns changed: `forget()` drops every
 * statement after DDL run through `exec` (migrations), and `query` prepares such a statement again.
 */
const DESCRIBE_EXECUTE_SYNC = concat([
  protocol.serialize.describe({ type: 'P' }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

/**
 * Bind (the values as text), describe the portal, execute, sync: the bytes PGlite's serializer writes,
 * in one buffer. Written here because that serializer keeps its buffers on shared long-lived writers,
 * and V8 promoted ~0.9 MB of each young collection through them (issue 23). `binaryResults` asks for
 * every result column in its type's binary format (the serializer's `binary` option).
 */
export function runMessage(
  statement: string,
  values: readonly (string | null)[],
  binaryResults = false,
): Uint8Array {
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  const nameLength = Buffer.byteLength(statement);
  // Length, portal "", statement, format codes (count + one each), values (count + length and bytes each), result formats.
  let bind = 4 + 1 + nameLength + 1 + 2 + 2 * values.length + 2 + 2 + (binaryResults ? 2 : 0);
  for (const length of lengths) bind += 4 + Math.max(length, 0);
  const out = Buffer.alloc(1 + bind + DESCRIBE_EXECUTE_SYNC.length);
  let at = out.writeUInt8(66, 0);
  at = out.writeInt32BE(bind, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (let i = 0; i < values.length; i++) at = out.writeInt16BE(0, at);
  at = out.writeUInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = out.writeInt32BE(lengths[i] ?? -1, at);
    if (value !== null) at += out.write(value, at);
  });
  if (binaryResults) {
    at = out.writeInt16BE(1, at);
    at = out.writeInt16BE(1, at);
  } else at = out.writeInt16BE(0, at);
  out.set(DESCRIBE_EXECUTE_SYNC, at);
  return out;
}

type Parsers = PGlite['parsers'];

/** Backend message types the row reader acts on (the rest it steps over). */
const ERROR_RESPONSE = 0x45; // 'E'
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const NOTIFICATION_RESPONSE = 0x41; // 'A'

/** Hears the channel of each NotificationResponse in an answer (a NOTIFY of the commit it answers). */
export type NoticeListener = (channel: string) => void;

interface Column {
  name: string;
  parser: ((text: string, typeId: number) => unknown) | undefined;
  typeId: number;
}

/**
 * The rows of the first result in a statement's raw answer (the backend's protocol bytes), each value read
 * by the parser of its type, as PGlite's `parse.parseResults` reads them; an ErrorResponse anywhere in the
 * answer is thrown as the DatabaseError PGlite's own parser makes of it. Read here, straight from the bytes,
 * because PGlite's protocol parser copies every value into an ArrayBuffer of its own before decoding it and
 * builds each result with an object spread: reading a few hundred rows cost milliseconds, and V8 promoted
 * what the spreads made (issue 23). Text is decoded as UTF-8 from the answer's own bytes; unlike PGlite's
 * TextDecoder, a value that starts with U+FEFF keeps it.
 */
export function readRows<Row>(raw: Uint8Array, parsers: Parsers, onNotice?: NoticeListener): Row[] {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows: Row[] = [];
  let columns: Column[] | null = null;
  let complete = false;
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === ERROR_RESPONSE) throw databaseError(raw);
    // After the process id (4 bytes): the channel, then the payload, each ending in a zero byte.
    if (type === NOTIFICATION_RESPONSE && onNotice)
      onNotice(bytes.toString('utf8', at + 9, bytes.indexOf(0, at + 9)));
    else if (!complete) {
      if (type === ROW_DESCRIPTION) columns = readColumns(bytes, at + 5, parsers);
      else if (type === DATA_ROW && columns) rows.push(readRow<Row>(bytes, at + 5, columns));
      else if (type === COMMAND_COMPLETE) complete = true;
    }
    at = end;
  }
  return rows;
}

/** Throws the first ErrorResponse of an answer that is read elsewhere (a binary answer). */
function throwIfError(raw: Uint8Array): void {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1))
    if (bytes[at] === ERROR_RESPONSE) throw databaseError(raw);
}

function readColumns(bytes: Buffer, start: number, parsers: Parsers): Column[] {
  const count = bytes.readInt16BE(start);
  const columns: Column[] = [];
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, at);
    const name = bytes.toString('utf8', at, nameEnd);
    // After the name: table oid (4), column number (2), type oid (4), type size (2), modifier (4), format (2).
    const typeId = bytes.readInt32BE(nameEnd + 7);
    columns.push({ name, parser: parsers[typeId], typeId });
    at = nameEnd + 19;
  }
  return columns;
}

function readRow<Row>(bytes: Buffer, start: number, columns: readonly Column[]): Row {
  const row: Record<string, unknown> = {};
  let at = start + 2;
  for (const column of columns) {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length === -1) {
      row[column.name] = null;
      continue;
    }
    const text = bytes.toString('utf8', at, at + length);
    at += length;
    row[column.name] = column.parser ? column.parser(text, column.typeId) : text;
  }
  return row as Row;
}

/** The first ErrorResponse of an answer, as PGlite's parser reads it (the error PGlite's own calls throw). */
function databaseError(raw: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (!error && message.name === 'error') error = message as unknown as Error;
  });
  return error ?? new Error('PGlite answered an error that could not be read');
}

/**
 * The backend's answer to protocol messages, as bytes, unparsed. Through `execProtocolRawStream`, the one
 * call that does not also run PGlite's protocol parser over the answer (`execProtocolRaw` does); its
 * chunks are views of the WASM memory, so each is copied as it comes.
 */
export async function rawAnswer(pg: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await pg.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (data) => chunks.push(data.slice()),
  });
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
}

/**
 * Runs protocol messages on PGlite and, when `syncToFs`, syncs its file system after, as PGlite's own
 * `syncToFs()` does but without taking its file-system lock: the caller holds the Db's one lock (pglite.ts),
 * so nothing else runs meanwhile.
 */
export async function execProtocol(pg: PGlite, message: Uint8Array, syncToFs: boolean) {
  const messages = await pg.execProtocolStream(message, { syncToFs: false });
  if (syncToFs) await pg.fs?.syncToFs(false);
  return messages;
}

export class PreparedStatements {
  readonly #pg: PGlite;
  readonly #byText = new Map<string, Prepared>();
  #closing: string[] = [];
  #next = 0;
  /** Hears the NOTIFYs delivered with a statement's answer (one that committed, outside a transaction). */
  onNotice: NoticeListener | undefined;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /**
   * Runs `sql` with `params`. Outside a transaction it syncs the file system after, as PGlite's `query()`
   * does, and a statement whose result columns changed under it (DDL through `query`) is prepared again.
   */
  async query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Row[]> {
    try {
      return await this.#run<Row>(sql, params, !inTransaction);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#drop(sql);
      if (inTransaction) throw error;
      return this.#run<Row>(sql, params, true);
    }
  }

  /**
   * Runs a read-only `sql` outside a transaction with every result column in binary format, and answers the
   * backend's protocol bytes unread (an error in them thrown): for a reader that decodes them elsewhere.
   */
  async binaryAnswer(sql: string, params: readonly unknown[]): Promise<Uint8Array> {
    const raw = await rawAnswer(this.#pg, await this.#message(sql, params, true));
    throwIfError(raw);
    return raw;
  }

  async #message(sql: string, params: readonly unknown[], binaryResults: boolean): Promise<Uint8Array> {
    const prepared = this.#byText.get(sql) ?? (await this.#prepare(sql));
    // Most recently used last: a Map keeps insertion order, so the first key is the one to evict.
    this.#byText.delete(sql);
    this.#byText.set(sql, prepared);
    const values = params.map((value, at): string | null => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pg.serializers[prepared.paramTypes[at] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const run = runMessage(prepared.name, values, binaryResults);
    return this.#closing.length ? concat([...this.#takeClosing(), run]) : run;
  }

  async #run<Row>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<Row[]> {
    const raw = await rawAnswer(this.#pg, await this.#message(sql, params, false));
    // Read (an error thrown) before the file system is synced, as execProtocol does.
    const rows = readRows<Row>(raw, this.#pg.parsers, this.onNotice);
    if (syncToFs) await this.#pg.fs?.syncToFs(false);
    return rows;
  }

  #drop(sql: string): void {
    const prepared = this.#byText.get(sql);
    if (!prepared) return;
    this.#byText.delete(sql);
    this.#closing.push(prepared.name);
  }

  /** Forgets every statement (after DDL): they are closed on the server with the next query. */
  forget(): void {
    for (const prepared of this.#byText.values()) this.#closing.push(prepared.name);
    this.#byText.clear();
  }

  get size(): number {
    return this.#byText.size;
  }

  async #prepare(sql: string): Promise<Prepared> {
    const name = `bo_${++this.#next}`;
    const messages = await execProtocol(
      this.#pg,
      concat([
        ...this.#takeClosing(),
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      false,
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(sql, prepared);
    while (this.#byText.size > STATEMENT_CACHE_SIZE) {
      const [oldest, evicted] = this.#byText.entries().next().value ?? [];
      if (oldest === undefined || !evicted) break;
      this.#byText.delete(oldest);
      this.#closing.push(evicted.name);
    }
    return prepared;
  }

  #takeClosing(): Uint8Array[] {
    const closes = this.#closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.#closing = [];
    return closes;
  }
}
