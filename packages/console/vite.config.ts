import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';

const sdkSource = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

/**
 * Unit test files that replace a module (vi.mock): they get modules of their own. Every other file shares
 * its worker's modules and DOM with the files before it (the setup file resets the state a test leaves),
 * which saves loading React, the kit and the screens again for each file.
 */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
const testDir = fileURLToPath(new URL('./test/', import.meta.url));
const MOCKING = readdirSync(testDir)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(testDir + file, 'utf8').includes('vi.mock('))
  .map((file) => `test/${file}`);

// The SDK is consumed from source so the console never depends on a stale SDK build and tree-shakes it.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@backoffice/sdk': sdkSource } },
  server: { proxy: { '/v1': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
  test: {
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // Generous on a loaded machine; a test that hangs still fails.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared modules', include: UNIT_TESTS, exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'own modules', include: MOCKING } },
    ],
  },
});
