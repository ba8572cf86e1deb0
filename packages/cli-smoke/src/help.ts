import { DEFAULTS } from './args.js';
import { EXIT } from './exit-codes.js';

/** Words of `text` on lines of at most `width` characters, each indented by `indent`. */
function wrap(text: string, indent: number, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `${' '.repeat(indent)}${l}`).join('\n');
}

/** The --help text: every flag, the environment, the exit codes and a cron line. */
export function helpText(tags: readonly string[]): string {
  return `backoffice-smoke: health checks of a backoffice /v1 host, for cron and CI.

Logs in, then calls every read (GET) operation of the /v1 contract that the account may call, with
small pages and real ids taken from earlier answers. Prints one row per operation and a summary.

Usage
  backoffice-smoke --base-url URL --username USER --password PASS [options]
  BACKOFFICE_BASE_URL=URL BACKOFFICE_USERNAME=USER BACKOFFICE_PASSWORD=PASS backoffice-smoke [options]
  backoffice-smoke verify [--checkpoints FILE --public-key KEY]   the ledger and audit hash chains
                      (backoffice-smoke verify --help)

Connection (a flag wins over its environment variable)
  --base-url URL      the /v1 base, e.g. https://bo.example.com/v1; a bare host gets /v1    [BACKOFFICE_BASE_URL]
  --username USER     staff login                                                         [BACKOFFICE_USERNAME]
  --password PASS     staff password; prefer the variable, a flag shows in the process list [BACKOFFICE_PASSWORD]

Options
  --only TAGS         comma-separated tags to check, e.g. users,wallet; the tags:
${wrap(tags.join(', '), 22, 100)}
  --timeout MS        limit per call in milliseconds (default ${DEFAULTS.timeoutMs})
  --concurrency N     calls in flight at once, 1-64 (default ${DEFAULTS.concurrency})
  --fail-slow MS      a call slower than MS fails even when it answered
  --json              print one JSON document instead of the table
  --write             also run reversible write round-trips: toggle a player's watchlist flag and
                      back, add and delete a manual fund reason; both restore what they changed
  --map FILE          the host's operation map: a JSON file, the console's /config.json
                      ({ "operationMap": { "<operationId>": { "method", "path" } }, "offers" }) or the map alone
  --require IDS       operations the host must offer, comma-separated ids, or designed / spec; one
                      not offered fails its row (else rows of operations not offered are skipped)
  --capabilities      print what the host offers (GET /v1/capabilities, else the spec calls) and
                      where each operation is sent, then exit; with --json as one document
  -h, --help          this text

Exit codes
  ${EXIT.healthy}  every check that ran was healthy (rows skipped for a missing permission are fine)
  ${EXIT.checkFailed}  at least one check failed
  ${EXIT.usageOrLogin}  usage error, or the login was refused
  ${EXIT.unreachable}  the host could not be reached

Examples
  backoffice-smoke --base-url http://127.0.0.1:8080/v1 --username admin --password 'Admin@123'
  BACKOFFICE_PASSWORD=... backoffice-smoke --base-url https://bo.example.com --username smoke --only users,wallet --json

  # crontab: every 5 minutes, credentials from a root-only file (export BACKOFFICE_... lines)
  */5 * * * * . /etc/backoffice-smoke.env && node /opt/backoffice-smoke/cli.js --timeout 5000 --fail-slow 2000 --json > /var/lib/backoffice-smoke/last.json || logger -t backoffice-smoke "unhealthy, exit $?"
`;
}
