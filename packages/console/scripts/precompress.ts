import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .br and .gz beside every text asset of the build, so the server sends them without work per request. */
export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
