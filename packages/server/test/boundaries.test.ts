/**
 * The server's layers (ARCHITECTURE.md at the repo root): routes parse, authorize and shape answers;
 * SQL lives in db/; business rules in domain/ refuse with DomainError, mapped to HTTP at the edge.
 * These checks read the source, so a file that breaks the rule fails here, not in review.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

const under = (layer: string) =>
  files(join(SRC, layer)).map((file) => relative(SRC, file).replace(/\\/g, '/'));

/** Every import specifier of a file (static, type-only, re-export, dynamic), relative ones as paths under src/. */
function imports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found = [
    ...text.matchAll(/(?:import|export)[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => {
    const specifier = m[1] ?? m[2] ?? '';
    return specifier.startsWith('.')
      ? relative(SRC, resolve(dirname(join(SRC, file)), specifier)).replace(/\\/g, '/')
      : specifier;
  });
}

/**
 * A statement run on a database handle: `db.query(`, `tx.query<Row>(`, `tx.send(`, `q.exec(`. Not a reply's
 * `.send(` (`reply.send(`, `reply.code(404).send(`) and not a regular expression's `/.../.exec(`.
 */
const SQL_CALL = /(?<![\w$/])(?!reply\b)[A-Za-z_$][\w$]*\s*\.\s*(?:query|send|exec)\s*(?:<[^>]*>)?\s*\(/;

/** SQL text in code: statements, clauses, filters or a page (what only db/ composes). */
const SQL_TEXT =
  /\b(SELECT|INSERT INTO|DELETE FROM|ORDER BY|GROUP BY|JOIN|WHERE)\b|UPDATE [a-z_]+ SET|new Conditions\(|fetchPage\(|\.add\(\s*['"`]|\.raw\(/;

/** A line without its comment (a doc line, or the tail after `//`). */
const codeOf = (line: string) => line.replace(/^\s*(\*|\/\/|\/\*\*?).*$/, '').replace(/\/\/.*$/, '');

/**
 * The 1-based numbers of the lines of `text` whose code matches `pattern`. A line that goes on a chain
 * (`  .query(...)` under `tx`) is read joined to the line before it, as the formatter splits chains.
 */
export function matchingLines(text: string, pattern: RegExp): number[] {
  let previous = '';
  return text.split('\n').flatMap((line, i) => {
    const own = codeOf(line);
    const code = /^\s*\./.test(own) ? `${previous.trimEnd()}${own.trim()}` : own;
    previous = code;
    return pattern.test(code) ? [i + 1] : [];
  });
}

const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** The lines of a file that run SQL themselves, as file:line. */
function sqlCalls(file: string): string[] {
  return matchingLines(read(file), SQL_CALL).map((line) => `${file}:${line}`);
}

/** The code lines (comments left out) of a file that compose SQL, as file:line. */
function sqlText(file: string): string[] {
  return matchingLines(read(file), SQL_TEXT).map((line) => `${file}:${line}`);
}

/** What the contract is to the server: v1.yaml, the SDK's OpenAPI and generated files, the loaded contract. */
const CONTRACT = /(^|\/)http\/contract(\.js)?$|v1\.yaml|@backoffice\/sdk\/(openapi|src\/generated)|^yaml$/;

describe('server layers', () => {
  // db/ holds every statement; routes/ and http/ call db/ functions; domain/ holds rules without I/O.
  for (const layer of ['routes', 'domain', 'http']) {
    it(`${layer}/ runs no SQL: every .query(, .send( and .exec( on a database handle lives in db/`, () => {
      expect(under(layer).flatMap(sqlCalls)).toEqual([]);
    });

    it(`${layer}/ composes no SQL either: statements, filters, orders and pages are built by db/ functions`, () => {
      expect(under(layer).flatMap(sqlText)).toEqual([]);
    });
  }

  it('domain/ imports nothing from db/: its rules take values and return values (its tests need no database)', () => {
    const offending = under('domain').flatMap((file) =>
      imports(file)
        .filter((target) => target.startsWith('db/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('db/ and domain/ never import http/ or routes/', () => {
    const offending = [...under('db'), ...under('domain')].flatMap((file) =>
      imports(file)
        .filter((target) => target.startsWith('http/') || target.startsWith('routes/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('domain/ never reads the HTTP contract (its tables come in as data)', () => {
    const offending = under('domain').flatMap((file) => [
      ...imports(file)
        .filter((target) => CONTRACT.test(target))
        .map((target) => `${file} -> ${target}`),
      ...(/\bloadContract\s*\(/.test(readFileSync(join(SRC, file), 'utf8'))
        ? [`${file}: loadContract()`]
        : []),
    ]);
    expect(offending).toEqual([]);
  });

  it('sees the files it checks (an empty layer would pass every rule above)', () => {
    expect(under('routes').length).toBeGreaterThan(20);
    expect(under('db').length).toBeGreaterThan(20);
    expect(under('domain').length).toBeGreaterThan(10);
    // and its import reader sees a relative import and a package one
    expect(imports('db/analysis.ts')).toContain('db/bid-totals.js');
    expect(imports('domain/panna.ts')).toContain('@backoffice/sdk');
    // and its SQL readers see SQL where it lives
    expect(under('db').flatMap(sqlCalls).length).toBeGreaterThan(50);
    expect(under('db').flatMap(sqlText).length).toBeGreaterThan(50);
    expect(under('http').length).toBeGreaterThan(10);
  });
});

describe('the layer checks themselves', () => {
  const calls = (text: string) => matchingLines(text, SQL_CALL);
  const sql = (text: string) => matchingLines(text, SQL_TEXT);

  it('find a statement run on any database handle, by query, send or exec, typed or not', () => {
    const source = [
      "const rows = await db.query('SELECT 1');",
      "await tx.send('INSERT INTO audit_log VALUES ($1)', [1]);",
      'const [row] = await q.query<Row>(text, params);',
      "await ctx.db.exec('VACUUM');",
      "claimed = tx\n  .query('x')",
    ].join('\n');
    // the chain split over two lines is found on the line that calls
    expect(calls(source)).toEqual([1, 2, 3, 4, 6]);
    expect(calls("await tx . query ('x')")).toEqual([1]);
  });

  it("leave a reply's send, a regular expression's exec and a request's query alone", () => {
    const source = [
      'return reply.send({ error: true, msg });',
      "return reply.code(404).send({ error: true, msg: 'Not found' });",
      'return reply\n  .code(status)\n  .send(body);',
      'const bearer = /^Bearer\\s+(\\S+)$/i.exec(authorization)?.[1];',
      'const raw = request.query as Record<string, unknown>;',
      '// db.query(sql) in a comment',
      ' * tx.send(...) in a doc comment',
    ].join('\n');
    expect(calls(source)).toEqual([]);
  });

  it('find SQL text in code, and not in comments', () => {
    expect(sql('const text = `SELECT name FROM employees WHERE id = $1`;')).toEqual([1]);
    expect(sql("const q = 'UPDATE wallets SET balance_paise = 0';")).toEqual([1]);
    expect(sql('const c = new Conditions();')).toEqual([1]);
    expect(sql(' * reads the rows ORDER BY id (a comment)\n// WHERE nothing runs')).toEqual([]);
  });

  it('fail a layer that runs SQL: a domain file with a statement is named, file and line', () => {
    const domainFile =
      "import type { Queryable } from '../db/db.js';\n\nexport const f = (db: Queryable) =>\n  db.query('SELECT 1');";
    expect(matchingLines(domainFile, SQL_CALL)).toEqual([4]);
    expect(matchingLines(domainFile, SQL_TEXT)).toEqual([4]);
  });
});
