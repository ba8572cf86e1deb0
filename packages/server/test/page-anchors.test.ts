import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_DEPTH, forgetAnchors } from '../src/db/page-anchors.js';
import { listUsers } from '../src/db/users.js';
import { ledgerEntries } from '../src/db/wallet-lists.js';
import { createPlayerWithBalance, createTestApp, type TestApp } from './support/app.js';
import { seededRandom, watchedDb } from './support/watch.js';

// Deep pages of the ledger are found from anchors (a seek from a page served before) once one is near.
// Whatever was added in between (entries of now, back-dated ones that sort into the middle, ties on
// created_at), every page must be exactly the one OFFSET gives on the same data.

let t: TestApp;
let players: number[];
const seekSql: string[] = [];

/** `n` BONUS/DEPOSIT entries of random players, `ago` seconds back (ties included), through SQL. */
async function addEntries(n: number, next: () => number, backdated: boolean) {
  const users = Array.from({ length: n }, () => players[Math.floor(next() * players.length)]);
  const ago = Array.from({ length: n }, () => (backdated ? Math.floor(next() * 5000) : 0));
  const types = Array.from({ length: n }, () => (next() < 0.5 ? 'BONUS' : 'DEPOSIT'));
  const amounts = Array.from({ length: n }, () => 100 + Math.floor(next() * 50) * 100);
  await t.db.query(
    `INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, created_at)
     SELECT u, ty, a, 1000000, 'anchor test', date_trunc('second', now()) - (s || ' seconds')::interval
       FROM unnest($1::int[], $2::int[], $3::text[], $4::bigint[]) AS x(u, s, ty, a)`,
    [users, ago, types, amounts],
  );
}

