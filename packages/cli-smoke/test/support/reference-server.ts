/** The reference server (packages/server) on a free port with a fresh data dir and the demo logins. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));

export interface ReferenceServer {
  /** The /v1 base. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Spawns `node --import tsx src/main.ts` (PORT=0, DEMO=1) and waits for the address it prints. */
export async function startReferenceServer(timeoutMs = 240_000): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-smoke-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no address within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = /backoffice server on (http:\/\/\S+)/.exec(output);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening:\n${output}`));
      });
    });
    return { baseUrl: `${origin}/v1`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
