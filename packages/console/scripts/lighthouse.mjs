#!/usr/bin/env node
// The Lighthouse budget: desktop preset in Debian's chromium against the real server (demo data, fresh
// data dir, free port) serving the production build. Audits /login, logs in through the form in the
// same chromium (over CDP), then audits /dashboard with the stored login kept. Prints the performance
// and accessibility scores and fails below performance 0.9 or accessibility 1.0.
// `--build` forces a build; otherwise it builds only when the sources are newer than dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './start-server.mjs';

const BUDGET = { performance: 0.9, accessibility: 1 };
const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(here, 'dist/.vite/manifest.json');
const reportDir = join(here, '.tmp/lighthouse'); // git-ignored

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfNeeded() {
  const sources = ['src', 'index.html', 'vite.config.ts', '../sdk/src'].map((p) => join(here, p));
  const stale =
    !existsSync(manifestPath) ||
    process.argv.includes('--build') ||
    Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(manifestPath).mtimeMs;
  if (!stale) return;
  console.log('[lighthouse] building the console');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: here, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Logs in through the form in the chromium Lighthouse drives, so its profile holds the login. */
async function logIn(port, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Admin@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // Storage stays (disableStorageReset) but the HTTP cache goes: /dashboard is measured cold.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // a CDP connection: this disconnects, chromium keeps running
  }
}

async function audit(port, url, keepStorage) {
  const config = {
    ...desktopConfig,
    settings: {
      ...desktopConfig.settings,
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    },
  };
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'html' }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const name = new URL(url).pathname.replace(/\W+/g, '') || 'root';
  writeFileSync(join(reportDir, `${name}.html`), String(result.report));
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
    .map((a) => a.id);
  return {
    path: new URL(lhr.finalDisplayedUrl).pathname,
    performance: lhr.categories.performance.score ?? 0,
    accessibility: lhr.categories.accessibility.score ?? 0,
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', '),
    failing,
  };
}

buildIfNeeded();
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const server = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'console-lighthouse-profile-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  userDataDir: profile,
  logLevel: 'silent',
});
const results = [];
try {
  results.push(await audit(chrome.port, `${server.baseUrl}/login`, false));
  await logIn(chrome.port, server.baseUrl);
  results.push(await audit(chrome.port, `${server.baseUrl}/dashboard`, true));
} finally {
  chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

let ok = true;
console.log(`Lighthouse (desktop preset, ${CHROMIUM_PATH}); HTML reports in .tmp/lighthouse/`);
for (const r of results) {
  const pass = r.performance >= BUDGET.performance && r.accessibility >= BUDGET.accessibility;
  ok &&= pass;
  console.log(
    `  ${pass ? '✓' : '✗'} ${r.path.padEnd(11)} performance ${r.performance.toFixed(2)}  accessibility ${r.accessibility.toFixed(2)}`,
  );
  console.log(`      ${r.metrics}`);
  if (r.failing.length) console.log(`      accessibility audits failing: ${r.failing.join(', ')}`);
}
if (results.some((r) => !['/login', '/dashboard'].includes(r.path))) {
  console.error('✗ an audited page ended somewhere else (login lost?)');
  ok = false;
}
if (!ok) {
  console.error(
    `✗ budget: performance >= ${BUDGET.performance} and accessibility >= ${BUDGET.accessibility} on /login and /dashboard`,
  );
  process.exit(1);
}
console.log(
  `✓ performance >= ${BUDGET.performance} and accessibility = ${BUDGET.accessibility} on every page`,
);
