/**
 * The built command, as cron runs it (`node dist/cli.js`) and as `npx backoffice-smoke` runs it from the
 * workspace; built here into a temporary folder.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { closedPort, on, startFakeHost } from './support/fake-host.js';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = join(packageDir, '../..');
/** A copy of the package: the committed bin beside a fresh build in dist/. */
const copyDir = mkdtempSync(join(tmpdir(), 'backoffice-smoke-'));
const outDir = join(copyDir, 'dist');
const cli = join(outDir, 'cli.js');
const binPath = 'bin/backoffice-smoke.js';

/** Runs a script; resolves with its exit code and output instead of throwing on non-zero. */
async function node(script: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
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

/** Runs the built command. */
const smoke = (args: string[], env: Record<string, string> = {}) => node(cli, args, env);

beforeAll(async () => {
  await run(
    process.execPath,
    [join(packageDir, 'node_modules/tsup/dist/cli-default.js'), '--out-dir', outDir],
    {
      cwd: packageDir,
    },
  );
}, 60_000);
afterAll(() => rmSync(copyDir, { recursive: true, force: true }));

describe('npx backoffice-smoke from the workspace', () => {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };

  it('is linked at the root, through the root devDependency, to the committed bin', () => {
    const root = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(root.devDependencies['@backoffice/cli-smoke']).toBe('workspace:*');
    expect(manifest.bin['backoffice-smoke']).toBe(`./${binPath}`);
    expect(realpathSync(join(rootDir, 'node_modules/@backoffice/cli-smoke'))).toBe(realpathSync(packageDir));
    expect(readFileSync(join(rootDir, 'node_modules/.bin/backoffice-smoke'), 'utf8')).toContain(
      `@backoffice/cli-smoke/${binPath}`,
    );
  });

  it('runs the built CLI in dist/', async () => {
    mkdirSync(join(copyDir, 'bin'));
    copyFileSync(join(packageDir, binPath), join(copyDir, binPath));
    const { code, stdout } = await node(join(copyDir, binPath), ['--help']);
    expect(code).toBe(EXIT.healthy);
    expect(stdout).toContain('--fail-slow MS');
  });

  it('says how to build it when dist/ is missing', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'backoffice-smoke-bare-'));
    try {
      mkdirSync(join(bare, 'bin'));
      copyFileSync(join(packageDir, binPath), join(bare, binPath));
      const { code, stderr } = await node(join(bare, binPath), ['--help']);
      expect(code).toBe(EXIT.usageOrLogin);
      expect(stderr).toContain('pnpm --filter @backoffice/cli-smoke build');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

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
