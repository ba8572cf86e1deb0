/**
 * The reference server (packages/server) with the demo data, started at most once per test run and
 * shared by the files that need it (they only read, or write and undo). The first file to ask starts it
 * (under a lock in the run's folder, which global-setup.ts makes and cleans up, stopping the server);
 * the others find its address there. A run of files that never ask starts no server.
 * DEMO_BIDS keeps the demo's bids to 20,000 (the product's demo has 2,10,000): the checks here are about
 * agreement and reachability, not volume, and the seed then takes seconds instead of minutes.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));

export interface ReferenceServer {
  /** The /v1 base. */
  baseUrl: string;
  /** Its DATA_DIR (demo mode keeps the chain checkpoint key and file there). */
  dataDir: string;
}

/** What global-setup.ts stops at the end of the run. */
export interface StartedServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

export const SERVER_FILE = 'server.json';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(runDir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(runDir, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Spawns `node --import tsx src/main.ts` (PORT=0, DEMO=1, plus `env`), its output to a log file, and waits
 * for its address.
 */
async function start(
  runDir: string,
  timeoutMs: number,
  name: string,
  env: Record<string, string>,
): Promise<StartedServer> {
  const dataDir = join(runDir, `data-${name}`);
  const logPath = join(runDir, `${name}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_BIDS: '20000',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const output = readFileSync(logPath, 'utf8');
    const found = /backoffice server on (http:\/\/\S+)/.exec(output);
    if (found?.[1]) return { baseUrl: `${found[1]}/v1`, pid: child.pid ?? 0, dataDir };
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`the reference server did not start (exit ${child.exitCode}):\n${output}`);
    }
    await sleep(250);
  }
}

/**
 * The run's reference server, started by the first file that asks. `variant` names another one, started
 * with `env` added (a spec-only host: V1_OFFER=spec), kept in `server-<variant>.json`.
 */
export async function sharedReferenceServer(
  timeoutMs = 240_000,
  variant?: { name: string; env: Record<string, string> },
): Promise<ReferenceServer> {
  const runDir = inject('smokeRunDir');
  return withLock(runDir, async () => {
    const file = join(runDir, variant ? `server-${variant.name}.json` : SERVER_FILE);
    if (existsSync(file)) {
      const { baseUrl, dataDir } = JSON.parse(readFileSync(file, 'utf8')) as StartedServer;
      return { baseUrl, dataDir };
    }
    const started = await start(runDir, timeoutMs, variant?.name ?? 'server', variant?.env ?? {});
    writeFileSync(file, JSON.stringify(started));
    return { baseUrl: started.baseUrl, dataDir: started.dataDir };
  });
}
