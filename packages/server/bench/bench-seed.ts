/**
 * The benchmark's data set, written with set-based SQL (INSERT ... SELECT FROM generate_series with
 * deterministic pseudo-random choices, abs(hashtext(tag || g)) % n), so 100,000 players and 1,000,000
 * bids load in one pass each:
 * - players over the last 365 days in every stage, each with a wallet and 2..5 ledger entries (a deposit
 *   first, then smaller credits and debits), the wallet equal to the sum of its entries;
 * - providers: 10 markets, 6 starline slots, 4 jackpot slots, with weekday settings;
 * - settled bids (WON/LOST) over the 30 days before today in every family, and one market's Open session
 *   today (or `busySessions` markets') with `pendingBids` PENDING bids (the sessions the declare benches
 *   settle).
 * Bids carry no BID ledger entries (stakes are not debited): the benchmark measures lists, debits and
 * settlement, not bid placement, and the ledger stays consistent without them.
 */
import { sealUnlinkedRows } from '../src/db/chain-rows.js';
import type { Db } from '../src/db/db.js';
import { insertWeekdaySettings } from '../src/db/providers.js';
import type { ProviderType } from '../src/domain/bid-types.js';
import { pannasOfKind } from '../src/domain/panna.js';

export interface BenchSizes {
  players: number;
  /** All bids, including the pending session. */
  bids: number;
  /** PENDING bids of the declared market session (today, Open). */
  pendingBids: number;
  /** How many markets hold such a session (default 1; beyond `bids`): the chain bench declares several. */
  busySessions?: number;
}

export interface BenchData {
  today: string;
  yesterday: string;
  markets: number[];
  starline: number[];
  jackpot: number[];
  /** The market whose Open session today holds the pending bids. */
  busyMarket: number;
  /** Every market with such a session (busyMarket first). */
  busyMarkets: number[];
  counts: { players: number; ledgerEntries: number; bids: number; pendingBids: number };
}

const rnd = (tag: string, key: string, n: number) => `(abs(hashtext('${tag}:' || ${key})) % ${n})`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const SP = textArray(pannasOfKind('SP'));
const DP = textArray(pannasOfKind('DP'));
const TP = textArray(pannasOfKind('TP'));
const FIRST = textArray([
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Rohan',
  'Rahul',
  'Amit',
  'Suresh',
  'Priya',
  'Neha',
]);
const LAST = textArray([
  'Sharma',
  'Verma',
  'Patil',
  'Pawar',
  'Jadhav',
  'Shinde',
  'Gupta',
  'Singh',
  'Yadav',
  'Iyer',
]);

function playersSql(count: number): string {
  return `
INSERT INTO players (full_name, phone, stage, created_at, last_login_at)
SELECT (${FIRST})[1 + ${rnd('f', 'g', 10)}] || ' ' || (${LAST})[1 + ${rnd('l', 'g', 10)}] || ' ' || g,
  '9' || lpad(((g::bigint * 387420489 + 104729) % 1000000000)::text, 9, '0'),
  CASE WHEN ${rnd('st', 'g', 100)} < 66 THEN 'REGISTERED' WHEN ${rnd('st', 'g', 100)} < 76 THEN 'UNREGISTERED'
       WHEN ${rnd('st', 'g', 100)} < 86 THEN 'UNVERIFIED' WHEN ${rnd('st', 'g', 100)} < 94 THEN 'BLOCKED' ELSE 'BANNED' END,
  now() - interval '365 days' + g * (interval '365 days' / ${count}),
  now() - interval '1 hour' * ${rnd('ll', 'g', 2000)}
FROM generate_series(1, ${count}) AS g ORDER BY g;
INSERT INTO wallets (user_id) SELECT user_id FROM players ORDER BY user_id;`;
}

