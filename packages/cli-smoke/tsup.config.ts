import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { parse } from 'yaml';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

// One self-contained file: the SDK is bundled from source (no SDK build needed first), and the
// contract (v1.yaml, for checking answers) as its parsed document, so `node dist/cli.js` runs on any
// host with Node 20.
export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/.*/],
  banner: { js: '#!/usr/bin/env node' },
  esbuildPlugins: [
    {
      // Only the package itself: its subpaths (the contract) resolve as published.
      name: 'sdk-from-source',
      setup(build) {
        build.onResolve({ filter: /^@backoffice\/sdk$/ }, () => ({ path: sdkSource }));
      },
    },
    {
      name: 'yaml-document',
      setup(build) {
        build.onLoad({ filter: /\.yaml$/ }, async ({ path }) => ({
          contents: JSON.stringify(parse(await readFile(path, 'utf8'))),
          loader: 'json',
        }));
      },
    },
  ],
});
