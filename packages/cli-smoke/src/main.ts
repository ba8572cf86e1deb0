import { createBackofficeClient } from '@backoffice/sdk';
import { type Env, parseArguments, type SmokeOptions } from './args.js';
import { capabilitiesReport, renderCapabilities, renderCapabilitiesJson } from './capabilities-report.js';
import type { CheckRow } from './check-row.js';
import { istDate } from './dates.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { helpText } from './help.js';
import { type HostSettings, readHostSettings } from './host-settings.js';
import { login, logout } from './login.js';
import { planChecks, TAGS } from './plan.js';
import type { AnswerRecord } from './probe.js';
import { buildReport, exitCodeOf, renderJson, renderTable } from './report.js';
import { runChecks } from './run.js';
import { createRunSession } from './run-session.js';
import { runVerify, VERIFY_HELP } from './verify.js';

/** What the command touches outside itself; tests hand in their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

type Outcome = { rows: CheckRow[]; exitCode: ExitCode; printed?: string };

/**
 * Logs in, asks what the host offers, runs the plan (or prints the offer with --capabilities) and logs
 * out; resolves to every row, the login first.
 */
async function smoke(options: SmokeOptions, host: HostSettings, io: CliIo): Promise<Outcome> {
  const session = createRunSession();
  const baseFetch = io.fetch ?? globalThis.fetch;
  const clientFor = (record: AnswerRecord) =>
    createBackofficeClient({
      baseUrl: options.baseUrl,
      session,
      operationMap: host.operationMap,
      offers: host.offers,
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
  const asker = clientFor({ status: null });
  const offer = await asker.capabilities();
  const done = async (outcome: Outcome) => {
    if (asker.offers('auth.logout')) await logout(asker, options.timeoutMs);
    session.end();
    return outcome;
  };
  if (options.capabilities) {
    const report = capabilitiesReport(options.baseUrl, offer, asker);
    const printed = options.json ? renderCapabilitiesJson(report) : renderCapabilities(report);
    return done({ rows: [signedIn.row], exitCode: EXIT.healthy, printed });
  }
  const plan = planChecks({
    permission: signedIn.permission,
    only: options.only,
    write: options.write,
    today: istDate(io.now?.() ?? new Date()),
    offered: offer.offered,
    require: options.require,
    routeOf: asker.routeOf,
  });
  const rows = [signedIn.row, ...(await runChecks(plan, { ...options, clientFor }))];
  return done({ rows, exitCode: exitCodeOf(rows) });
}

/**
 * The whole command: flags in, report out, exit code back.
 * @example process.exitCode = await runCli(process.argv.slice(2), process.env, { stdout, stderr });
 */
export async function runCli(argv: readonly string[], env: Env, io: CliIo): Promise<ExitCode> {
  if (argv[0] === 'verify') {
    if (argv.includes('--help') || argv.includes('-h')) {
      io.stdout(VERIFY_HELP);
      return EXIT.healthy;
    }
    return runVerify(argv.slice(1), env, io);
  }
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
  let host: HostSettings;
  try {
    host = readHostSettings(options.mapFile);
  } catch (error) {
    io.stderr(`backoffice-smoke: ${(error as Error).message}\n`);
    return EXIT.usageOrLogin;
  }
  const startedAt = io.now?.() ?? new Date();
  const started = performance.now();
  const { rows, exitCode, printed } = await smoke(options, host, io);
  if (printed !== undefined && exitCode === EXIT.healthy) {
    io.stdout(printed);
    return exitCode;
  }
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