async function byOffset(order: string, where: string, params: unknown[], perPage: number, offset: number) {
  const rows = await t.db.query<{ entry_id: unknown }>(
    `SELECT entry_id FROM ledger_entries l WHERE ${where} ORDER BY ${order}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, perPage, offset],
  );
  return rows.map((r) => Number(r.entry_id));
}

beforeAll(async () => {
  t = await createTestApp();
  players = [];
  for (let i = 0; i < 5; i++) players.push(await createPlayerWithBalance(t.db, 0));
  await addEntries(4000, seededRandom(1), true);
});

afterAll(async () => {
  await t.close();
});

describe('deep ledger pages from anchors', () => {
  const cases = [
    {
      name: 'newest first',
      orderBy: 'tran_created_at',
      direction: 'DESC',
      sql: 'l.created_at DESC, l.entry_id DESC',
    },
    {
      name: 'oldest first',
      orderBy: 'tran_created_at',
      direction: 'ASC',
      sql: 'l.created_at ASC, l.entry_id ASC',
    },
    { name: 'by amount', orderBy: 'amount', direction: 'DESC', sql: 'l.amount_paise DESC, l.entry_id DESC' },
  ] as const;

  for (const [index, c] of cases.entries()) {
    it(`answers every page as OFFSET would, with entries added between requests (${c.name})`, async () => {
      forgetAnchors();
      seekSql.length = 0;
      const next = seededRandom(100 + index);
      const db = watchedDb(t.db, (sql) => sql.includes('ROW(') && sql.includes('LIMIT'), seekSql);
      const perPage = 15;
      let page = Math.floor(ANCHOR_DEPTH / perPage) + 20;
      for (let step = 0; step < 60; step++) {
        // Mostly the moves of a person paging (same, next, previous, a jump), sometimes a filter.
        const move = next();
        if (move < 0.3) page += 1;
        else if (move < 0.5) page = Math.max(1, page - 1);
        else if (move < 0.6) page = Math.floor(ANCHOR_DEPTH / perPage) + Math.floor(next() * 150);
        const transType = next() < 0.25 ? 'BONUS' : undefined;
        if (next() < 0.3) await addEntries(1 + Math.floor(next() * 20), next, next() < 0.5);
        const got = await ledgerEntries(
          db,
          { orderBy: c.orderBy, direction: c.direction, ...(transType ? { transType } : {}) },
          { page, perPage, offset: (page - 1) * perPage },
        );
        const where = transType ? 'l.trans_type = $1' : 'true';
        const expected = await byOffset(
          c.sql,
          where,
          transType ? [transType] : [],
          perPage,
          (page - 1) * perPage,
        );
        expect(
          got.rows.map((r) => r.entry_id),
          `step ${step}, page ${page}${transType ? `, ${transType}` : ''}`,
        ).toEqual(expected);
      }
      // The anchors were used (not only OFFSET every time).
      expect(seekSql.length).toBeGreaterThan(10);
    });
  }

  it('drops an anchor when an entry commits late with a lower id than the anchor saw', async () => {
    forgetAnchors();
    const perPage = 15;
    const page = Math.floor(ANCHOR_DEPTH / perPage) + 5;
    const request = { page, perPage, offset: (page - 1) * perPage };
    const filter = { orderBy: 'tran_created_at', direction: 'DESC' } as const;
    // An id taken by a transaction that commits only after the anchor is made.
    const [late] = await t.db.query<{ id: unknown }>("SELECT nextval('ledger_entries_entry_id_seq') AS id");
    await addEntries(5, seededRandom(7), false);
    await ledgerEntries(t.db, filter, request);
    await t.db.query(
      `INSERT INTO ledger_entries (entry_id, user_id, trans_type, amount_paise, balance_after_paise, note, created_at)
       VALUES ($1, $2, 'BONUS', 100, 1000000, 'late', now() + interval '1 minute')`,
      [late?.id, players[0]],
    );
    const got = await ledgerEntries(t.db, filter, request);
    const expected = await byOffset(
      'l.created_at DESC, l.entry_id DESC',
      'true',
      [],
      perPage,
      request.offset,
    );
    expect(got.rows.map((r) => r.entry_id)).toEqual(expected);
  });
});

/** Phones of the players this file adds: distinct, and apart from randomPhone()'s (which start with 9). */
let phonesGiven = 0;

/** `n` players with random names and back-dated creation times (ties included), through SQL. */
async function addPlayers(n: number, next: () => number, stage = 'REGISTERED') {
  const names = Array.from(
    { length: n },
    () => `Player ${['Sharma', 'Patil', 'Khan', 'Iyer'][Math.floor(next() * 4)]} ${Math.floor(next() * 300)}`,
  );
  const ago = Array.from({ length: n }, () => Math.floor(next() * 4000));
  // Random phones (1 in 10^9 each) collided now and then among the ~3,300 players added here.
  const phones = Array.from({ length: n }, () => `6${String(++phonesGiven).padStart(9, '0')}`);
  await t.db.query(
    `INSERT INTO players (full_name, phone, stage, created_at)
     SELECT nm, ph, $3, date_trunc('second', now()) - (s || ' seconds')::interval
       FROM unnest($1::text[], $2::int[], $4::text[]) AS x(nm, s, ph)`,
    [names, ago, stage, phones],
  );
}

describe('deep player pages from anchors', () => {
  const cases = [
    { orderBy: 'created_at', direction: 'DESC', sql: 'p.created_at DESC, p.user_id DESC' },
    { orderBy: 'full_name', direction: 'ASC', sql: 'lower(p.full_name) ASC, p.user_id ASC' },
  ] as const;

  for (const [index, c] of cases.entries()) {
    it(`answers every page as OFFSET would, with players added, re-staged and renamed between requests (${c.orderBy})`, async () => {
      forgetAnchors();
      seekSql.length = 0;
      const next = seededRandom(300 + index);
      if (index === 0) await addPlayers(3000, next);
      const db = watchedDb(t.db, (sql) => sql.includes('ROW(') && sql.includes('LIMIT'), seekSql);
      const perPage = 10;
      let page = Math.floor(ANCHOR_DEPTH / perPage) + 30;
      for (let step = 0; step < 60; step++) {
        const move = next();
        if (move < 0.3) page += 1;
        else if (move < 0.5) page = Math.max(1, page - 1);
        else if (move < 0.6) page = Math.floor(ANCHOR_DEPTH / perPage) + Math.floor(next() * 150);
        const change = next();
        if (change < 0.2) await addPlayers(1 + Math.floor(next() * 10), next);
        else if (change < 0.25)
          await t.db.query(
            "UPDATE players SET stage = CASE stage WHEN 'REGISTERED' THEN 'BLOCKED' ELSE 'REGISTERED' END WHERE user_id = (SELECT min(user_id) + $1 FROM players)",
            [Math.floor(next() * 2000)],
          );
        else if (change < 0.3)
          await t.db.query(
            "UPDATE players SET full_name = 'Aaron ' || user_id WHERE user_id = (SELECT min(user_id) + $1 FROM players)",
            [Math.floor(next() * 2000)],
          );
        const got = await listUsers(
          db,
          { stage: 'REGISTERED', search: undefined, orderBy: c.orderBy, direction: c.direction },
          { page, perPage, offset: (page - 1) * perPage },
        );
        const rows = await t.db.query<{ user_id: unknown }>(
          `SELECT user_id FROM players p WHERE stage = 'REGISTERED' ORDER BY ${c.sql} LIMIT $1 OFFSET $2`,
          [perPage, (page - 1) * perPage],
        );
        expect(
          got.rows.map((r) => r.user_id),
          `step ${step}, page ${page}`,
        ).toEqual(rows.map((r) => Number(r.user_id)));
      }
      expect(seekSql.length).toBeGreaterThan(10);
    });
  }
});
