import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { defaultContractPath } from '../../src/http/contract.js';
import { seedStaff } from '../../src/seed/staff.js';

/**
 * Fresh in-memory PGlite databases for the suite, started from a dumped data directory instead of an
 * empty one: initdb and the migrations take ~2.5 s per database, loading the dump ~0.5 s, and the suite
 * opens one or more per file. Each dump is made once per version of what it holds (the files of
 * src/db and src/seed, the contract its staff get their permission keys from, PGlite's own version, the
 * day) and kept in the system's temp folder, so every worker and every run on that version shares it.
 *  - `empty`: initdb only (for tests that run the migrations themselves);
 *  - `migrated`: every migration applied;
 *  - `staff`: migrated, with the demo staff (createTestApp's default).
 */
export type Snapshot = 'empty' | 'migrated' | 'staff';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(path) : [path];
    })
    .sort();
}

let versionCache: string | undefined;

/** A hash of everything a dump depends on: when one of them changes, the dumps are made again. */
function version(): string {
  if (versionCache) return versionCache;
  const hash = createHash('sha256');
  const pglite = join(serverDir, 'node_modules/@electric-sql/pglite/package.json');
  const inputs = [
    ...filesBelow(join(serverDir, 'src/db')),
    ...filesBelow(join(serverDir, 'src/seed')),
    defaultContractPath(),
    pglite,
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  // And the day: rows the seeds stamp with the time (staff created, passwords set) stay of today.
  hash.update(new Date().toISOString().slice(0, 10));
  versionCache = hash.digest('hex').slice(0, 16);
  return versionCache;
}

const loaded = new Map<Snapshot, Promise<Blob>>();

async function build(kind: Snapshot): Promise<Blob> {
  const db = await openPglite();
  if (kind !== 'empty') await migrate(db);
  if (kind === 'staff') await seedStaff(db);
  const dump = await db.dump();
  await db.close();
  return dump;
}

/** The dump of `kind`, from the temp folder, else made now and saved there (write, then rename). */
function snapshot(kind: Snapshot): Promise<Blob> {
  let pending = loaded.get(kind);
  if (!pending) {
    pending = (async () => {
      const dir = join(tmpdir(), 'backoffice-pglite-snapshots');
      const file = join(dir, `${version()}-${kind}.tar`);
      try {
        if (statSync(file).size > 0) return new Blob([readFileSync(file)]);
      } catch {
        // not made yet
      }
      const blob = await build(kind);
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
      return blob;
    })();
    loaded.set(kind, pending);
  }
  return pending;
}

/** A fresh in-memory PGlite holding `kind`. */
export async function openSnapshot(kind: Snapshot): Promise<Db> {
  return openPglite(undefined, { loadDataDir: await snapshot(kind) });
}
