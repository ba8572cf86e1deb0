/**
 * Load over real HTTP: autocannon (the devDependency's CLI) in a child process, so the load generator
 * does not share the server's event loop. Its latency histogram has 1 ms resolution.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { LatencySummary } from './latency-stats.js';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon');

export interface HttpLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface HttpLoadResult extends LatencySummary {
  requestsPerSecond: number;
  /** Responses other than 2xx, plus socket errors and timeouts: any of them makes the figures void. */
  failures: number;
}

interface AutocannonJson {
  latency: { p50: number; p99: number; mean: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function isAutocannonJson(value: unknown): value is AutocannonJson {
  const v = value as Partial<AutocannonJson> | null;
  return typeof v?.latency?.p99 === 'number' && typeof v.requests?.total === 'number';
}

/**
 * Runs `node <args>` in a child process (the load generator apart from the server's event loop) and
 * resolves its standard output when it exits 0; otherwise rejects, saying what it printed.
 */
export function runNode(name: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${name} exited ${code}: ${err.trim() || out.trim()}`));
    });
  });
}

export async function runHttpLoad(load: HttpLoad): Promise<HttpLoadResult> {
  const args = [autocannonBin, '--json', '-c', String(load.connections), '-d', String(load.durationSeconds)];
  for (const [name, value] of Object.entries(load.headers)) args.push('-H', `${name}=${value}`);
  args.push(load.url);
  const out = await runNode('autocannon', args);
  const line = out.trim().split('\n').at(-1) ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  if (!isAutocannonJson(parsed)) throw new Error(`autocannon exited 0: ${out.trim()}`);
  return {
    count: parsed.requests.total,
    p50: parsed.latency.p50,
    p99: parsed.latency.p99,
    mean: parsed.latency.mean,
    max: parsed.latency.max,
    requestsPerSecond: parsed.requests.average,
    failures: parsed.non2xx + parsed.errors + parsed.timeouts,
  };
}