/** A deposit first (500..5,000 rupees), then credits and debits of at most 100 rupees: never below zero. */
function ledgerSql(): string {
  const key = "p.user_id || ':' || j";
  return `
INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, created_by, ref_type, created_at)
SELECT user_id, trans_type, amount_paise, sum(amount_paise) OVER (PARTITION BY user_id ORDER BY j), note,
  CASE WHEN trans_type LIKE 'ADMIN%' THEN (SELECT min(employee_id) FROM employees) END, 'bench', created_at
FROM (
  SELECT p.user_id, j,
    CASE WHEN j = 1 THEN 'DEPOSIT'
      ELSE (ARRAY['BID', 'BID', 'WIN', 'WITHDRAWAL', 'ADMIN_CREDIT', 'ADMIN_DEBIT', 'BONUS'])[1 + ${rnd('tt', key, 7)}] END
      AS trans_type,
    ${rnd('amt', key, 100)} AS a,
    p.created_at + (now() - p.created_at) * (j / 6.0) AS created_at
  FROM players p CROSS JOIN LATERAL generate_series(1, 2 + ${rnd('n', 'p.user_id', 4)}) AS j
) e
CROSS JOIN LATERAL (SELECT
  CASE WHEN j = 1 THEN 50000 * (1 + a % 10)
       WHEN trans_type IN ('BID', 'WITHDRAWAL', 'ADMIN_DEBIT') THEN -100 * (1 + a)
       ELSE 100 * (1 + a) END AS amount_paise,
  CASE WHEN trans_type LIKE 'ADMIN%' THEN 'Bench adjustment' END AS note) v
ORDER BY created_at, user_id;
UPDATE wallets w SET balance_paise = s.total, balance_update_at = s.last
FROM (SELECT user_id, sum(amount_paise) AS total, max(created_at) AS last FROM ledger_entries GROUP BY user_id) s
WHERE s.user_id = w.user_id;`;
}

/** The digit of a bid of type `bid_type`, valid for its family. */
function digitSql(): string {
  const d = `(${rnd('d', 'g', 10)})::text`;
  const panna = (tag: string) => `(${SP} || ${DP})[1 + ${rnd(tag, 'g', 210)}]`;
  return `CASE
    WHEN bid_type IN ('SINGLE_DIGIT_MARKET', 'SINGLE_DIGIT_STARLINE', 'LEFT_DIGIT_JACKPOT', 'RIGHT_DIGIT_JACKPOT') THEN ${d}
    WHEN bid_type IN ('JODI_MARKET', 'JODI_JACKPOT') THEN lpad(${rnd('j', 'g', 100)}::text, 2, '0')
    WHEN bid_type LIKE 'SINGLE_PANNA%' THEN (${SP})[1 + ${rnd('sp', 'g', 120)}]
    WHEN bid_type LIKE 'DOUBLE_PANNA%' THEN (${DP})[1 + ${rnd('dp', 'g', 90)}]
    WHEN bid_type LIKE 'TRIPLE_PANNA%' THEN (${TP})[1 + ${rnd('tp', 'g', 10)}]
    WHEN bid_type = 'HALF_SANGAM_MARKET' THEN ${panna('h')} || '-' || ${d}
    ELSE ${panna('f1')} || '-' || ${panna('f2')}
  END`;
}

/**
 * For the ledger and bid inserts only: the generated user, employee and provider ids exist by
 * construction, so the per-row foreign-key triggers are skipped (a third of the insert time); sorts run
 * in memory.
 */
const BULK_LOAD = "SET LOCAL session_replication_role = replica; SET LOCAL work_mem = '256MB';";

const ids = (list: number[]) => `ARRAY[${list.join(',')}]::int[]`;

