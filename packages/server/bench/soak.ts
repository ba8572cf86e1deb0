/**
 * The soak (`pnpm --filter @backoffice/server bench:soak`): two instances of the production build on the
 * local cluster (scripts/local-cluster.ts: through PgBouncer, reports from the replica), four staff
 * clients spread over them sending mixed traffic (lists, a player's brief, a report, the dashboard counts,
 * keyed credits, each credit's key sent twice) at a steady pace for SOAK_MINUTES (default 60). Every
 * SOAK_SAMPLE_SECONDS it records each instance's resident memory (/proc/<pid>/status VmRSS).
 * Passes when no answer was other than 2xx, every credit is in the ledger once, and each instance's memory
 * at the end (median of the last 5 samples) is within 10% of its memory after warm-up (median of the
 * samples of minutes 10-15, or of the second quarter on a run under 30 minutes): on the first hour-long run
 * each instance's memory rose through its first 10 minutes (about 110 to 140 MB) before levelling off.
 * Writes its result as JSON to SOAK_OUT (default /tmp/backoffice-soak.json) on every sample, so a run cut
 * short still shows how far it got.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { startLocalCluster } from '../scripts/local-cluster.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { openPostgres } from '../src/db/postgres.js';
import { createPlayerWithBalance } from '../test/support/app.js';
import { login } from '../test/support/server-process.js';
import { median } from './latency-stats.js';

const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const out = process.env.SOAK_OUT ?? '/tmp/backoffice-soak.json';
const STAFF_CLIENTS = 4;
/** Pause between one client's requests: a steady working load, not a saturation test. */
const THINK_MS = 100;
const PLAYERS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

interface Sample {
  atSeconds: number;
  rssMb: number[];
  requests: number;
  failures: number;
}

async function main() {
  const started = Date.now();
  // Four clients sending without a person's pauses pass the per-staff budget meant for people; the soak is
  // about memory and errors under steady traffic, so the budget is raised as the test apps raise it.
  const budget = { RATE_LIMIT_PER_STAFF: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' };
  const cluster = await startLocalCluster({ env: budget });
  const { instances } = cluster;
  const db = openPostgres(cluster.urls.direct);
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await createPlayerWithBalance(db, 0));

  const counts = { requests: 0, failures: 0, credits: 0 };
  const failureSamples: string[] = [];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const lastFiveDays = JSON.stringify({ start_date: day(-4), end_date: day(0) });
  const samples: Sample[] = [];
  const load = () => loadavg().map((v) => v.toFixed(2));
  let stopping = false;

  async function staffClient(index: number) {
    const base = instances[index % instances.length]?.baseUrl ?? '';
    const auth = await login(base);
    const json = { ...auth, 'content-type': 'application/json' };
    let step = 0;
    const record = async (what: string, request: Promise<Response>) => {
      counts.requests++;
      try {
        const res = await request;
        await res.arrayBuffer();
        if (res.status < 200 || res.status > 299) {
          counts.failures++;
          if (failureSamples.length < 20) failureSamples.push(`${what}: ${res.status}`);
        }
      } catch (error) {
        counts.failures++;
        if (failureSamples.length < 20) failureSamples.push(`${what}: ${String(error)}`);
      }
    };
    while (!stopping) {
      const userId = players[(step + index) % players.length];
      const get = (path: string) => record(path, fetch(`${base}/v1${path}`, { headers: auth }));
      switch (step % 6) {
        case 0:
          await get('/users/wallet/users-list?page=1&per_page=25');
          break;
        case 1:
          await get(`/users/wallet/userbrief/${userId}`);
          break;
        case 2:
          await get('/users/reports/admin_fund/overall');
          break;
        case 3:
          await record(
            'dashboard',
            fetch(`${base}/v1/others/dashboard/counts`, { method: 'PUT', headers: json, body: lastFiveDays }),
          );
          break;
        default: {
          // A keyed credit, sent twice with its key: the second replays and applies nothing.
          const key = `soak-${index}-${step}`;
          const body = JSON.stringify({ user_id: userId, amount: 1, type: 0, reason: 'soak' });
          const send = () =>
            fetch(`${base}/v1/users/fund/update-wallet-from-admin`, {
              method: 'POST',
              headers: { ...json, 'idempotency-key': key },
              body,
            });
          await record('credit', send());
          await record('credit replay', send());
          counts.credits++;
        }
      }
      step++;
      await sleep(THINK_MS);
    }
  }

  const write = (extra: Record<string, unknown> = {}) =>
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          command: 'pnpm --filter @backoffice/server bench:soak',
          startedAt: new Date(started).toISOString(),
          minutes,
          cores: availableParallelism(),
          instances: instances.length,
          staffClients: STAFF_CLIENTS,
          ...counts,
          failureSamples,
          samples,
          ...extra,
        },
        null,
        1,
      )}\n`,
    );

  const clients = Array.from({ length: STAFF_CLIENTS }, (_, i) => staffClient(i));
  const endAt = started + minutes * 60_000;
  while (Date.now() < endAt) {
    await sleep(Math.min(sampleSeconds * 1000, Math.max(0, endAt - Date.now())));
    samples.push({
      atSeconds: Math.round((Date.now() - started) / 1000),
      rssMb: instances.map((i) => Math.round(rssBytes(i.child.pid ?? 0) / 1e5) / 10),
      requests: counts.requests,
      failures: counts.failures,
    });
    write({ state: 'running', loadAverage: load() });
  }
  stopping = true;
  await Promise.all(clients);

  const warmFrom = minutes >= 30 ? 600 : (minutes * 60) / 4;
  const warmTo = minutes >= 30 ? 900 : (minutes * 60) / 2;
  const growth = instances.map((_, i) => {
    const warm = median(
      samples.filter((s) => s.atSeconds >= warmFrom && s.atSeconds <= warmTo).map((s) => s.rssMb[i] ?? 0),
    );
    const end = median(samples.slice(-5).map((s) => s.rssMb[i] ?? 0));
    return { warmMb: warm, endMb: end, growthPercent: Math.round(((end - warm) / warm) * 1000) / 10 };
  });
  const [credited] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE trans_type = 'ADMIN_CREDIT'`,
  );
  const ledgerProblems = await checkLedgerInvariant(db);
  const passed =
    counts.failures === 0 &&
    credited?.n === counts.credits &&
    ledgerProblems.length === 0 &&
    growth.every((g) => g.growthPercent <= 10);
  write({
    state: 'done',
    passed,
    finishedAt: new Date().toISOString(),
    loadAverage: load(),
    growth,
    ledgerCredits: credited?.n,
    ledgerProblems,
  });
  await db.close();
  await cluster.stop();
  console.log(`soak ${passed ? 'passed' : 'FAILED'}: ${out}`);
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
