import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { listUsers, SEARCH_COUNT_CAP } from '../src/db/users.js';
import { createTestApp, type TestApp } from './support/app.js';
import { seededRandom, watchedDb } from './support/watch.js';

// A player search's capped count is kept per filter and brought up to date from the players added since
// (db/kept-counts.ts). Whatever happens between two searches (registrations, a row that commits late
// with a lower id, renames, stage changes, deletions), its total must be the count a full count gives.

let t: TestApp;
const keptSql: string[] = [];
let db: Db;

const SURNAMES = ['Sharma', 'Patil', 'Khan', 'Iyer'];

/** `n` players with random names and phones, through SQL; `ids` gives them those ids instead. */
async function addPlayers(n: number, next: () => number, ids?: unknown[]) {
  const names = Array.from(
    { length: n },
    () => `Player ${SURNAMES[Math.floor(next() * 4)]} ${Math.floor(next() * 40)}`,
  );
  const phones = Array.from({ length: n }, () => `98${String(Math.floor(next() * 1e8)).padStart(8, '0')}`);
  const stages = Array.from({ length: n }, () => (next() < 0.9 ? 'REGISTERED' : 'BLOCKED'));
  if (ids)
    await t.db.query(
      `INSERT INTO players (user_id, full_name, phone, stage)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
      [ids, names, phones, stages],
    );
  else
    await t.db.query(
      `INSERT INTO players (full_name, phone, stage) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [names, phones, stages],
    );
}

/** The total a full count gives (capped as the list caps it). */
async function counted(stage: string, term: string): Promise<{ total: number; capped: boolean }> {
  const [row] = await t.db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM players p
      WHERE p.stage = $1 AND (lower(p.full_name) LIKE $2 OR p.phone LIKE $2 OR p.user_id::text = $3)`,
    [stage, `%${term.toLowerCase()}%`, /^\d{1,9}$/.test(term) ? term : '-'],
  );
  const n = Number(row?.n);
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
}

async function searched(stage: 'REGISTERED' | 'BLOCKED', term: string) {
  const got = await listUsers(
    db,
    { stage, search: term, orderBy: 'created_at', direction: 'DESC' },
    { page: 1, perPage: 10, offset: 0 },
  );
  return { total: got.total, capped: got.capped === true };
}

const SEARCHES: Array<['REGISTERED' | 'BLOCKED', string]> = [
  ['REGISTERED', 'Player'],
  ['REGISTERED', 'Sharma'],
  ['REGISTERED', 'patil 1'],
  ['BLOCKED', 'Khan'],
  ['REGISTERED', '9812'],
];

beforeAll(async () => {
  t = await createTestApp();
  db = watchedDb(t.db, (sql) => sql.includes('AS matched'), keptSql);
  await addPlayers(1500, seededRandom(1));
});

afterAll(async () => {
  await t.close();
});

describe('kept search counts', () => {
  it('give the full count after every kind of change between searches', async () => {
    const next = seededRandom(42);
    for (let step = 0; step < 60; step++) {
      const change = next();
      if (change < 0.3) await addPlayers(1 + Math.floor(next() * 30), next);
      else if (change < 0.4)
        await t.db.query(
          "UPDATE players SET stage = CASE stage WHEN 'REGISTERED' THEN 'BLOCKED' ELSE 'REGISTERED' END WHERE user_id = (SELECT min(user_id) + $1 FROM players)",
          [Math.floor(next() * 1500)],
        );
      else if (change < 0.5)
        await t.db.query(
          "UPDATE players SET full_name = 'Renamed ' || user_id WHERE user_id = (SELECT min(user_id) + $1 FROM players)",
          [Math.floor(next() * 1500)],
        );
      else if (change < 0.55)
        await t.db.query('DELETE FROM players WHERE user_id = (SELECT max(user_id) - $1 FROM players)', [
          Math.floor(next() * 20),
        ]);
      for (const [stage, term] of SEARCHES) {
        expect(await searched(stage, term), `step ${step}, ${stage} "${term}"`).toEqual(
          await counted(stage, term),
        );
      }
    }
    // Kept counts were used (not a full count every time), and some of the searches were capped.
    expect(keptSql.length).toBeGreaterThan(100);
    expect((await counted('REGISTERED', 'Player')).capped).toBe(true);
  });

  it('counts a player who commits late with a lower id than the kept count saw', async () => {
    // An id taken by a registration that commits only after the count is kept.
    const [late] = await t.db.query<{ id: unknown }>("SELECT nextval('players_user_id_seq') AS id");
    await addPlayers(3, seededRandom(7));
    const before = await searched('REGISTERED', 'Latecomer');
    expect(before).toEqual({ total: 0, capped: false });
    await t.db.query(
      "INSERT INTO players (user_id, full_name, phone, stage) VALUES ($1, 'Latecomer Rao', '9000000001', 'REGISTERED')",
      [late?.id],
    );
    expect(await searched('REGISTERED', 'Latecomer')).toEqual({ total: 1, capped: false });
    expect(await searched('REGISTERED', 'Latecomer')).toEqual(await counted('REGISTERED', 'Latecomer'));
  });
});
