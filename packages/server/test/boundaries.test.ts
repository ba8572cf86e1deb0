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

/** The lines of a file that run SQL themselves (`.query(`, `.query<Row>(`, `.exec(`), as file:line. */
function sqlCalls(file: string): string[] {
  return readFileSync(join(SRC, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (/\.(query|exec)\s*(<[^>]*>)?\s*\(/.test(line) ? [`${file}:${i + 1}`] : []));
}

/** Code lines (comments left out) of a file that compose SQL: statements, clauses, filters or a page. */
function sqlText(file: string): string[] {
  return readFileSync(join(SRC, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const code = line.replace(/^\s*(\*|\/\/|\/\*\*?).*$/, '').replace(/\/\/.*$/, '');
      return /\b(SELECT|INSERT INTO|DELETE FROM|ORDER BY|GROUP BY|JOIN|WHERE)\b|UPDATE [a-z_]+ SET|new Conditions\(|fetchPage\(|\.add\(\s*['"`]|\.raw\(/.test(
        code,
      )
        ? [`${file}:${i + 1}`]
        : [];
    });
}

/** What the contract is to the server: v1.yaml, the SDK's OpenAPI and generated files, the loaded contract. */
const CONTRACT = /(^|\/)http\/contract(\.js)?$|v1\.yaml|@backoffice\/sdk\/(openapi|src\/generated)|^yaml$/;

describe('server layers', () => {
  it('routes/ runs no SQL: every .query( lives in db/', () => {
    expect(under('routes').flatMap(sqlCalls)).toEqual([]);
  });

  it('routes/ composes no SQL either: filters, orders and pages are built by db/ functions', () => {
    expect(under('routes').flatMap(sqlText)).toEqual([]);
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
  });
});
