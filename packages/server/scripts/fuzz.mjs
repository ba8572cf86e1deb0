#!/usr/bin/env node
// The long run of the contract fuzz suite (test/fuzz): FUZZ_RUNS hostile requests per operation (default
// 2,000), on PGlite, or on DATABASE_URL when set. FUZZ_SEED picks another seeded sample. The figures print
// at the end (requests, statuses, failures); docs/testing.md's "Fuzzing" section says what they mean.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitestBin, 'run', 'test/fuzz/contract-fuzz.test.ts', ...process.argv.slice(2)],
  {
    cwd: packageDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
  },
);
process.exit(result.status ?? 1);
