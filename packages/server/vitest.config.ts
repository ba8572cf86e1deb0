import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each app starts a fresh PGlite (a few seconds on a busy machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
