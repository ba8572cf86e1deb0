/**
 * A PostgreSQL cluster of our own, from the binaries installed beside the server (initdb, pg_ctl): a temp
 * folder, a free port on 127.0.0.1, trust auth, so a test may restart or stop it; the local cluster
 * (local-cluster.ts) and the tests share it. Run as the `postgres` user when started by root (PostgreSQL
 * refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './pgbouncer.mjs';

export interface PgCluster {
  port: number;
  /** A streaming replica of this cluster (pg_basebackup -R), started on a port of its own. */
  startReplica(): Promise<PgCluster>;
  url: (database?: string) => string;
  /** `pg_ctl restart -m fast`: every connection dropped, the server back once it accepts again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the data: the server is unreachable until `start`. */
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/** The newest installed PostgreSQL's bin folder, or null when none is (Debian's layout). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return version ? join(root, version, 'bin') : null;
}

export async function startPgCluster(from?: { port: number }): Promise<PgCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'bo-pg-'));
  const data = join(folder, 'data');
  if (asRoot) {
    chmodSync(folder, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const port = await freePort();
  if (from)
    run('pg_basebackup', [
      '-D',
      data,
      '-d',
      `postgres://postgres@127.0.0.1:${from.port}/postgres`,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default spreads it over minutes.
      '-c',
      'fast',
    ]);
  else run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  const ctlArgs = (args: string[]) => ['-D', data, '-o', options, '-l', join(folder, 'log'), ...args];
  const ctl = (args: string[]) => run('pg_ctl', ctlArgs(args));
  // Without blocking the event loop: the server under test keeps answering meanwhile.
  const ctlAsync = async (args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...ctlArgs(args)]]
      : [join(bin, 'pg_ctl'), ctlArgs(args)];
    await promisify(execFile)(cmd as string, argv as string[]);
  };
  ctl(['-w', 'start']);
  return {
    port,
    startReplica: () => startPgCluster({ port }),
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: () => ctlAsync(['-m', 'fast', '-w', 'restart']),
    halt: () => ctlAsync(['-m', 'fast', '-w', 'stop']),
    start: () => ctlAsync(['-w', 'start']),
    stop: () => {
      if (!existsSync(folder)) return;
      try {
        ctl(['-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
