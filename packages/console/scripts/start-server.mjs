// Starts the real reference server (packages/server) serving the built console: demo data, a fresh
// data dir, a free port. Shared by the browser tests (e2e/harness.ts) and the Lighthouse budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const consoleDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = resolve(consoleDir, '../server');

/**
 * `env` is added last (V1_OFFER=spec for a host that serves only the spec's calls, CONSOLE_DIR, ...);
 * `startMs`: how long seeding may take (the benches' 2,10,000 demo bids on a busy machine take minutes).
 * @param {{ env?: Record<string, string>, startMs?: number }} [options]
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-data-'));
  const child = spawn(resolve(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      // A smaller bid history keeps every browser run's seed quick; the screens look the same.
      DEMO_BIDS: process.env.DEMO_BIDS ?? '20000',
      CONSOLE_DIR: resolve(consoleDir, 'dist'),
      // The player app's side of support chat, so the chat test can write as a player.
      PLAYER_CHAT_HOOK: '1',
      // The browser tests at a chosen time of day: the server's clock (and its database's) moved too.
      ...(process.env.CLOCK_SHIFT_MS
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(resolve(consoleDir, 'scripts/clock-shift.mjs'))}`,
          }
        : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise((done, fail) => {
    const startMs = options.startMs ?? 180_000;
    const timer = setTimeout(() => {
      // Not left seeding behind the caller's back.
      child.kill('SIGKILL');
      fail(new Error(`server did not start in ${startMs / 1000} s:\n${output}`));
    }, startMs);
    const read = (chunk) => {
      output += chunk.toString();
      const match = output.match(/backoffice server on (http:\/\/[^\s]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      fail(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The flags Debian's chromium runs with in every browser check (no downloads, no background noise). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
