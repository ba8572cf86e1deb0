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
 * execute, sync), about half the time of a short query. Rows are read by PGlite's own `parseResults`
 * with the instance's parsers, so they are the same values `query()` returns.
 *
 * The caller holds PGlite's locks (see pglite.ts). Postgres re-plans a prepared statement by itself when
 * a table it reads changes, but refuses one whose result columns changed: `forget()` drops every
 * statement after DDL run through `exec` (migrations), and `query` prepares such a statement again.
 */
export class PreparedStatements {
  readonly #pg: PGlite;
  readonly #byText = new Map<string, Prepared>();
  #closing: string[] = [];
  #next = 0;

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

  async #run<Row>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<Row[]> {
    const prepared = this.#byText.get(sql) ?? (await this.#prepare(sql));
    // Most recently used last: a Map keeps insertion order, so the first key is the one to evict.
    this.#byText.delete(sql);
    this.#byText.set(sql, prepared);
    const values = params.map((value, at) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pg.serializers[prepared.paramTypes[at] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.#pg.execProtocolStream(
      concat([
        ...this.#takeClosing(),
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return (parse.parseResults(messages, this.#pg.parsers)[0]?.rows ?? []) as Row[];
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
    const messages = await this.#pg.execProtocolStream(
      concat([
        ...this.#takeClosing(),
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
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
