#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser needs for /login (the entry and its static imports)
// and fails above the 200 kB budget or when AG Grid / AG Charts are in it. Builds first when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(here, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: here, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const needed = new Set();
(function walk(key) {
  if (needed.has(key)) return;
  needed.add(key);
  for (const next of manifest[key].imports ?? []) walk(next);
})(entry);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let total = 0;
const heavy = /AG Grid|ag-grid-community|AG Charts|ag-charts-community/;
const offenders = [];
console.log('JavaScript needed for /login (entry + static imports):');
for (const key of needed) {
  const file = manifest[key].file;
  const size = gz(file);
  total += size;
  if (heavy.test(readFileSync(join(dist, file), 'utf8'))) offenders.push(file);
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(7)} kB gzip`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(7)} kB gzip (budget ${BUDGET_KB} kB)`);

console.log('\nLazy chunks (loaded on demand):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (needed.has(key) || !chunk.file.endsWith('.js')) continue;
  console.log(`  ${chunk.file.padEnd(48)} ${kb(gz(chunk.file)).padStart(7)} kB gzip`);
}

// A screen's own chunk (its component, actions and texts; the kit and the grid are shared chunks).
const SCREEN_BUDGET_KB = 10;
const BESPOKE = /screens\/(dashboard|users)\//;
const screenChunks = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/screens/'),
);
const inEntry = [...needed].filter(
  (key) =>
    key.startsWith('src/screens/') &&
    !/registry|titles|resolve-path|lazy-screen|screen-types|login\//.test(key),
);
const overScreen = screenChunks.filter(
  ([key, chunk]) => !BESPOKE.test(key) && gz(chunk.file) > SCREEN_BUDGET_KB * 1024,
);
const sizes = screenChunks
  .filter(([key]) => !BESPOKE.test(key))
  .map(([, chunk]) => gz(chunk.file))
  .sort((a, b) => a - b);
console.log(
  `\nScreen chunks built on the kit: ${sizes.length}, median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)} kB, largest ${kb(sizes.at(-1) ?? 0)} kB gzip (budget ${SCREEN_BUDGET_KB} kB each)`,
);

// Screen source files: short declarations over the kit (median <= 100 lines, none over 400).
const { readdirSync, statSync } = await import('node:fs');
const sources = [];
(function collect(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path);
    else if (/\.tsx?$/.test(name))
      sources.push([path.slice(here.length + 1), readFileSync(path, 'utf8').split('\n').length]);
  }
})(join(here, 'src/screens'));
const lines = sources.map(([, n]) => n).sort((a, b) => a - b);
const median = lines[Math.floor(lines.length / 2)] ?? 0;
const longest = sources.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
console.log(
  `Screen source files: ${sources.length}, median ${median} lines, longest ${longest[1]} (${longest[0]}); budget median <= 100, none over 400`,
);

if (inEntry.length) {
  console.error(`\n✗ screen modules in the /login JavaScript: ${inEntry.join(', ')}`);
  process.exit(1);
}
if (overScreen.length) {
  console.error(
    `\n✗ screen chunks over ${SCREEN_BUDGET_KB} kB gzip: ${overScreen.map(([key]) => key).join(', ')}`,
  );
  process.exit(1);
}
if (median > 100 || longest[1] > 400) {
  console.error('\n✗ screen source files over their line budget');
  process.exit(1);
}

// A screen's chunk and what it imports statically must not hold AG Charts: charts load in their own chunk
// when one is drawn (the report screens' budget for their first render).
const chartsInScreens = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!key.startsWith('src/screens/')) continue;
  const seen = new Set();
  (function walk(k) {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) walk(next);
  })(key);
  const charted = [...seen].some((k) =>
    /AG Charts|ag-charts-community/.test(readFileSync(join(dist, manifest[k].file), 'utf8')),
  );
  if (charted) chartsInScreens.push(chunk.file);
}
if (chartsInScreens.length) {
  console.error(`\n✗ AG Charts loads with these screens instead of lazily: ${chartsInScreens.join(', ')}`);
  process.exit(1);
}

if (offenders.length) {
  console.error(`\n✗ AG Grid / AG Charts found in the /login JavaScript: ${offenders.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error(`\n✗ /login JavaScript is ${kb(total)} kB gzip, over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}
console.log(
  `\n✓ /login JavaScript ${kb(total)} kB gzip <= ${BUDGET_KB} kB; AG Grid and AG Charts only in lazy chunks; ` +
    'no screen loads AG Charts before it draws a chart',
);
