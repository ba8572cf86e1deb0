import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

// One self-contained file: the SDK is bundled from source (no SDK build needed first), so
// `node dist/cli.js` runs on any host with Node 20.
export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/.*/],
  banner: { js: '#!/usr/bin/env node' },
  esbuildOptions(options) {
    options.alias = { '@backoffice/sdk': sdkSource };
  },
});
