import { parseArgs } from 'node:util';
import { type OperationId, parseOfferList } from '@backoffice/sdk';

/** Everything one run needs, from the flags and the environment. */
export interface SmokeOptions {
  /** The /v1 base, e.g. `https://bo.example.com/v1`. */
  baseUrl: string;
  username: string;
  password: string;
  /** Tags (operationId areas) to check; null checks every tag. */
  only: readonly string[] | null;
  timeoutMs: number;
  concurrency: number;
  /** Calls slower than this fail; null never fails a call for being slow. */
  failSlowMs: number | null;
  json: boolean;
  write: boolean;
  /** Operations that must be offered: one the host does not offer fails its row instead of skipping. */
  require: readonly OperationId[];
  /** A JSON file with the host's operation map (the console's /config.json works too). */
  mapFile: string | null;
  /** Print what the host offers instead of checking it. */
  capabilities: boolean;
}

export type ParsedArgs =
  | { kind: 'run'; options: SmokeOptions }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULTS = { timeoutMs: 10_000, concurrency: 4 } as const;

const FLAGS = {
  'base-url': { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  only: { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  'fail-slow': { type: 'string' },
  json: { type: 'boolean' },
  write: { type: 'boolean' },
  require: { type: 'string' },
  map: { type: 'string' },
  capabilities: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export class UsageError extends Error {}

function wholeNumber(flag: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** The /v1 base: http(s) only; a bare host (no path) gets `/v1`; no trailing slash. */
export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--base-url is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--base-url must be http:// or https://, got "${raw}"`);
  }
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/v1';
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

function requiredOperations(raw: string | undefined): OperationId[] {
  if (raw === undefined) return [];
  try {
    return parseOfferList(raw);
  } catch (error) {
    throw new UsageError(`--require: ${(error as Error).message}`);
  }
}

export function required(name: string, flag: string | undefined, envName: string, env: Env): string {
  const value = flag ?? env[envName];
  if (value === undefined || value === '') {
    throw new UsageError(`missing ${name}: pass --${name} or set ${envName}`);
  }
  return value;
}

function tags(raw: string | undefined, known: readonly string[]): string[] | null {
  if (raw === undefined) return null;
  const list = raw
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  if (list.length === 0) throw new UsageError('--only needs at least one tag');
  const unknown = list.filter((tag) => !known.includes(tag));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown tag${unknown.length > 1 ? 's' : ''} for --only: ${unknown.join(', ')} (known: ${known.join(', ')})`,
    );
  }
  return list;
}

/**
 * Reads the flags, falling back to BACKOFFICE_BASE_URL, BACKOFFICE_USERNAME and BACKOFFICE_PASSWORD.
 * @example parseArguments(['--only', 'users'], process.env, ['users', 'wallet'])
 */
export function parseArguments(argv: readonly string[], env: Env, knownTags: readonly string[]): ParsedArgs {
  try {
    // strict: unknown flags, missing values and positional arguments all throw.
    const { values } = parseArgs({ args: [...argv], options: FLAGS, strict: true });
    if (values.help) return { kind: 'help' };
    return {
      kind: 'run',
      options: {
        baseUrl: normalizeBaseUrl(required('base-url', values['base-url'], 'BACKOFFICE_BASE_URL', env)),
        username: required('username', values.username, 'BACKOFFICE_USERNAME', env),
        password: required('password', values.password, 'BACKOFFICE_PASSWORD', env),
        only: tags(values.only, knownTags),
        timeoutMs: wholeNumber('timeout', values.timeout, 1, 600_000) ?? DEFAULTS.timeoutMs,
        concurrency: wholeNumber('concurrency', values.concurrency, 1, 64) ?? DEFAULTS.concurrency,
        failSlowMs: wholeNumber('fail-slow', values['fail-slow'], 1, 600_000) ?? null,
        json: values.json ?? false,
        write: values.write ?? false,
        require: requiredOperations(values.require),
        mapFile: values.map ?? null,
        capabilities: values.capabilities ?? false,
      },
    };
  } catch (error) {
    // parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown flags and missing values.
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      return { kind: 'usage-error', message: error.message };
    }
    throw error;
  }
}
