import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { seedPlayers } from '../src/seed/players.js';
const db = await openPglite(); await migrate(db); await seedPlayers(db, 2000);
const [p] = await db.query<{ provider_id: number }>("INSERT INTO providers (provider_type, provider_name) VALUES (1, 'Bench') RETURNING provider_id");
const pid = p!.provider_id;
const [r] = await db.query<{ result_id: number }>("INSERT INTO results (provider_id, provider_type, game_date, session, digit, status) VALUES ($1, 1, '2026-01-15', 'Open', '123-6', 'SAVED') RETURNING result_id", [pid]);
await db.query(`INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise)
 SELECT 1 + g % 2000, $1, 1, '2026-01-15', 'Open', 'SINGLE_DIGIT_MARKET', (g % 10)::text, 1000 FROM generate_series(1, 100000) g`, [pid]);
const time = async (label: string, sql: string, params: unknown[] = []) => { const t = performance.now(); await db.query(sql, params); console.log(label, (performance.now() - t).toFixed(0)); };
await time('plain update status', `UPDATE bids SET bid_status = 'LOST' WHERE provider_id = $1`, [pid]);
await time('update status back', `UPDATE bids SET bid_status = 'PENDING' WHERE provider_id = $1`, [pid]);
await time('update settled_at only (HOT?)', `UPDATE bids SET settled_at = now() WHERE provider_id = $1`, [pid]);
await time('update status+result', `UPDATE bids SET bid_status = 'LOST', result_id = $2 WHERE provider_id = $1`, [pid, r!.result_id]);
await db.query('DROP INDEX bids_game_date');
await time('update status back w/o game_date idx', `UPDATE bids SET bid_status = 'PENDING', result_id = NULL WHERE provider_id = $1`, [pid]);
