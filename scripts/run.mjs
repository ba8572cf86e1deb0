#!/usr/bin/env node
// Entry point of the root npm scripts. On a fresh clone with only Node and npm it installs the pinned
// pnpm and the workspace, then runs the task: `test` (every check and suite, in order), `start` (the
// product with demo data), `bench`, or `create-admin`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) return { status: 127 };
  return result;
}

function quiet(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm command to use: the pinned version on PATH, else installed globally, else through npx. */
function ensurePnpm() {
  if (quiet('pnpm', ['--version']) === pinned) return ['pnpm'];
  console.log(`[setup] installing pnpm ${pinned} (npm i -g pnpm@${pinned})`);
  if (
    run('npm', ['install', '-g', `pnpm@${pinned}`, '--no-fund', '--no-audit']).status === 0 &&
    quiet('pnpm', ['--version']) === pinned
  )
    return ['pnpm'];
  console.log(`[setup] global install unavailable; using npx pnpm@${pinned}`);
  return ['npx', '--yes', `pnpm@${pinned}`];
}

function ensureWorkspace(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh && !process.env.CI) return;
  console.log('[setup] pnpm install');
  const args = ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])];
  const result = run(pnpm[0], [...pnpm.slice(1), ...args]);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const task = process.argv[2] ?? 'test';
const pnpm = ensurePnpm();
ensureWorkspace(pnpm);
const env = { ...process.env, PNPM_BIN: pnpm.join(' ') };
const pn = (...args) => run(pnpm[0], [...pnpm.slice(1), ...args], { env });

const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds up vitest's "Tests  N failed | N passed | N skipped (N)" lines from a step's output. */
function count(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  for (const line of plain.split('\n')) {
    const match = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (!match) continue;
    for (const [, n, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
  }
}

/** Runs a command, echoing its output as it comes, and returns its exit status and output. */
function tee(args) {
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Runs steps in order and stops at the first failure, naming it. */
async function steps(list) {
  for (const [name, args] of list) {
    console.log(`\n=== ${name}`);
    const { status, output } = await tee(args);
    count(output);
    if (status !== 0) {
      console.error(`\n✗ ${name} failed (exit ${status})`);
      console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
      process.exit(status ?? 1);
    }
  }
}

switch (task) {
  case 'test':
    await steps([
      ['biome check', ['exec', 'biome', 'check', '.']],
      ['tsc --noEmit (every package)', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']],
      ['contract lint (v1.yaml)', ['--filter', '@backoffice/sdk', 'run', 'contract:lint']],
      ['OWASP API security lint (v1.yaml)', ['--filter', '@backoffice/sdk', 'run', 'contract:owasp']],
      ['generated types are fresh', ['--filter', '@backoffice/sdk', 'run', 'gen:check']],
      ['vitest: @backoffice/sdk', ['--filter', '@backoffice/sdk', 'run', 'test']],
      ['vitest: @backoffice/server', ['--filter', '@backoffice/server', 'run', 'test']],
      ['vitest: @backoffice/cli-smoke', ['--filter', '@backoffice/cli-smoke', 'run', 'test']],
      ['vitest: @backoffice/console', ['--filter', '@backoffice/console', 'run', 'test']],
    ]);
    console.log('\n✓ every check and suite passed');
    console.log(
      `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
    );
    break;
  case 'bench':
    await steps([['benchmarks', ['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench']]]);
    break;
  case 'start':
    // Every package's build (the server with tsup, the console with Vite), then `node dist/main.js`.
    await steps([['build', ['-r', '--if-present', 'run', 'build']]]);
    process.exit(pn('--filter', '@backoffice/server', 'run', 'start:demo').status ?? 1);
    break;
  case 'create-admin':
    {
      // The production path runs the server's build output with plain node: build it first.
      const built = pn('--filter', '@backoffice/server', 'run', 'build').status;
      if (built !== 0) process.exit(built ?? 1);
      process.exit(
        pn('--filter', '@backoffice/server', 'run', 'create-admin', ...process.argv.slice(3)).status ?? 1,
      );
    }
    break;
  default:
    console.error(`unknown task: ${task} (test, start, bench, create-admin)`);
    process.exit(2);
}
