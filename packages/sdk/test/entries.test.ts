/** The package's entry points: what `exports` promises is what tsup builds, and the browser entry stays free of Node. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'backoffice-sdk-'));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>;
};

beforeAll(async () => {
  const tsup = join(packageDir, 'node_modules/tsup/dist/cli-default.js');
  await run(process.execPath, [tsup, '--out-dir', outDir, '--no-dts'], { cwd: packageDir });
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const built = (target: string) => readFileSync(join(outDir, target.replace('./dist/', '')), 'utf8');

/** The Node built-ins an entry imports, through the chunks it shares with the other entries. */
function nodeImportsOf(target: string, seen = new Set<string>()): string[] {
  if (seen.has(target)) return [];
  seen.add(target);
  const specifiers = [...built(target).matchAll(/from\s*["']([^"']+)["']/g)].map((m) => m[1] ?? '');
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('./')
      ? nodeImportsOf(`./dist/${specifier.slice(2)}`, seen)
      : isBuiltin(specifier)
        ? [specifier]
        : [],
  );
}

describe('package entry points', () => {
  it('exports the Node file session as @backoffice/sdk/session-file, built from src/session-file.ts', async () => {
    const entry = manifest.exports['./session-file'];
    expect(entry).toEqual({ types: './src/session-file.ts', import: './dist/session-file.js' });
    const { createFileSession } = (await import(
      join(outDir, 'session-file.js')
    )) as typeof import('../src/session-file.js');
    const path = join(outDir, 'session.json');
    createFileSession(path).set({ token: 't', xApiKey: 'k', permission: ['users'] });
    expect(createFileSession(path).get()).toEqual({ token: 't', xApiKey: 'k', permission: ['users'] });
  });

  it('builds every file an export points at', () => {
    for (const entry of Object.values(manifest.exports)) {
      if (typeof entry === 'string') continue;
      expect(() => built(entry.import), entry.import).not.toThrow();
    }
  });

  it('keeps node: modules out of the browser entries', () => {
    for (const [name, entry] of Object.entries(manifest.exports)) {
      if (typeof entry === 'string' || name === './session-file') continue;
      expect(nodeImportsOf(entry.import), name).toEqual([]);
    }
    expect(nodeImportsOf('./dist/session-file.js')).toContain('fs');
  });
});
