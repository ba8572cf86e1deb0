import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_FILE, type StartedServer } from './reference-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder: the shared reference server's lock, address, log and data. */
    smokeRunDir: string;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Makes the run's folder; at the end stops the shared reference servers that files started. */
export default function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'backoffice-smoke-run-'));
  project.provide('smokeRunDir', runDir);
  return async () => {
    const started = readdirSync(runDir).filter(
      (name) => name === SERVER_FILE || /^server-.+\.json$/.test(name),
    );
    for (const name of started) {
      const { pid } = JSON.parse(readFileSync(join(runDir, name), 'utf8')) as StartedServer;
      if (pid && alive(pid)) {
        process.kill(pid, 'SIGTERM');
        for (let i = 0; i < 50 && alive(pid); i += 1) await sleep(100);
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}
