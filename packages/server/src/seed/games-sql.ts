/**
 * Set-based SQL for the demo bids: rows from generate_series with deterministic pseudo-random choices
 * (abs(hashtext(tag || g)) % n), spread over the last 60 business days, every family and bid type.
 * Stakes are debited through BID ledger entries (balance_after as a running sum per wallet); a player
 * whose wallet cannot cover their demo bids first gets one BONUS entry ("Demo seed: games float").
 */
import { pannasOfKind } from '../domain/panna.js';

const rnd = (tag: string, key: string, n: number) => `(abs(hashtext('${tag}:' || ${key})) % ${n})`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

const SP = textArray(pannasOfKind('SP'));
const DP = textArray(pannasOfKind('DP'));
const TP = textArray(pannasOfKind('TP'));
const ALL = textArray([...pannasOfKind('SP'), ...pannasOfKind('DP'), ...pannasOfKind('TP')]);

/** Bid types by family with their share of bids, in percent. */
function bidTypeCase(): string {
  const r = rnd('bt', 'g', 100);
  return `CASE family
    WHEN 1 THEN CASE WHEN ${r} < 35 THEN 'SINGLE_DIGIT_MARKET' WHEN ${r} < 55 THEN 'JODI_MARKET'
      WHEN ${r} < 70 THEN 'SINGLE_PANNA_MARKET' WHEN ${r} < 82 THEN 'DOUBLE_PANNA_MARKET'
      WHEN ${r} < 87 THEN 'TRIPLE_PANNA_MARKET' WHEN ${r} < 95 THEN 'HALF_SANGAM_MARKET' ELSE 'FULL_SANGAM_MARKET' END
    WHEN 2 THEN CASE WHEN ${r} < 50 THEN 'SINGLE_DIGIT_STARLINE' WHEN ${r} < 75 THEN 'SINGLE_PANNA_STARLINE'
      WHEN ${r} < 93 THEN 'DOUBLE_PANNA_STARLINE' ELSE 'TRIPLE_PANNA_STARLINE' END
    ELSE CASE WHEN ${r} < 30 THEN 'LEFT_DIGIT_JACKPOT' WHEN ${r} < 60 THEN 'RIGHT_DIGIT_JACKPOT' ELSE 'JODI_JACKPOT' END
  END`;
}

function digitCase(): string {
  const any = `(${ALL})[1 + ${rnd('p1', 'g', 220)}]`;
  const any2 = `(${ALL})[1 + ${rnd('p2', 'g', 220)}]`;
  const d = `(${rnd('d', 'g', 10)})::text`;
  return `CASE
    WHEN bid_type IN ('SINGLE_DIGIT_MARKET', 'SINGLE_DIGIT_STARLINE', 'LEFT_DIGIT_JACKPOT', 'RIGHT_DIGIT_JACKPOT') THEN ${d}
    WHEN bid_type IN ('JODI_MARKET', 'JODI_JACKPOT') THEN lpad(${rnd('j', 'g', 100)}::text, 2, '0')
    WHEN bid_type IN ('SINGLE_PANNA_MARKET', 'SINGLE_PANNA_STARLINE') THEN (${SP})[1 + ${rnd('sp', 'g', 120)}]
    WHEN bid_type IN ('DOUBLE_PANNA_MARKET', 'DOUBLE_PANNA_STARLINE') THEN (${DP})[1 + ${rnd('dp', 'g', 90)}]
    WHEN bid_type IN ('TRIPLE_PANNA_MARKET', 'TRIPLE_PANNA_STARLINE') THEN (${TP})[1 + ${rnd('tp', 'g', 10)}]
    WHEN bid_type = 'HALF_SANGAM_MARKET' THEN
      CASE WHEN ${rnd('hf', 'g', 2)} = 0 THEN ${any} || '-' || ${d} ELSE ${d} || '-' || ${any} END
    ELSE ${any} || '-' || ${any2}
  END`;
}

/**
 * Inserts about `count` bids over the 60 business days ending today (IST) for the given providers,
 * skipping weekdays a market is closed. Players are REGISTERED ones who had joined by that day.
 */
