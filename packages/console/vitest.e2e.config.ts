import { defineConfig } from 'vitest/config';

// Browser tests: Debian chromium (playwright-core) against the real server and the built console.
export default defineConfig({
  test: {
    environment: 'node',
    include: process.env.SCREENSHOTS ? ['e2e/*screenshots.e2e.ts'] : ['e2e/**/*.e2e.ts'],
    exclude: process.env.SCREENSHOTS ? [] : ['e2e/*screenshots.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
