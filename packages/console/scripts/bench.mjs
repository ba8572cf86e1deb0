#!/usr/bin/env node
// Palette ranking with 10,000 entries: time per keystroke (median, p95, max) and a tinybench table.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'bench', '--run', 'bench/palette.bench.ts'], {
  cwd: here,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
