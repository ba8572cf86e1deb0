import type { Db } from '../db/db.js';
import { seedApprovals } from './approvals.js';
import { seedContent } from './content.js';
import { seedGames } from './games.js';
import { seedIntegrityChecks } from './integrity.js';
import { seedPlayers } from './players.js';
import { seedSavedViews } from './saved-views.js';
import { seedStaff } from './staff.js';

export type Seed = (db: Db) => Promise<void>;

/** The demo seeds, in order; each one leaves existing data alone. Add one line per seed. */
const seeds: Seed[] = [
  seedStaff,
  seedPlayers,
  (db) => seedGames(db),
  seedIntegrityChecks,
  seedContent,
  seedApprovals,
  seedSavedViews,
];

/** Seeds demo data (DEMO=1). */
export async function seedDemo(db: Db): Promise<void> {
  for (const seed of seeds) await seed(db);
}
