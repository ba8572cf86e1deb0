import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

export default defineConfig({
  // The SDK (shared enums and labels) from source, as tsconfig.json's `paths` gives it to tsc and tsx:
  // the server never depends on a stale or missing SDK build. Its subpaths (v1.yaml) resolve as published.
  resolve: { alias: [{ find: /^@backoffice\/sdk$/, replacement: sdkSource }] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One module graph per worker for all its files, not one per file: each file builds its own apps and
    // databases (test/support/app.ts) and no test changes a module's state for the next file, so loading
    // fastify, PGlite and the contract once per worker instead of once per file halves the suite's time.
    isolate: false,
    // Each app starts a fresh PGlite (a few seconds on a busy machine).
    testTimeout: 30_000,
    // The PostgreSQL leg: one migrated template database that each test app's database copies.
    globalSetup: ['test/support/postgres-template.ts'],
    hookTimeout: 60_000,
  },
});
