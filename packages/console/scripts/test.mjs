#!/usr/bin/env node
// `pnpm test`: component tests (happy-dom), then the browser tests when the server package can start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: here, stdio: 'inherit' }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);
if (!existsSync(join(here, '../server/src/main.ts'))) {
  console.error('[test] packages/server/src/main.ts is missing: the browser tests cannot run');
  process.exit(1);
}
process.exit(run('node', ['scripts/e2e.mjs']));
