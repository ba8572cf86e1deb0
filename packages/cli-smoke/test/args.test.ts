import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl, parseArguments } from '../src/args.js';
import { EXIT } from '../src/exit-codes.js';
import { TAGS } from '../src/plan.js';
import { runSmoke } from './support/run-smoke.js';

const ENV = {
  BACKOFFICE_BASE_URL: 'https://bo.example.com/v1',
  BACKOFFICE_USERNAME: 'smoke',
  BACKOFFICE_PASSWORD: 's3cret',
};

const parse = (argv: string[], env: Record<string, string> = ENV) => parseArguments(argv, env, TAGS);

describe('flags and environment', () => {
  it('takes the connection from the environment, so no password shows in the process list', () => {
    const parsed = parse([]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        baseUrl: 'https://bo.example.com/v1',
        username: 'smoke',
        password: 's3cret',
        only: null,
        timeoutMs: 10_000,
        concurrency: 4,
        failSlowMs: null,
        json: false,
        write: false,
        require: [],
        mapFile: null,
        capabilities: false,
      },
    });
  });

  it('lets a flag win over its variable and reads every option', () => {
    const parsed = parse([
      '--base-url=http://10.0.0.5:8080',
      '--username',
      'ops',
      '--only',
      'users, wallet',
      '--timeout',
      '2500',
      '--concurrency',
      '8',
      '--fail-slow',
      '900',
      '--json',
      '--write',
    ]);
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        baseUrl: 'http://10.0.0.5:8080/v1',
        username: 'ops',
        password: 's3cret',
        only: ['users', 'wallet'],
        timeoutMs: 2500,
        concurrency: 8,
        failSlowMs: 900,
        json: true,
        write: true,
      },
    });
  });

  it.each([
    [['--timeout', '0'], '--timeout must be a whole number from 1 to 600000, got "0"'],
    [['--concurrency', '2.5'], '--concurrency must be a whole number from 1 to 64, got "2.5"'],
    [['--fail-slow', 'fast'], '--fail-slow must be a whole number from 1 to 600000, got "fast"'],
    [['--only', 'users,bogus'], `unknown tag for --only: bogus (known: ${TAGS.join(', ')})`],
    [['--only', ','], '--only needs at least one tag'],
    [['--base-url', 'ftp://host'], '--base-url must be http:// or https://, got "ftp://host"'],
    [['--base-url', 'not a url'], '--base-url is not a URL: "not a url"'],
  ])('refuses %j', (argv, message) => {
    expect(parse(argv)).toEqual({ kind: 'usage-error', message });
  });

  it('names the flag and the variable when a credential is missing', () => {
    expect(parse([], { BACKOFFICE_BASE_URL: 'http://h', BACKOFFICE_USERNAME: 'u' })).toEqual({
      kind: 'usage-error',
      message: 'missing password: pass --password or set BACKOFFICE_PASSWORD',
    });
  });

  it('refuses unknown flags and stray arguments', () => {
    expect(parse(['--verbose'])).toMatchObject({ kind: 'usage-error' });
    expect(parse(['users'])).toMatchObject({ kind: 'usage-error' });
  });

  it('appends /v1 to a bare host only', () => {
    expect(normalizeBaseUrl('http://localhost:8080')).toBe('http://localhost:8080/v1');
    expect(normalizeBaseUrl('https://bo.example.com/')).toBe('https://bo.example.com/v1');
    expect(normalizeBaseUrl('https://bo.example.com/api/v1/')).toBe('https://bo.example.com/api/v1');
  });
});

describe('the command line', () => {
  it('exits 2 with the reason on stderr for a usage error', async () => {
    const { code, stdout, stderr } = await runSmoke(['--timeout', 'soon'], ENV);
    expect(code).toBe(EXIT.usageOrLogin);
    expect(stdout).toBe('');
    expect(stderr).toContain('--timeout must be a whole number');
    expect(stderr).toContain('--help');
  });

  it('documents every flag, the variables, the exit codes and a cron line in --help', async () => {
    const { code, stdout } = await runSmoke(['--help']);
    expect(code).toBe(EXIT.healthy);
    for (const flag of ['--base-url', '--username', '--password', '--only', '--timeout', '--concurrency']) {
      expect(stdout).toContain(flag);
    }
    for (const flag of ['--fail-slow', '--json', '--write', '--help']) expect(stdout).toContain(flag);
    for (const name of Object.keys(ENV)) expect(stdout).toContain(name);
    for (const code of ['0  every check', '1  at least one', '2  usage error', '3  the host']) {
      expect(stdout).toContain(code);
    }
    expect(stdout).toMatch(/^ *\*\/5 \* \* \* \* .*backoffice-smoke/m);
  });
});
