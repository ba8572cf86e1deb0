import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

export default defineConfig({
  // The SDK (shared enums and labels) from source, as tsconfig.json's `paths` gives it to tsc and tsx:
  // the server never depends on a stale or missing SDK build. Its subpaths (v1.yaml) resolve as published.
  resolve: { alias: [{ find: /^@backoffice\/sdk$/, replacement: sdkSource }] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each app starts a fresh PGlite (a few seconds on a busy machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
