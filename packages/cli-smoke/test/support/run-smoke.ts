/** Runs the command in-process, as cron would, and keeps what it printed. */
import type { Env } from '../../src/args.js';
import { runCli } from '../../src/main.js';
import type { SmokeReport } from '../../src/report.js';

export interface SmokeRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runSmoke(argv: readonly string[], env: Env = {}): Promise<SmokeRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, env, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/** Runs with --json against `baseUrl` as admin and parses the report. */
export async function runJson(
  baseUrl: string,
  extra: readonly string[] = [],
): Promise<SmokeRun & { report: SmokeReport }> {
  const run = await runSmoke(['--base-url', baseUrl, '--username', 'admin', '--json', ...extra], {
    BACKOFFICE_PASSWORD: 'Admin@123',
  });
  return { ...run, report: JSON.parse(run.stdout) as SmokeReport };
}

/** The row of one operation. */
export function rowOf(report: SmokeReport, operation: string) {
  const row = report.checks.find((r) => r.operation === operation);
  if (!row) throw new Error(`no row for ${operation}`);
  return row;
}
