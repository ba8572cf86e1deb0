#!/usr/bin/env node
// The server suite, twice: on the embedded PGlite, then on a real PostgreSQL at 127.0.0.1:5432 (trust
// auth, database `test`) in a fresh database created for this run and dropped after it. When nothing
// answers on 5432: under CI=true, install and start Debian's postgresql (fail if that fails); outside CI,
// say so and pass with the PGlite leg only. Extra arguments go to vitest (e.g. a test file). The contract
// fuzz suite (test/fuzz) is part of both legs; `npm run fuzz` is its long run.
// --leg=pglite or --leg=postgres runs one leg (the root `npm test` runs the two side by side).
// The PostgreSQL leg reaches the database through a PgBouncer this script starts (transaction pooling,
// scripts/pgbouncer.mjs: its own ini in a temp folder, a free port, stopped after), as a managed PostgreSQL
// would put in front of it: the stricter path. DATABASE_DIRECT_URL gives the tests the server itself, for
// each app's LISTEN connection and the template database. Under CI=true Debian's pgbouncer is installed
// when missing; outside CI without it, the leg runs direct and says so. --direct skips the pooler.
// --quick (the edit loop, `npm run test:quick`) leaves out the slow integration files: the ones that start
// the built server as a process (crash safety, graceful shutdown, the production build), the contract fuzz
// and the demo seeds at full size. `npm test` runs them all.
// The PostgreSQL leg runs only what depends on the database's SQL: the files in ONE_DATABASE open no
// database, or test what does not change with it (the request pipeline's generated 401/403/400 checks,
// PGlite's own adapter), so they run on the PGlite leg alone.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { answers, installPgBouncer, PGBOUNCER_BIN, startPgBouncer } from './pgbouncer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..');
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const flags = process.argv.slice(2).filter((arg) => /^--(leg=\w+|quick|direct)$/.test(arg));
const vitestArgs = process.argv.slice(2).filter((arg) => !flags.includes(arg));
const leg = flags.find((flag) => flag.startsWith('--leg='))?.slice('--leg='.length);
const QUICK_EXCLUDES = flags.includes('--quick')
  ? [
      'test/crash-safety.test.ts',
      'test/graceful-shutdown.test.ts',
      'test/production.test.ts',
      'test/fuzz/**',
      'test/seed-games.test.ts',
      'test/seed-players.test.ts',
    ]
  : [];
