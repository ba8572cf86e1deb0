import { buildApp } from './app.js';
import { startChainCheckpoints } from './chains/chain-service.js';
import { resolveChainSigner } from './chains/checkpoints.js';
import { loadConfig } from './config.js';
import { startDailyBooksCheck } from './db/books-check.js';
import { countStaff } from './db/employees.js';
import { startLiveOutboxRetention } from './db/live-outbox.js';
import { startLiveSweeps } from './db/live-sweeps.js';
import { migrate } from './db/migrate.js';
import { describeDatabase, openDatabase } from './db/open.js';
import { startPgliteMaintenance } from './db/pglite-maintenance.js';
import { openReplicaReads } from './db/replica.js';
import { handlers } from './routes/index.js';
import { loadSecretBox, prepareSecretsAtRest, secretKeyPath } from './secrets-at-rest.js';
import { seedDemo } from './seed/index.js';
import { DEMO_STAFF } from './seed/staff.js';
import { handleShutdownSignals } from './shutdown.js';
import { guardStdio } from './stdio.js';

/** `npm start`: open the database, migrate, seed in demo mode, serve /v1 and the console. */
async function main(): Promise<void> {
  // First of all: no state of stdout/stderr (a full or a closed pipe) may block or throw into the server.
  const stdio = guardStdio();
  const loaded = loadConfig();
  const box = loadSecretBox(secretKeyPath(loaded.secrets.keyFile, loaded.demo, loaded.dataDir));
  const config = {
    ...loaded,
    secrets: { ...loaded.secrets, box },
    chains: resolveChainSigner(loaded.chains, loaded.demo, loaded.dataDir),
  };
  const db = await openDatabase(config);
  const { applied } = await migrate(db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  if (config.demo) await seedDemo(db);
  // Second-factor secrets: refuse to start without the key of encrypted ones; encrypt clear ones.
  await prepareSecretsAtRest(db, box, (message) => console.log(message));
  // The embedded database has no autovacuum: vacuum and analyse it now and every half hour.
  const maintenance = config.databaseUrl ? undefined : startPgliteMaintenance(db, (m) => console.log(m));
  await maintenance?.runNow();
  // The whole-books check (issue 26) once a day; its timer does not hold the process open.
  startDailyBooksCheck(db, (message) => console.log(message));
  // A signed checkpoint of the ledger and audit chains every CHAIN_CHECKPOINT_MINUTES, written outside the database.
  startChainCheckpoints(db, config.chains, (message) => console.log(message));
  // The live events' outbox keeps LIVE_RETENTION_DAYS / LIVE_RETENTION_ROWS; older resumes get `reload`.
  startLiveOutboxRetention(db, config.live, (message) => console.log(message));
  // Expired approvals, timed-out sessions and late bids become live events every LIVE_SWEEP_MS.
  startLiveSweeps(
    db,
    {
      now: config.now,
      lifetimes: { idleMinutes: config.tokenIdleMinutes, maxHours: config.tokenMaxHours },
      everyMs: config.live.sweepMs,
    },
    (message) => console.log(message),
  );

  const replica = config.databaseReplicaUrl
    ? openReplicaReads(db, config.databaseReplicaUrl, {
        deadlines: config.databaseDeadlines,
        maxLagSeconds: config.replicaMaxLagSeconds,
        log: (message) => console.log(message),
      })
    : undefined;
  const app = buildApp({ db, config, handlers, logStream: stdio.stdout, ...(replica ? { replica } : {}) });
  handleShutdownSignals({
    app,
    db,
    maintenance,
    timeoutMs: config.shutdownTimeoutMs,
    log: (message) => app.log.info(message),
    onSignal: (signal, handler) => process.on(signal, handler),
    exit: (code) => process.exit(code),
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  console.log(`\nbackoffice server on ${url}  (/v1 API, console at /)`);
  console.log(`data: ${describeDatabase(config)}`);
  if (config.chains.signer) {
    console.log(
      `chain checkpoints to ${config.chains.checkpointFile ?? config.chains.checkpointUrl ?? 'no sink'}`,
    );
    console.log(`checkpoint public key:\n${config.chains.signer.publicKeyPem.trim()}`);
  }
  if (config.demo) {
    console.log('demo logins:');
    for (const staff of DEMO_STAFF) console.log(`  ${staff.username} / ${staff.password}`);
  } else if ((await countStaff(db)) === 0) {
    console.log('no staff accounts yet: create the first admin with `npm run create-admin`');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
