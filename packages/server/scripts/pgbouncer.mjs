/**
 * A PgBouncer of our own in front of a PostgreSQL server, for the PostgreSQL leg of the tests
 * (scripts/test.mjs) and the local cluster (scripts/cluster.mjs): its ini and user list in a temp folder,
 * a free port of 127.0.0.1, transaction pooling (what managed PostgreSQL offerings put in front of the
 * database), every database name routed through to the server (`*`). Run as the `postgres` user when
 * started by root (PgBouncer refuses to run as root). The settings are the ones docs/operations.md explains.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';

/** A free TCP port of 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function answers(port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Debian's pgbouncer when missing (CI only; as root, or through sudo -n). */
export function installPgBouncer() {
  if (existsSync(PGBOUNCER_BIN)) return;
  const root = process.getuid?.() === 0;
  for (const args of [['update'], ['install', '-y', 'pgbouncer']]) {
    const [command, argv] = root ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
    console.log(`$ ${[command, ...argv].join(' ')}`);
    const result = spawnSync(command, argv, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  // Debian starts a system-wide pgbouncer on 6432; ours runs apart from it, on a port of its own.
}

/** The pgbouncer.ini of a pooler on `port` in front of the server at 127.0.0.1:`serverPort`. */
export function pgbouncerIni({ folder, port, serverPort, poolSize = 20 }) {
  return `[databases]
; Every database name goes through to the server (test runs create databases as they go).
* = host=127.0.0.1 port=${serverPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
pidfile = ${join(folder, 'pgbouncer.pid')}
logfile = ${join(folder, 'pgbouncer.log')}
auth_type = trust
auth_file = ${join(folder, 'users.txt')}
pool_mode = transaction
max_client_conn = 2000
default_pool_size = ${poolSize}
; Server connections left idle close soon: many small databases come and go in a test run.
server_idle_timeout = 10
; A server that refused a login is tried again after 1 s, not 15: back within seconds of a restart.
server_login_retry = 1
; A client waiting for a server connection gives up after 5 s (the server answers 503).
query_wait_timeout = 5
; The server's deadlines are sent as startup parameters, which PgBouncer cannot pass on: dropped here,
; set per transaction by the server and on the role (docs/operations.md).
ignore_startup_parameters = extra_float_digits,statement_timeout,lock_timeout
`;
}

/**
 * Starts PgBouncer in front of 127.0.0.1:serverPort for `users` (trust auth); resolves once it accepts.
 * `url(database, user)` names a database through it; `stop()` ends it and removes its folder.
 */
export async function startPgBouncer({ serverPort, users = ['postgres'], poolSize }) {
  if (!existsSync(PGBOUNCER_BIN)) throw new Error(`no ${PGBOUNCER_BIN}`);
  const folder = mkdtempSync(join(tmpdir(), 'bo-pgbouncer-'));
  const port = await freePort();
  writeFileSync(join(folder, 'pgbouncer.ini'), pgbouncerIni({ folder, port, serverPort, poolSize }));
  writeFileSync(join(folder, 'users.txt'), users.map((user) => `"${user}" ""\n`).join(''));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(folder, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const file of ['', 'pgbouncer.ini', 'users.txt']) chownSync(join(folder, file), uid, gid);
  }
  const ini = join(folder, 'pgbouncer.ini');
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', PGBOUNCER_BIN, ini]]
    : [PGBOUNCER_BIN, [ini]];
  const child = spawn(command, argv, { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 100 && !(await answers(port)); i++) {
    if (exited) throw new Error(`pgbouncer exited at start (log: ${join(folder, 'pgbouncer.log')})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    folder,
    url: (database, user = users[0]) =>
      `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
