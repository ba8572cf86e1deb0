import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

// The SDK is consumed from source so the console never depends on a stale SDK build and tree-shakes it.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@backoffice/sdk': sdkSource } },
  server: { proxy: { '/v1': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Generous on a loaded machine; a test that hangs still fails.
    testTimeout: 60_000,
  },
});
