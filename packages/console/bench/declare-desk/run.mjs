#!/usr/bin/env node
// Opening the declare desk of a session with 1,00,000 pending bids, to its bid digit heatmap drawn, in
// Debian chromium against the real server. The server runs on a fresh PostgreSQL database (the demo
// data, DATABASE_URL) so the session's bids can be added with one set-based INSERT; each round loads
// /games/result?...&view=digits and the page records performance.now() when the heatmap is in the DOM
// (time from navigation start: the app's load, the reads and the drawing). Prints median and p95.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../../scripts/start-server.mjs';
import { requireBuiltConsole, requireChromium, signInAsAdmin } from '../preflight.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.DESK_BENCH_ROUNDS) || 15;
const PENDING = Number(process.env.DESK_BENCH_BIDS) || 100_000;
const ADMIN_URL = process.env.DESK_BENCH_PG || 'postgres://postgres@127.0.0.1:5432/postgres';
// pg is the server's dependency: the bench borrows it to seed, the console itself never imports it.
const { Client } = createRequire(join(here, '../../../server/package.json'))('pg');

requireChromium();
requireBuiltConsole();

const rank = (d) => (d === '0' ? 10 : Number(d));
const PANNAS = [];
for (let n = 0; n < 1000; n++) {
  const t = String(n).padStart(3, '0');
  if (rank(t[0]) <= rank(t[1]) && rank(t[1]) <= rank(t[2])) PANNAS.push(t);
}
const istDate = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function withClient(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dbName = `desk_bench_${process.pid}`;
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${dbName}`));
process.env.DATABASE_URL = dbUrl;
const server = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'desk-bench-'));
let context;
try {
  // Tomorrow's Open of the first market: nothing is saved or declared there, every bid is pending.
  const date = istDate(1);
  const providerId = await withClient(dbUrl, async (c) => {
    const market = await c.query('SELECT min(provider_id) AS id FROM providers WHERE provider_type = 1');
    const id = Number(market.rows[0].id);
    const started = performance.now();
    // Half single digits, half pannas, each panna under the bid type of its kind (SP, DP, TP).
    await c.query(
      `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise)
       SELECT user_id, $1, 1, $2::date, 'Open',
         CASE WHEN single THEN 'SINGLE_DIGIT_MARKET'
              WHEN substr(d, 1, 1) = substr(d, 2, 1) AND substr(d, 2, 1) = substr(d, 3, 1) THEN 'TRIPLE_PANNA_MARKET'
              WHEN substr(d, 1, 1) = substr(d, 2, 1) OR substr(d, 2, 1) = substr(d, 3, 1) THEN 'DOUBLE_PANNA_MARKET'
              ELSE 'SINGLE_PANNA_MARKET' END,
         d, amount
       FROM (
         SELECT u.ids[1 + g % array_length(u.ids, 1)] AS user_id, g % 2 = 0 AS single,
           CASE WHEN g % 2 = 0 THEN (g % 10)::text ELSE ($3::text[])[1 + (g / 2) % 220] END AS d,
           100 * (ARRAY[10, 20, 50, 100])[1 + g % 4] AS amount
         FROM generate_series(1, $4::int) AS g
         CROSS JOIN (SELECT array_agg(user_id) AS ids FROM (SELECT user_id FROM players LIMIT 5000) p) u
       ) x`,
      [id, date, PANNAS, PENDING],
    );
    await c.query('ANALYZE bids');
    console.log(
      `seeded ${PENDING.toLocaleString('en-IN')} pending bids in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return id;
  });

  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="digit-heatmap"] table')) {
        window.__heatmapAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signInAsAdmin(page, server.baseUrl);
  const url = `${server.baseUrl}/games/result?date=${date}&provider=${providerId}&session=Open&view=digits`;
  const times = [];
  for (let i = 0; i <= ROUNDS; i++) {
    await page.goto(url);
    await page.waitForFunction(() => window.__heatmapAt > 0, null, { timeout: 60_000 });
    const at = await page.evaluate(() => window.__heatmapAt);
    if (i > 0) times.push(at); // the first round warms the caches (HTTP, the server's plans)
  }
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  console.log(
    `Declare desk in chromium: ${ROUNDS} loads of a session with ${PENDING.toLocaleString('en-IN')} pending bids (real server, PostgreSQL):`,
  );
  console.log(
    `  navigation -> bid digit heatmap drawn   median ${q(0.5).toFixed(0)} ms  p95 ${q(0.95).toFixed(0)} ms`,
  );
} finally {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
  await withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
}
