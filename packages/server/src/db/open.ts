import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgres, type PostgresOptions } from './postgres.js';

export interface DatabaseChoice {
  databaseUrl?: string | undefined;
  /** PostgreSQL behind a pooler: the direct URL for the LISTEN connection. */
  databaseDirectUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: connect, statement and lock deadlines. */
  databaseDeadlines?: PostgresOptions['deadlines'];
}

/** DATABASE_URL picks PostgreSQL; otherwise the embedded PGlite persisted in DATA_DIR. */
export async function openDatabase(choice: DatabaseChoice): Promise<Db> {
  if (choice.databaseUrl)
    return openPostgres(choice.databaseUrl, {
      ...(choice.databaseDeadlines ? { deadlines: choice.databaseDeadlines } : {}),
      ...(choice.databaseDirectUrl ? { directUrl: choice.databaseDirectUrl } : {}),
    });
  return openPglite(choice.dataDir);
}

/** Where the data live, for the start-up message (never prints a password). */
export function describeDatabase(choice: DatabaseChoice): string {
  if (!choice.databaseUrl) return `PGlite in ${choice.dataDir}`;
  try {
    const url = new URL(choice.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