/** Settled bids over the 30 days before today, 70% market, 20% starline, 10% jackpot. */
function settledBidsSql(
  count: number,
  data: Pick<BenchData, 'markets' | 'starline' | 'jackpot'>,
  players: number,
) {
  const r = rnd('bt', 'g', 100);
  return `
INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, half_sangam_form,
  amount_paise, win_amount_paise, bid_status, bid_created_at, settled_at)
SELECT user_id, provider_id, family, game_date,
  CASE WHEN bid_type IN ('SINGLE_DIGIT_MARKET', 'SINGLE_PANNA_MARKET', 'DOUBLE_PANNA_MARKET', 'TRIPLE_PANNA_MARKET')
    THEN CASE WHEN ${rnd('ses', 'g', 2)} = 0 THEN 'Open' ELSE 'Close' END END,
  bid_type, ${digitSql()},
  CASE WHEN bid_type = 'HALF_SANGAM_MARKET' THEN 'OPEN_PANNA_CLOSE_ANK' END,
  amount_paise, CASE WHEN won THEN amount_paise * 9 ELSE 0 END, CASE WHEN won THEN 'WON' ELSE 'LOST' END,
  created_at, created_at + interval '10 hours'
FROM (
  SELECT g, family, 1 + ${rnd('u', 'g', players)} AS user_id,
    (now() AT TIME ZONE 'Asia/Kolkata')::date - (1 + g % 30) AS game_date,
    (((now() AT TIME ZONE 'Asia/Kolkata')::date - (1 + g % 30))::timestamp AT TIME ZONE 'Asia/Kolkata')
      + interval '7 hours' + ${rnd('at', 'g', 43200)} * interval '1 second' AS created_at,
    100 * (ARRAY[10, 10, 20, 50, 100, 200, 500])[1 + ${rnd('amt', 'g', 7)}] AS amount_paise,
    ${rnd('won', 'g', 10)} = 0 AS won,
    CASE family
      WHEN 1 THEN (${ids(data.markets)})[1 + ${rnd('pm', 'g', data.markets.length)}]
      WHEN 2 THEN (${ids(data.starline)})[1 + ${rnd('ps', 'g', data.starline.length)}]
      ELSE (${ids(data.jackpot)})[1 + ${rnd('pj', 'g', data.jackpot.length)}] END AS provider_id,
    CASE family
      WHEN 1 THEN CASE WHEN ${r} < 35 THEN 'SINGLE_DIGIT_MARKET' WHEN ${r} < 55 THEN 'JODI_MARKET'
        WHEN ${r} < 70 THEN 'SINGLE_PANNA_MARKET' WHEN ${r} < 82 THEN 'DOUBLE_PANNA_MARKET'
        WHEN ${r} < 87 THEN 'TRIPLE_PANNA_MARKET' WHEN ${r} < 95 THEN 'HALF_SANGAM_MARKET' ELSE 'FULL_SANGAM_MARKET' END
      WHEN 2 THEN CASE WHEN ${r} < 50 THEN 'SINGLE_DIGIT_STARLINE' WHEN ${r} < 75 THEN 'SINGLE_PANNA_STARLINE'
        WHEN ${r} < 93 THEN 'DOUBLE_PANNA_STARLINE' ELSE 'TRIPLE_PANNA_STARLINE' END
      ELSE CASE WHEN ${r} < 30 THEN 'LEFT_DIGIT_JACKPOT' WHEN ${r} < 60 THEN 'RIGHT_DIGIT_JACKPOT' ELSE 'JODI_JACKPOT' END
    END AS bid_type
  FROM (SELECT g, CASE WHEN ${rnd('fam', 'g', 100)} < 70 THEN 1 WHEN ${rnd('fam', 'g', 100)} < 90 THEN 2 ELSE 3 END
          AS family FROM generate_series(1, ${count}) AS g) s
) b
ORDER BY created_at;`;
}

/** PENDING Open-session bids today on one market: single digit and the three pannas. */
function pendingBidsSql(count: number, providerId: number, players: number): string {
  const r = rnd('pbt', 'g', 100);
  return `
INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise, bid_created_at)
SELECT user_id, ${providerId}, 1, (now() AT TIME ZONE 'Asia/Kolkata')::date, 'Open', bid_type, ${digitSql()},
  amount_paise, created_at
FROM (
  SELECT g, 1 + ${rnd('pu', 'g', players)} AS user_id,
    CASE WHEN ${r} < 50 THEN 'SINGLE_DIGIT_MARKET' WHEN ${r} < 75 THEN 'SINGLE_PANNA_MARKET'
         WHEN ${r} < 95 THEN 'DOUBLE_PANNA_MARKET' ELSE 'TRIPLE_PANNA_MARKET' END AS bid_type,
    100 * (ARRAY[10, 10, 20, 50, 100])[1 + ${rnd('pa', 'g', 5)}] AS amount_paise,
    now() - interval '1 second' * (${count} - g) / 10 AS created_at
  FROM generate_series(1, ${count}) AS g
) b
ORDER BY created_at;`;
}

