/**
 * Demo players with wallets, bank accounts, deposits, withdrawals (every status, with their hold and
 * refund entries), admin adjustments, OTP logs and daily activity over the last 60 days; plus fund
 * timings and manual fund reasons. All money moves through ledger entries, so every wallet's balance
 * equals the sum of its entries. Leaves existing data alone: players are seeded only when there are
 * none; timings and reasons only fill what is missing.
 */
import type { Db } from '../db/db.js';
import { fundSettingsSql, playersSql } from './players-sql.js';

export const DEMO_PLAYER_COUNT = 2500;

export async function seedPlayers(db: Db, count = DEMO_PLAYER_COUNT): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.query('SELECT 1 FROM players LIMIT 1');
    if (!existing) await tx.exec(playersSql(count));
    await tx.exec(fundSettingsSql());
  });
}
