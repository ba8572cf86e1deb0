import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: Debian chromium (playwright-core) against the real server and the built console.
export default defineConfig({
  // The tests read the server's state through the SDK's source, as the console does (no build of it).
  resolve: { alias: { '@backoffice/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) } },
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
