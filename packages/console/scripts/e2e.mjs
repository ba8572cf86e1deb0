#!/usr/bin/env node
// Browser tests: makes sure Debian's chromium is there (installing it as root when missing), builds
// the console, then runs e2e/*.e2e.ts against the real server. `--screenshots` saves the README images.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { cwd: here, stdio: 'inherit', env }).status ?? 1;

if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    console.error(
      'chromium is missing at /usr/bin/chromium; install it: apt-get update && apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('[e2e] installing chromium (apt-get)');
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0)
    process.exit(1);
}

if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
const env = { ...process.env, ...(process.argv.includes('--screenshots') ? { SCREENSHOTS: '1' } : {}) };
process.exit(run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], env));
