#!/usr/bin/env node
// The palette with 10,000 entries: the ranking alone in Node (time per keystroke and a tinybench table),
// then the whole palette in Debian chromium (main-thread time per keystroke, bench/browser/run.mjs); and
// each report's first render from the palette against the real server (bench/reports/run.mjs); and
// withdrawal triage against the real server (approve key to next request, bench/triage/run.mjs); and the
// declare desk of a session with 1,00,000 pending bids to its heatmap drawn (bench/declare-desk/run.mjs); and
// every screen from the palette's Enter to ready, its server and console shares, long frames and J/K on the
// big lists, unthrottled and at 4x CPU (bench/screens/run.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: here, stdio: 'inherit' }).status ?? 1;
const ranking = run('npx', ['vitest', 'bench', '--run', 'bench/palette.bench.ts']);
const browser = run('node', ['bench/browser/run.mjs']);
const reports = run('node', ['bench/reports/run.mjs']);
const triage = run('node', ['bench/triage/run.mjs']);
const desk = run('node', ['bench/declare-desk/run.mjs']);
const screens = run('node', ['bench/screens/run.mjs']);
process.exit(ranking || browser || reports || triage || desk || screens);
