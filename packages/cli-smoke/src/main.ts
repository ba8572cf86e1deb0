import { createBackofficeClient } from '@backoffice/sdk';
import { type Env, parseArguments, type SmokeOptions } from './args.js';
import type { CheckRow } from './check-row.js';
import { istDate } from './dates.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { helpText } from './help.js';
import { login, logout } from './login.js';
import { planChecks, TAGS } from './plan.js';
import type { AnswerRecord } from './probe.js';
import { buildReport, exitCodeOf, renderJson, renderTable } from './report.js';
import { runChecks } from './run.js';
import { createRunSession } from './run-session.js';

/** What the command touches outside itself; tests hand in their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

/** Logs in, runs the plan and logs out; resolves to every row, the login first. */
async function smoke(options: SmokeOptions, io: CliIo): Promise<{ rows: CheckRow[]; exitCode: ExitCode }> {
  const session = createRunSession();
  const baseFetch = io.fetch ?? globalThis.fetch;
  const clientFor = (record: AnswerRecord) =>
    createBackofficeClient({
      baseUrl: options.baseUrl,
      session,
      fetch: async (input, init) => {
        const response = await baseFetch(input, init);
        record.status = response.status;
        // Only JSON: a copy of an event stream would keep the connection open after the probe closes it.
        const json = (response.headers.get('content-type') ?? '').includes('json');
        record.json = json ? response.clone() : undefined;
        return response;
      },
    });
  const signedIn = await login(clientFor, options);
  if (signedIn.kind === 'failed') return { rows: [signedIn.row], exitCode: signedIn.exitCode };
  const plan = planChecks({
    permission: signedIn.permission,
    only: options.only,
    write: options.write,
    today: istDate(io.now?.() ?? new Date()),
  });
  const rows = [signedIn.row, ...(await runChecks(plan, { ...options, clientFor }))];
  await logout(clientFor({ status: null }), options.timeoutMs);
  session.end();
  return { rows, exitCode: exitCodeOf(rows) };
}

/**
 * The whole command: flags in, report out, exit code back.
 * @example process.exitCode = await runCli(process.argv.slice(2), process.env, { stdout, stderr });
 */
export async function runCli(argv: readonly string[], env: Env, io: CliIo): Promise<ExitCode> {
  const parsed = parseArguments(argv, env, TAGS);
  if (parsed.kind === 'help') {
    io.stdout(helpText(TAGS));
    return EXIT.healthy;
  }
  if (parsed.kind === 'usage-error') {
    io.stderr(`backoffice-smoke: ${parsed.message}\nRun backoffice-smoke --help for every flag.\n`);
    return EXIT.usageOrLogin;
  }
  const { options } = parsed;
  const startedAt = io.now?.() ?? new Date();
  const started = performance.now();
  const { rows, exitCode } = await smoke(options, io);
  const report = buildReport(
    {
      baseUrl: options.baseUrl,
      username: options.username,
      startedAt,
      durationMs: performance.now() - started,
      exitCode,
    },
    rows,
  );
  io.stdout(options.json ? renderJson(report) : renderTable(report));
  return exitCode;
}
