import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parse } from 'yaml';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

// The SDK is used from source so the tests never depend on a stale or missing SDK build; the exact
// match leaves its subpaths (the contract, @backoffice/sdk/openapi/v1.yaml) to normal resolution.
export default defineConfig({
  resolve: { alias: [{ find: /^@backoffice\/sdk$/, replacement: sdkSource }] },
  // YAML imports are their parsed document, as tsup.config.ts builds them.
  plugins: [
    {
      name: 'yaml-document',
      transform: (text, id) =>
        id.endsWith('.yaml') ? { code: `export default ${JSON.stringify(parse(text))};`, map: null } : null,
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20_000,
  },
});
