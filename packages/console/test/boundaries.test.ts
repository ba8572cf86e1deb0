import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');
// The registry and its helpers are how the shell reaches screens: by data and lazy imports.
const SHELL_MAY_IMPORT = [
  'screens/registry',
  'screens/titles',
  'screens/resolve-path',
  'screens/screen-types',
  'screens/lazy-screen',
  'screens/login/',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src/ without extension. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => relative(SRC, resolve(dirname(file), m[1] ?? m[2] ?? '')).replace(/\\/g, '/'));
}

const screenOf = (path: string) => (path.startsWith('screens/') ? path.split('/')[1] : null);

describe('import boundaries', () => {
  it('the shell (app/, components/, state/) never imports a screen', () => {
    const offending = files(SRC)
      .map((file) => relative(SRC, file).replace(/\\/g, '/'))
      .filter((file) => !file.startsWith('screens/'))
      .flatMap((file) =>
        imports(join(SRC, file))
          .filter(
            (target) =>
              target.startsWith('screens/') && !SHELL_MAY_IMPORT.some((ok) => target.startsWith(ok)),
          )
          .map((target) => `${file} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('screens never import each other (another screen is a URL)', () => {
    const offending = files(join(SRC, 'screens')).flatMap((file) => {
      const from = relative(SRC, file).replace(/\\/g, '/');
      const own = screenOf(from);
      if (!own || !from.includes('/', 'screens/'.length)) return [];
      return imports(file)
        .filter((target) => {
          const other = screenOf(target);
          return (
            other &&
            other !== own &&
            target.includes('/', 'screens/'.length) &&
            !SHELL_MAY_IMPORT.some((ok) => target.startsWith(ok))
          );
        })
        .map((target) => `${from} -> ${target}`);
    });
    expect(offending).toEqual([]);
  });
});