export function bidsSql(
  count: number,
  providers: { market: number[]; starline: number[]; jackpot: number[] },
  now: Date,
): string {
  const ids = (list: number[]) => `ARRAY[${list.join(',')}]::int[]`;
  return `
CREATE TEMP TABLE seed_bids AS
WITH today AS (SELECT ('${now.toISOString()}'::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS d),
ranked AS (
  SELECT user_id, row_number() OVER (ORDER BY created_at, user_id) AS rn FROM players WHERE stage = 'REGISTERED'
),
users AS (SELECT count(*) AS n FROM ranked),
days AS MATERIALIZED (
  SELECT k, (SELECT d FROM today) - (59 - k) AS game_date,
    greatest(least((SELECT n FROM users), 25),
      (SELECT count(*) FROM players p WHERE p.stage = 'REGISTERED'
         AND p.created_at < (((SELECT d FROM today) - (58 - k))::timestamp AT TIME ZONE 'Asia/Kolkata'))) AS n_users
  FROM generate_series(0, 59) AS k
),
raw AS (
  SELECT g, days.game_date, days.n_users,
    CASE WHEN ${rnd('fam', 'g', 100)} < 70 THEN 1 WHEN ${rnd('fam', 'g', 100)} < 90 THEN 2 ELSE 3 END AS family
  FROM generate_series(1, ${count}) AS g JOIN days ON days.k = g % 60
),
typed AS (
  SELECT raw.*, ${bidTypeCase()} AS bid_type,
    CASE family
      WHEN 1 THEN (${ids(providers.market)})[1 + ${rnd('pm', 'g', providers.market.length)}]
      WHEN 2 THEN (${ids(providers.starline)})[1 + ${rnd('ps', 'g', providers.starline.length)}]
      ELSE (${ids(providers.jackpot)})[1 + ${rnd('pj', 'g', providers.jackpot.length)}] END AS provider_id
  FROM raw
),
shaped AS (
  SELECT typed.*, ${digitCase()} AS digit,
    CASE WHEN bid_type IN ('SINGLE_DIGIT_MARKET', 'SINGLE_PANNA_MARKET', 'DOUBLE_PANNA_MARKET', 'TRIPLE_PANNA_MARKET')
      THEN CASE WHEN ${rnd('ses', 'g', 2)} = 0 THEN 'Open' ELSE 'Close' END END AS session,
    CASE WHEN bid_type IN ('HALF_SANGAM_MARKET', 'FULL_SANGAM_MARKET')
      THEN (ARRAY[1000, 1000, 2000, 5000])[1 + ${rnd('amt', 'g', 4)}]
      ELSE (ARRAY[1000, 1000, 1000, 2000, 2000, 5000, 5000, 10000, 20000, 50000])[1 + ${rnd('amt', 'g', 10)}] END AS amount_paise,
    1 + ${rnd('usr', 'g', 1000003)} % n_users AS user_rank
  FROM typed
)
SELECT nextval('bids_bid_id_seq') AS bid_id, nextval('ledger_entries_entry_id_seq') AS entry_id, r.user_id, s.provider_id, s.family AS provider_type, s.game_date, s.session,
  s.bid_type, s.digit,
  CASE WHEN s.bid_type = 'HALF_SANGAM_MARKET' THEN
    CASE WHEN s.digit ~ '^[0-9]{3}-' THEN 'OPEN_PANNA_CLOSE_ANK' ELSE 'OPEN_ANK_CLOSE_PANNA' END END AS half_sangam_form,
  s.amount_paise,
  (s.game_date::timestamp AT TIME ZONE 'Asia/Kolkata') + interval '7 hours' + ${rnd('at', 's.g', 10800)} * interval '1 second'
    AS bid_created_at
FROM shaped s JOIN ranked r ON r.rn = s.user_rank
WHERE NOT EXISTS (SELECT 1 FROM provider_settings ps WHERE ps.provider_id = s.provider_id
                   AND ps.day = trim(to_char(s.game_date, 'FMDAY')) AND NOT ps.status);
`;
}

/**
 * Funds and debits the stakes of the generated bids (seed_bids), then stores the bids with their BID
 * entry: each wallet stays equal to the sum of its entries.
 */
export function bidLedgerSql(): string {
  return `
WITH need AS (SELECT user_id, sum(amount_paise) AS total FROM seed_bids GROUP BY user_id),
gap AS (
  SELECT n.user_id, (ceil((n.total - w.balance_paise) / 100000.0) * 100000)::bigint AS amount, w.balance_paise
  FROM need n JOIN wallets w USING (user_id) WHERE n.total > w.balance_paise
),
ins AS (
  INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, ref_type, created_at)
  SELECT user_id, 'BONUS', amount, balance_paise + amount, 'Demo seed: games float', 'seed', now() - interval '61 days'
  FROM gap ORDER BY user_id
  RETURNING user_id, amount_paise
)
UPDATE wallets w SET balance_paise = w.balance_paise + ins.amount_paise, balance_update_at = now()
FROM ins WHERE w.user_id = ins.user_id;

INSERT INTO ledger_entries (entry_id, user_id, trans_type, amount_paise, balance_after_paise, note, ref_type, ref_id, created_at)
SELECT b.entry_id, b.user_id, 'BID', -b.amount_paise,
       w.balance_paise - sum(b.amount_paise) OVER (PARTITION BY b.user_id ORDER BY b.bid_id),
       'Bid ' || b.bid_type || ' ' || b.digit, 'bid', b.bid_id, b.bid_created_at
FROM seed_bids b JOIN wallets w USING (user_id);

UPDATE wallets w SET balance_paise = w.balance_paise - t.total, balance_update_at = now()
FROM (SELECT user_id, sum(amount_paise) AS total FROM seed_bids GROUP BY user_id) t WHERE w.user_id = t.user_id;

INSERT INTO bids (bid_id, user_id, provider_id, provider_type, game_date, session, bid_type, digit, half_sangam_form,
                  amount_paise, bid_entry_id, bid_created_at)
SELECT bid_id, user_id, provider_id, provider_type, game_date, session, bid_type, digit, half_sangam_form,
       amount_paise, entry_id, bid_created_at
FROM seed_bids ORDER BY bid_id;

DROP TABLE seed_bids;
`;
}