async function addProviders(db: Db, type: ProviderType, names: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const name of names) {
    const [row] = await db.query<{ provider_id: number }>(
      'INSERT INTO providers (provider_type, provider_name) VALUES ($1, $2) RETURNING provider_id',
      [type, name],
    );
    const id = Number(row?.provider_id);
    await insertWeekdaySettings(db, id, type);
    out.push(id);
  }
  return out;
}

const MARKET_NAMES = [
  'Kalyan',
  'Milan Day',
  'Time Bazar',
  'Rajdhani Day',
  'Sridevi',
  'Madhur Day',
  'Milan Night',
  'Rajdhani Night',
  'Kalyan Night',
  'Main Bazar',
];

/** Seeds a migrated database that holds the staff only; returns what the scenarios need. */
export async function seedBench(
  db: Db,
  sizes: BenchSizes,
  step: (label: string) => void,
): Promise<BenchData> {
  await db.transaction((tx) => tx.exec(playersSql(sizes.players)));
  step(`${sizes.players.toLocaleString('en-IN')} players and wallets`);
  await db.transaction((tx) => tx.exec(BULK_LOAD + ledgerSql()));
  step('ledger entries and balances');
  const markets = await addProviders(db, 1, MARKET_NAMES);
  const starline = await addProviders(
    db,
    2,
    ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM'].map((t) => `Starline ${t}`),
  );
  const jackpot = await addProviders(db, 3, [
    'Jackpot 11:30 AM',
    'Jackpot 01:30 PM',
    'Jackpot 03:30 PM',
    'Jackpot 05:30 PM',
  ]);
  const data = { markets, starline, jackpot };
  const settled = sizes.bids - sizes.pendingBids;
  await db.transaction((tx) => tx.exec(BULK_LOAD + settledBidsSql(settled, data, sizes.players)));
  step(`${settled.toLocaleString('en-IN')} settled bids over 30 days`);
  const busyMarkets = markets.slice(0, Math.max(1, sizes.busySessions ?? 1));
  const busyMarket = busyMarkets[0] ?? 0;
  for (const market of busyMarkets) {
    await db.transaction((tx) =>
      tx.exec(BULK_LOAD + pendingBidsSql(sizes.pendingBids, market, sizes.players)),
    );
  }
  step(`${sizes.pendingBids.toLocaleString('en-IN')} pending bids today on ${busyMarkets.length} market(s)`);
  // The bulk loads ran with triggers off (replica role): count the list totals once (db/counters.ts).
  await db.query('SELECT recount_list_totals()');
  step('list totals recounted');
  // Rows loaded with triggers off have no link in the hash chains: seal them, in id order (db/chain-sql.ts).
  await sealUnlinkedRows(db);
  step('hash chains sealed');
  await db.exec('VACUUM ANALYZE');
  step('VACUUM ANALYZE');
  // The seed's writes reach the disk now rather than during the rows: on PostgreSQL the checkpoint after
  // a 1-GB bulk load is otherwise spread over the next minutes (checkpoint_completion_target), and every
  // COMMIT the rows time waits behind its writes. (A role without the right to ask for it skips it.)
  const checkpointed = await db.exec('CHECKPOINT').then(
    () => true,
    () => false,
  );
  step(checkpointed ? 'CHECKPOINT' : 'CHECKPOINT refused (not a superuser nor pg_checkpoint): skipped');
  const [dates] = await db.query<{ today: string; yesterday: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS today,
            to_char((now() AT TIME ZONE 'Asia/Kolkata')::date - 1, 'YYYY-MM-DD') AS yesterday`,
  );
  const [counts] = await db.query<{ players: number; entries: number; bids: number; pending: number }>(
    `SELECT (SELECT count(*)::int FROM players) AS players, (SELECT count(*)::int FROM ledger_entries) AS entries,
            (SELECT count(*)::int FROM bids) AS bids,
            (SELECT count(*)::int FROM bids WHERE bid_status = 'PENDING') AS pending`,
  );
  return {
    today: String(dates?.today),
    yesterday: String(dates?.yesterday),
    markets,
    starline,
    jackpot,
    busyMarket,
    busyMarkets,
    counts: {
      players: Number(counts?.players),
      ledgerEntries: Number(counts?.entries),
      bids: Number(counts?.bids),
      pendingBids: Number(counts?.pending),
    },
  };
}
