import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';

/** An operator command's work on the configured database, migrated first and closed after. */
export async function onDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Runs an operator command: exits with the code it returns, or 1 (the error printed) when it throws. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
