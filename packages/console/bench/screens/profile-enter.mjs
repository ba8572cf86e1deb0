#!/usr/bin/env node
// Where the main thread's time goes on the palette's Enter that shows a kept screen (issue 42: "within
// one frame"): screen A, then screen B, then the palette back to A, traced with the Chrome DevTools
// Protocol. For each Enter it prints the span from the keydown to the end of the first frame painted
// after it, and the time inside it by kind: script, style (UpdateLayoutTree), layout, paint and the rest;
// with PROFILE=1 also a JS CPU profile of the Enter's task, its heaviest functions by self time (build with
// `npx vite build --minify false --outDir <dir>` and pass DIST=<dir> for names).
//
// DIST=dir (the built console to serve; default dist), PAIR=users,wallet-view (A,B), TIMES=5, RATE=1 (CPU
// slow-down), PROFILE=1, DEMO_BIDS=20000.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../../scripts/start-server.mjs';
import { requireChromium, signInAsAdmin } from '../preflight.mjs';
import { percentile, readScreens } from './stats.mjs';

const consoleDir = resolve(import.meta.dirname, '../..');
const TIMES = Number(process.env.TIMES ?? 5);
const RATE = Number(process.env.RATE ?? 1);
const [A, B] = (process.env.PAIR ?? 'users,wallet-view').split(',');
const screens = readScreens(
  resolve(consoleDir, 'src/screens/registry.ts'),
  resolve(consoleDir, 'src/screens/titles.ts'),
);
const byId = (id) => screens.find((s) => s.id === id) ?? Promise.reject(new Error(`no screen ${id}`));

requireChromium();
const server = await startServer({
  startMs: 600_000,
  env: process.env.DIST ? { CONSOLE_DIR: resolve(process.env.DIST) } : {},
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Opens `screen` from the palette and waits until its h1 shows and focus landed in <main>. */
async function open(page, screen) {
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
  await page.keyboard.insertText(screen.title);
  await page.waitForFunction(
    (id) => document.querySelector('[cmdk-item][aria-selected="true"]')?.getAttribute('data-value') === id,
    `screen:${screen.id}`,
  );
  return async () => {
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ({ title, path }) =>
        location.pathname === path &&
        document.querySelector('h1')?.textContent?.trim() === title &&
        document.getElementById('main')?.contains(document.activeElement) &&
        document.activeElement !== document.getElementById('main'),
      screen,
    );
    await page.waitForTimeout(300);
  };
}

/** The Enter's keydown task to the end of the first frame after it, by kind, from a trace's events. */
function enterCost(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
  const keydown = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => b.dur - a.dur)[0];
  if (!keydown) return null;
  const task = onMain.find(
    (e) => e.name === 'RunTask' && e.ts <= keydown.ts && e.ts + e.dur >= keydown.ts + keydown.dur,
  );
  const start = task?.ts ?? keydown.ts;
  const paint = onMain
    .filter((e) => (e.name === 'Commit' || e.name === 'Paint') && e.ts >= keydown.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint ? paint.ts + paint.dur : keydown.ts + keydown.dur;
  const within = onMain.filter((e) => e.ts >= start && e.ts + e.dur <= end);
  const sum = (names) =>
    within.filter((e) => names.includes(e.name)).reduce((total, e) => total + e.dur, 0) / 1000;
  const style = sum(['UpdateLayoutTree']);
  const layout = sum(['Layout']);
  const paintMs = sum(['Paint', 'PaintImage', 'Commit', 'Layerize', 'PrePaint']);
  const tasks = within.filter((e) => e.name === 'RunTask').reduce((total, e) => total + e.dur, 0) / 1000;
  return {
    span: (end - start) / 1000,
    keydownTask: (task?.dur ?? keydown.dur) / 1000,
    busy: tasks,
    style,
    layout,
    paint: paintMs,
    script: tasks - style - layout - paintMs,
  };
}

/** Time with each function on the stack (not counted twice under recursion), over the profile's samples. */
function inclusive(profile) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const names = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) names.add(byId.get(at).callFrame.functionName);
    for (const name of names)
      if (name) total.set(name, (total.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return total;
}

/** Self time by function over the profile's samples. */
function heaviest(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('[page]', error.message));
  await signInAsAdmin(page, server.baseUrl);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const [a, b] = [await byId(A), await byId(B)];
  await (await open(page, a))();
  const rows = [];
  const self = new Map();
  const within = new Map();
  for (let i = 0; i < TIMES; i++) {
    await (await open(page, b))();
    const enter = await open(page, a);
    await page.waitForTimeout(700);
    const events = [];
    const collected = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    const onData = ({ value }) => events.push(...value);
    cdp.on('Tracing.dataCollected', onData);
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
      transferMode: 'ReportEvents',
    });
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await enter();
    if (process.env.PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      for (const [name, ms] of heaviest(profile, 40)) self.set(name, (self.get(name) ?? 0) + ms);
      for (const [name, ms] of inclusive(profile)) within.set(name, (within.get(name) ?? 0) + ms);
    }
    await cdp.send('Tracing.end');
    await collected;
    cdp.off('Tracing.dataCollected', onData);
    const cost = enterCost(events);
    if (cost) rows.push(cost);
    console.log(
      `Enter ${i + 1}: ${Object.entries(cost ?? {})
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')}`,
    );
  }
  const p50 = (key) =>
    percentile(
      rows.map((r) => r[key]),
      0.5,
    ).toFixed(1);
  console.log(
    `\nback to ${A} from ${B} at ${RATE}x, ${rows.length} Enters, p50 ms: keydown to first frame ${p50('span')}; ` +
      `the keydown task ${p50('keydownTask')}; script ${p50('script')}, style ${p50('style')}, layout ${p50('layout')}, paint ${p50('paint')}`,
  );
  if (process.env.PROFILE) {
    console.log(`\nheaviest functions (self ms summed over ${rows.length} Enters):`);
    for (const [name, ms] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 30))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
    console.log(`\nheaviest by time on the stack (ms summed over ${rows.length} Enters):`);
    for (const [name, ms] of [...within].sort((x, y) => y[1] - x[1]).slice(0, Number(process.env.TOP ?? 60)))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
