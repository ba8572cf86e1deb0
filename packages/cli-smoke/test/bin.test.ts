/** The built command, as cron runs it: `node dist/cli.js`, built here into a temporary folder. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { closedPort, on, startFakeHost } from './support/fake-host.js';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'backoffice-smoke-'));
const cli = join(outDir, 'cli.js');

/** Runs the built command; resolves with its exit code and output instead of throwing on non-zero. */
async function smoke(args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 15_000,
    });
    return { code: 0, stdout, stderr, ms: Date.now() - started };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
      ms: Date.now() - started,
    };
  }
}

beforeAll(async () => {
  await run(
    process.execPath,
    [join(packageDir, 'node_modules/tsup/dist/cli-default.js'), '--out-dir', outDir],
    {
      cwd: packageDir,
    },
  );
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built backoffice-smoke', () => {
  it('is one executable file with a node shebang that prints its help', async () => {
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const { code, stdout } = await smoke(['--help']);
    expect(code).toBe(EXIT.healthy);
    expect(stdout).toContain('--fail-slow MS');
  });

  it('takes the password from BACKOFFICE_PASSWORD and exits 0 on a healthy host', async () => {
    const host = await startFakeHost();
    try {
      const { code, stdout } = await smoke(['--only', 'dashboard'], {
        BACKOFFICE_BASE_URL: host.baseUrl,
        BACKOFFICE_USERNAME: 'ops',
        BACKOFFICE_PASSWORD: 'from-the-env',
      });
      expect(code).toBe(EXIT.healthy);
      expect(stdout).toMatch(/HEALTHY \(exit 0\)\n$/);
      expect(host.requests[0]?.body).toMatchObject({ username: 'ops', password: 'from-the-env' });
    } finally {
      await host.close();
    }
  });

  it('exits 3 when the host cannot be reached', async () => {
    const port = await closedPort();
    const { code, stdout } = await smoke([
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--username',
      'a',
      '--password',
      'b',
    ]);
    expect(code).toBe(EXIT.unreachable);
    expect(stdout).toContain('No response from server (ECONNREFUSED)');
  });

  it('exits 1 soon after a call hangs past --timeout instead of waiting on the open connection', async () => {
    const host = await startFakeHost({ routes: [on('GET', '/auth/admin/me', { kind: 'hang' })] });
    try {
      const { code, stdout, ms } = await smoke(
        ['--base-url', host.baseUrl, '--username', 'a', '--only', 'auth', '--timeout', '300'],
        { BACKOFFICE_PASSWORD: 'b' },
      );
      expect(code).toBe(EXIT.checkFailed);
      expect(stdout).toContain('failed: No response from server (no answer within 300 ms)');
      expect(ms).toBeLessThan(5000);
    } finally {
      await host.close();
    }
  });
});
