#!/usr/bin/env node
// Entry point of the root npm scripts. On a fresh clone with only Node and npm it installs the pinned
// pnpm and the workspace, then runs the task: `test` (every check and suite, in order), `start` (the
// product with demo data), `bench`, `create-admin` or `rotate-secret-key`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

/** Runs a pnpm command; `echo` streams its output as it comes, else it is kept for the caller to print. */
function tee(args, echo = true) {
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Prints the closing count line and exits with `status`. */
function finish(status) {
  const { passed, failed, skipped } = totals;
  if (status !== 0) console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
  else console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(status);
}

/** Runs steps in order and stops at the first failure, naming it. */
async function steps(list) {
  for (const [name, args] of list) {
    console.log(`\n=== ${name}`);
    const { status, output } = await tee(args);
    count(output);
    if (status !== 0) {
      console.error(`\n✗ ${name} failed (exit ${status})`);
      finish(status ?? 1);
    }
  }
}

/** A failed step's own summary of its failures (vitest's "Failed Tests" part), at most 60 lines. */
function digest(name, output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n');
  const start = plain.findIndex((line) => /Failed Tests \d+/.test(line));
  const lines = start < 0 ? plain.slice(-30) : plain.slice(start, start + 60);
  return `\n=== what failed in ${name}\n${lines.join('\n')}`;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs steps side by side, at most `lanes` at once, in the order given (longest first keeps the lanes
 * even). Each step's output is printed whole when it ends, so two steps never interleave; every step runs
 * even when one fails, and the failures are named at the end.
 */
async function sideBySide(title, list, lanes) {
  const started = Date.now();
  console.log(`\n=== ${title}: ${list.length} steps, ${lanes} at a time`);
  const queue = [...list];
  const failed = [];
  const digests = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [name, args] = step;
      const since = Date.now();
      console.log(`--- started: ${name}`);
      const { status, output } = await tee(args, false);
      count(output);
      console.log(`\n=== ${name} (${seconds(since)}, exit ${status})\n${output.trimEnd()}`);
      if (status !== 0) failed.push(`${name} (exit ${status})`);
      if (status !== 0) digests.push(digest(name, output));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(`\n=== ${title}: done in ${seconds(started)}`);
  if (failed.length) {
    // Repeated last, so that a log cut to its tail (a CI summary) still names what failed and why.
    for (const text of digests) console.error(text);
    console.error(`\n✗ failed: ${failed.join('; ')}`);
    finish(1);
  }
}

/** The machine's cores, at least 1: how many steps run side by side. */
const lanes = Math.max(1, Math.min(availableParallelism(), 4));

const CHECKS = [
  ['tsc --noEmit: console', ['--filter', '@backoffice/console', 'run', 'typecheck']],
  ['tsc --noEmit: server', ['--filter', '@backoffice/server', 'run', 'typecheck']],
  ['tsc --noEmit: sdk', ['--filter', '@backoffice/sdk', 'run', 'typecheck']],
  ['tsc --noEmit: cli-smoke', ['--filter', '@backoffice/cli-smoke', 'run', 'typecheck']],
  ['biome check', ['exec', 'biome', 'check', '.']],
  ['contract lint (v1.yaml)', ['--filter', '@backoffice/sdk', 'run', 'contract:lint']],
  ['OWASP API security lint (v1.yaml)', ['--filter', '@backoffice/sdk', 'run', 'contract:owasp']],
  ['generated types are fresh', ['--filter', '@backoffice/sdk', 'run', 'gen:check']],
];

/** Longest first. The server suite's two legs are separate steps; the browser tests are the console's. */
const SUITES = [
  ['browser tests: @backoffice/console', ['--filter', '@backoffice/console', 'run', 'test:e2e']],
  ['vitest: @backoffice/server on PGlite', ['--filter', '@backoffice/server', 'run', 'test', '--leg=pglite']],
  [
    'vitest: @backoffice/server on PostgreSQL',
    ['--filter', '@backoffice/server', 'run', 'test', '--leg=postgres'],
  ],
  ['vitest: @backoffice/cli-smoke', ['--filter', '@backoffice/cli-smoke', 'run', 'test']],
  ['vitest: @backoffice/console', ['--filter', '@backoffice/console', 'run', 'test:unit']],
  ['vitest: @backoffice/sdk', ['--filter', '@backoffice/sdk', 'run', 'test']],
];

switch (task) {
  case 'test': {
    const started = Date.now();
    await sideBySide('checks', CHECKS, lanes);
    await sideBySide('test suites', SUITES, lanes);
    console.log(`\n✓ every check and suite passed (${seconds(started)})`);
    finish(0);
    break;
  }
  case 'test:quick': {
    // The edit loop: the checks, then the unit suites and the server on the embedded database only.
    const started = Date.now();
    await sideBySide('checks', CHECKS, lanes);
    await sideBySide(
      'quick suites',
      [
        [
          'vitest: @backoffice/server on PGlite (quick)',
          ['--filter', '@backoffice/server', 'run', 'test', '--leg=pglite', '--quick'],
        ],
        ['vitest: @backoffice/console', ['--filter', '@backoffice/console', 'run', 'test:unit']],
        ['vitest: @backoffice/sdk', ['--filter', '@backoffice/sdk', 'run', 'test']],
      ],
      lanes,
    );
    console.log(`\n✓ quick checks passed (${seconds(started)})`);
    finish(0);
    break;
  }
  case 'bench':
    await steps([['benchmarks', ['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench']]]);
    break;
  case 'start':
    // Every package's build (the server with tsup, the console with Vite), then `node dist/main.js`.
    await steps([['build', ['-r', '--if-present', 'run', 'build']]]);
    process.exit(pn('--filter', '@backoffice/server', 'run', 'start:demo').status ?? 1);
    break;
  case 'create-admin':
  case 'rotate-secret-key':
    {
      // The production path runs the server's build output with plain node: build it first.
      const built = pn('--filter', '@backoffice/server', 'run', 'build').status;
      if (built !== 0) process.exit(built ?? 1);
      process.exit(pn('--filter', '@backoffice/server', 'run', task, ...process.argv.slice(3)).status ?? 1);
    }
    break;
  default:
    console.error(`unknown task: ${task} (test, test:quick, start, bench, create-admin, rotate-secret-key)`);
    process.exit(2);
}
