/** Where the bench's PostgreSQL leg runs: BENCH_DATABASE_URL, else a fresh database on 127.0.0.1:5432. */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

export interface PostgresTarget {
  url: string;
  label: string;
  /** Drops the database the bench made (nothing for BENCH_DATABASE_URL). */
  drop: () => Promise<void>;
}

function answers(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function postgresTarget(): Promise<PostgresTarget | undefined> {
  if (process.env.BENCH_POSTGRES === 'off') return undefined;
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, label: 'BENCH_DATABASE_URL', drop: async () => undefined };
  if (!(await answers('127.0.0.1', 5432))) return undefined;
  const server = `postgres://${encodeURIComponent(process.env.PGUSER ?? 'postgres')}@127.0.0.1:5432`;
  const admin = new pg.Client({ connectionString: `${server}/test` });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bo_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: `${server}/${name}`,
    label: `fresh database ${name} on 127.0.0.1:5432`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