// The quick run is the only step of `npm run test:quick` that lasts: it takes every core (vitest's
// default leaves one free for the other steps of `npm test`).
const QUICK_WORKERS = flags.includes('--quick') ? ['--maxWorkers', String(availableParallelism())] : [];
const ONE_DATABASE = [
  'test/domain/**',
  'test/config.test.ts',
  'test/passwords.test.ts',
  'test/contract-bounds.test.ts',
  'test/contract-money.test.ts',
  'test/report-csv.test.ts',
  'test/request-pipeline.test.ts',
  'test/pglite-statements.test.ts',
  'test/pglite-conformance.test.ts',
  'test/pglite-maintenance.test.ts',
  'test/pglite-notices.test.ts',
  'test/db-outage.test.ts',
  'test/pglite-full-disk.test.ts',
];
// What only PostgreSQL has (a database that goes away and comes back, a streaming replica, the whole
// topology with PgBouncer and two instances): the PostgreSQL leg alone.
const POSTGRES_ONLY = ['test/database-outage.test.ts', 'test/replica-reads.test.ts', 'test/cluster.test.ts'];
const excluding = (globs) => globs.flatMap((glob) => ['--exclude', glob]);
const HOST = '127.0.0.1';
const PORT = 5432;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function runVitest(label, env, excludes = []) {
  console.log(`\n--- server tests on ${label}`);
  const args = ['run', ...QUICK_WORKERS, ...excluding([...QUICK_EXCLUDES, ...excludes]), ...vitestArgs];
  const result = spawnSync(process.execPath, [vitestBin, ...args], {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function sh(command, args) {
  const asRoot = process.getuid?.() === 0 ? [command, args] : ['sudo', ['-n', command, ...args]];
  console.log(`$ ${[asRoot[0], ...asRoot[1]].join(' ')}`);
  const result = spawnSync(asRoot[0], asRoot[1], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** CI only: Debian's postgresql, trust auth on 127.0.0.1, a database named test. */
async function installPostgres() {
  sh('apt-get', ['update']);
  sh('apt-get', ['install', '-y', 'postgresql']);
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('postgresql installed but /etc/postgresql is empty');
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const trust = 'host all all 127.0.0.1/32 trust\n';
  if (existsSync(hba) && !readFileSync(hba, 'utf8').startsWith(trust)) {
    if (process.getuid?.() === 0) writeFileSync(hba, trust + readFileSync(hba, 'utf8'));
    else
      sh('sh', [
        '-c',
        `printf '%s' '${trust}' | cat - ${hba} > /tmp/pg_hba.conf && cp /tmp/pg_hba.conf ${hba}`,
      ]);
  }
  sh('pg_ctlcluster', [version, 'main', 'start']);
  for (let i = 0; i < 30 && !(await answers(PORT, 1500)); i++) await new Promise((r) => setTimeout(r, 500));
  const admin = new pg.Client({ host: HOST, port: PORT, user: 'postgres', database: 'postgres' });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'test'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE test');
  await admin.end();
}

/** The first role that can sign in to database `test` over TCP with trust auth. */
async function adminClient() {
  const users = [process.env.PGUSER, 'postgres', userInfo().username].filter(Boolean);
  let lastError;
  for (const user of users) {
    const client = new pg.Client({ host: HOST, port: PORT, user, database: 'test' });
    try {
      await client.connect();
      return { client, user };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError ?? new Error('no PostgreSQL user to try');
}

async function postgresLeg() {
  if (!(await answers(PORT, 1500))) {
    if (!inCi) {
      console.log(`\nPostgreSQL not reachable on ${HOST}:${PORT}: running the PGlite leg only`);
      return 0;
    }
    console.log(`\nPostgreSQL not reachable on ${HOST}:${PORT}: installing Debian's postgresql (CI)`);
    await installPostgres();
  }
  const { client, user } = await adminClient();
  const database = `bo_test_${randomBytes(5).toString('hex')}`;
  await client.query(`CREATE DATABASE ${database}`);
  const directUrl = `postgres://${encodeURIComponent(user)}@${HOST}:${PORT}/${database}`;
  let pooler;
  try {
    if (!flags.includes('--direct')) {
      if (inCi) installPgBouncer();
      if (existsSync(PGBOUNCER_BIN)) pooler = await startPgBouncer({ serverPort: PORT, users: [user] });
      else console.log(`\nno ${PGBOUNCER_BIN}: the PostgreSQL leg runs without a pooler`);
    }
    return runVitest(
      pooler ? `PostgreSQL through PgBouncer (${database}, transaction pooling)` : `PostgreSQL (${database})`,
      {
        DATABASE_URL: pooler ? pooler.url(database) : directUrl,
        DATABASE_DIRECT_URL: pooler ? directUrl : '',
        // The contract fuzz (test/fuzz) runs its 100 requests per operation on the PGlite leg; a smaller
        // seeded sample here keeps the whole run within a few minutes.
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '25',
      },
      ONE_DATABASE,
    );
  } finally {
    await pooler?.stop();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => {
      console.error(`could not drop ${database}: ${error.message}`);
    });
    await client.end();
  }
}

if (leg !== 'postgres') {
  const pgliteStatus = runVitest('PGlite', { DATABASE_URL: '' }, POSTGRES_ONLY);
  if (pgliteStatus !== 0 || leg === 'pglite') process.exit(pgliteStatus);
}
try {
  process.exit(await postgresLeg());
} catch (error) {
  console.error(`PostgreSQL leg failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
