import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

// The SDK is used from source so the tests never depend on a stale or missing SDK build.
export default defineConfig({
  resolve: { alias: { '@backoffice/sdk': sdkSource } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
