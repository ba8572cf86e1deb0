/**
 * Set-based SQL for the demo players: every row comes from generate_series and deterministic
 * pseudo-random numbers (abs(hashtext(<tag> || id)) % n), so the same seed gives the same data relative
 * to the moment it runs, in a handful of statements (fast on PGlite).
 */

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Rahul',
  'Amit',
  'Suresh',
  'Ramesh',
  'Mahesh',
  'Vikram',
  'Sanjay',
  'Deepak',
  'Manoj',
  'Anil',
  'Sunil',
  'Ravi',
  'Ajay',
  'Vijay',
  'Nitin',
  'Pooja',
  'Priya',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Kavya',
  'Sneha',
  'Neha',
  'Anjali',
  'Sunita',
  'Lakshmi',
  'Meena',
  'Rekha',
  'Kiran',
  'Asha',
  'Geeta',
  'Shweta',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patil',
  'Pawar',
  'Jadhav',
  'Shinde',
  'Kulkarni',
  'Deshmukh',
  'Gupta',
  'Agarwal',
  'Singh',
  'Yadav',
  'Kumar',
  'Reddy',
  'Naidu',
  'Iyer',
  'Nair',
  'Menon',
  'Patel',
  'Shah',
  'Mehta',
  'Joshi',
  'More',
  'Gaikwad',
  'Chavan',
  'Kale',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Chauhan',
  'Rathod',
  'Bhosale',
];
const BANKS = [
  ['State Bank of India', 'SBIN'],
  ['HDFC Bank', 'HDFC'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Punjab National Bank', 'PUNB'],
  ['Bank of Baroda', 'BARB'],
  ['Kotak Mahindra Bank', 'KKBK'],
  ['Canara Bank', 'CNRB'],
  ['Union Bank of India', 'UBIN'],
  ['Bank of Maharashtra', 'MAHB'],
] as const;
export const GATEWAYS = ['Razorpay', 'Cashfree', 'PayU', 'PhonePe'];
export const MANUAL_FUND_REASONS = [
  'Deposit not credited',
  'Bonus credit',
  'Refund for failed bid',
  'Referral reward',
  'Chargeback recovery',
  'Duplicate credit reversal',
  'Withdrawal correction',
  'Promotional offer',
];

const text = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;
/** A deterministic pseudo-random integer in [0, n) for `tag` and the SQL expression `key`. */
const rnd = (tag: string, key: string, n: number) => `(abs(hashtext('${tag}:' || ${key})) % ${n})`;
const pick = (values: readonly string[], tag: string, key: string) =>
  `(${text(values)})[1 + ${rnd(tag, key, values.length)}]`;

export function playersSql(count: number): string {
  return `
INSERT INTO players (full_name, phone, email, stage, to_watch, watchlist_reason, can_switch_device, risk_level,
  block_type, block_reason, blocked_at, stage_before_block, device_ids, starline_blocked, jackpot_blocked,
  block_permissions, created_at, last_login_at)
SELECT first || ' ' || last,
  (ARRAY['9', '8', '7', '6'])[1 + g % 4] || lpad(((g::bigint * 387420489 + 104729) % 1000000000)::text, 9, '0'),
  CASE WHEN ${rnd('mail', 'g', 3)} = 0 THEN lower(first) || '.' || lower(last) || g || '@gmail.com' END,
  stage,
  ${rnd('watch', 'g', 23)} = 0,
  CASE WHEN ${rnd('watch', 'g', 23)} = 0 THEN ${pick(['Multiple accounts suspected', 'Unusual win streak', 'Frequent withdrawals', 'Chargeback history'], 'wr', 'g')} END,
  ${rnd('switch', 'g', 11)} <> 0,
  CASE WHEN stage IN ('BLOCKED', 'BANNED') THEN ${pick(['LOW', 'MEDIUM', 'HIGH'], 'risk', 'g')}
       WHEN ${rnd('watch', 'g', 23)} = 0 THEN 'MEDIUM' END,
  CASE stage WHEN 'BLOCKED' THEN 'TEMPORARY' WHEN 'BANNED' THEN 'PERMANENT' END,
  CASE WHEN stage IN ('BLOCKED', 'BANNED') THEN ${pick(['Fraudulent deposits', 'Abusive behaviour in chat', 'Multiple accounts on one device', 'Bonus abuse', 'Payment chargeback'], 'br', 'g')} END,
  CASE WHEN stage IN ('BLOCKED', 'BANNED') THEN created_at + (now() - created_at) * 0.8 END,
  CASE WHEN stage IN ('BLOCKED', 'BANNED') THEN 'REGISTERED' END,
  CASE WHEN stage IN ('BLOCKED', 'BANNED') THEN ARRAY['dev-' || substr(md5('dev' || g), 1, 12)] ELSE '{}' END,
  ${rnd('sl', 'g', 37)} = 0,
  ${rnd('jp', 'g', 41)} = 0,
  CASE WHEN ${rnd('perm', 'g', 43)} = 0 THEN ARRAY['WITHDRAW'] ELSE '{}' END,
  created_at,
  CASE WHEN stage = 'UNREGISTERED' THEN NULL
       WHEN stage = 'UNVERIFIED' THEN created_at
       ELSE created_at + (now() - created_at) * (0.5 + ${rnd('login', 'g', 50)} / 100.0) END
FROM (
  SELECT g, ${pick(FIRST_NAMES, 'first', 'g')} AS first, ${pick(LAST_NAMES, 'last', 'g')} AS last,
    CASE WHEN ${rnd('stage', 'g', 100)} < 66 THEN 'REGISTERED'
         WHEN ${rnd('stage', 'g', 100)} < 76 THEN 'UNREGISTERED'
         WHEN ${rnd('stage', 'g', 100)} < 86 THEN 'UNVERIFIED'
         WHEN ${rnd('stage', 'g', 100)} < 94 THEN 'BLOCKED'
         ELSE 'BANNED' END AS stage,
    -- registration order follows user ids over the last 60 days, a few minutes of jitter
    now() - interval '60 days' + (g * (60 * 86400.0 / ${count}) - ${rnd('jit', 'g', 600)}) * interval '1 second' AS created_at
  FROM generate_series(1, ${count}) AS g
) s
ORDER BY g;

INSERT INTO wallets (user_id) SELECT user_id FROM players ON CONFLICT DO NOTHING;

INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc, upi_id, created_at)
SELECT p.user_id, (${text(BANKS.map((b) => b[0]))})[1 + k], p.full_name,
  (10000000000 + (p.user_id::bigint * 982451653 + n * 7919) % 90000000000)::text,
  (${text(BANKS.map((b) => b[1]))})[1 + k] || '0' || lpad(${rnd('ifsc', "p.user_id || ':' || n", 1000000)}::text, 6, '0'),
  CASE WHEN ${rnd('upi', 'p.user_id', 2)} = 0 THEN p.phone || '@' || ${pick(['ybl', 'okaxis', 'oksbi', 'paytm'], 'upih', 'p.user_id')} END,
  p.created_at + interval '1 hour' * n
FROM players p
CROSS JOIN LATERAL generate_series(1, CASE WHEN ${rnd('acc2', 'p.user_id', 8)} = 0 THEN 2 ELSE 1 END) AS n
CROSS JOIN LATERAL (SELECT ${rnd('bank', "p.user_id || ':' || n", BANKS.length)} AS k) b
WHERE p.stage IN ('REGISTERED', 'BLOCKED', 'BANNED') AND ${rnd('hasacc', 'p.user_id', 10)} < 9
ORDER BY p.user_id, n;

-- Deposits in the first half of each player's life; withdrawals and debits come after them.
INSERT INTO deposits (user_id, amount_paise, gateway, reference, tran_status, created_at)
SELECT p.user_id, 100 * (ARRAY[100, 200, 300, 500, 500, 1000, 1000, 1500, 2000, 5000])[1 + ${rnd('damt', "p.user_id || ':' || j", 10)}],
  ${pick(GATEWAYS, 'dgw', "p.user_id || ':' || j")},
  'pay_' || substr(md5('dep' || p.user_id || ':' || j), 1, 14),
  CASE WHEN ${rnd('dst', "p.user_id || ':' || j", 100)} < 85 THEN 'SUCCESS'
       WHEN ${rnd('dst', "p.user_id || ':' || j", 100)} < 93 THEN 'FAILED' ELSE 'PENDING' END,
  p.created_at + (now() - p.created_at) * (0.02 + 0.48 * j / 7.0)
FROM players p
CROSS JOIN LATERAL generate_series(1, 1 + ${rnd('ndep', 'p.user_id', 6)}) AS j
WHERE p.stage IN ('REGISTERED', 'BLOCKED', 'BANNED') AND ${rnd('depositor', 'p.user_id', 10)} < 8
ORDER BY 6;

-- Withdrawal requests: at most three of 15% of the player's successful deposits each, so the wallet
-- never goes below zero; statuses cover the whole state machine.
INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status, gateway, reason, created_at, updated_at)
SELECT w.user_id, w.account_id, w.amount_paise, w.status,
  CASE WHEN w.status IN ('PROCESSING', 'SUCCESS', 'FAILED', 'QUEUED') THEN ${pick(GATEWAYS, 'wgw', "w.user_id || ':' || w.j")} END,
  CASE w.status WHEN 'DECLINED' THEN ${pick(['Bank details mismatch', 'KYC not completed', 'Suspicious activity'], 'wdr', "w.user_id || ':' || w.j")}
    WHEN 'FAILED' THEN 'Beneficiary bank unavailable'
    WHEN 'HOLD' THEN 'Verification pending'
    WHEN 'WAITING' THEN 'Waiting for bank confirmation' END,
  w.created_at,
  CASE WHEN w.status = 'PENDING' THEN w.created_at
       ELSE least(now(), w.created_at + interval '1 minute' * (5 + ${rnd('wupd', "w.user_id || ':' || w.j", 600)})) END
FROM (
  SELECT d.user_id, a.account_id, j, (floor(d.total * 0.15 / 5000) * 5000)::bigint AS amount_paise,
    CASE WHEN h < 52 THEN 'SUCCESS' WHEN h < 60 THEN 'FAILED' WHEN h < 68 THEN 'DECLINED' WHEN h < 78 THEN 'PENDING'
         WHEN h < 83 THEN 'APPROVED' WHEN h < 87 THEN 'PROCESSING' WHEN h < 91 THEN 'QUEUED' WHEN h < 95 THEN 'HOLD'
         ELSE 'WAITING' END AS status,
    p.created_at + (now() - p.created_at) * (0.55 + 0.12 * j) AS created_at
  FROM (SELECT user_id, sum(amount_paise) AS total FROM deposits WHERE tran_status = 'SUCCESS' GROUP BY user_id) d
  JOIN players p ON p.user_id = d.user_id
  JOIN LATERAL (SELECT min(account_id) AS account_id FROM bank_accounts WHERE user_id = d.user_id) a ON a.account_id IS NOT NULL
  CROSS JOIN LATERAL generate_series(1, ${rnd('nwd', 'd.user_id', 4)}) AS j
  CROSS JOIN LATERAL (SELECT ${rnd('wst', "d.user_id || ':' || j", 100)} AS h) r
) w
WHERE w.amount_paise > 0
ORDER BY w.created_at;

-- A few large players: a deposit of ₹60,000 to ₹1,50,000 in the last days and a pending withdrawal of
-- 45 to 75% of it, so the queue has requests over ₹25,000 to look at (the demo's shared view of them).
WITH big AS (
  INSERT INTO deposits (user_id, amount_paise, gateway, reference, tran_status, created_at)
  SELECT p.user_id, 100 * (ARRAY[60000, 80000, 100000, 150000])[1 + ${rnd('bigd', 'p.user_id', 4)}],
    ${pick(GATEWAYS, 'bigg', 'p.user_id')}, 'pay_' || substr(md5('big' || p.user_id), 1, 14), 'SUCCESS',
    now() - interval '1 hour' * (30 + ${rnd('bigt', 'p.user_id', 90)})
  FROM players p
  WHERE p.stage = 'REGISTERED' AND p.created_at < now() - interval '7 days' AND ${rnd('big', 'p.user_id', 150)} = 0
    AND EXISTS (SELECT 1 FROM bank_accounts b WHERE b.user_id = p.user_id)
  RETURNING user_id, amount_paise, created_at
)
INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status, created_at, updated_at)
SELECT big.user_id, a.account_id,
  (floor(big.amount_paise * (ARRAY[45, 60, 75])[1 + ${rnd('bigw', 'big.user_id', 3)}] / 100.0 / 100000) * 100000)::bigint,
  'PENDING', big.created_at + interval '20 minutes', big.created_at + interval '20 minutes'
FROM big JOIN LATERAL (SELECT min(account_id) AS account_id FROM bank_accounts WHERE user_id = big.user_id) a ON true;

-- Every money movement as one event, in time order; the ledger is written from these in one go.
CREATE TEMP TABLE seed_events (
  seq bigserial, user_id integer, trans_type text, amount_paise bigint, note text, created_by integer,
  ref_type text, ref_id bigint, created_at timestamptz
) ON COMMIT DROP;

INSERT INTO seed_events (user_id, trans_type, amount_paise, ref_type, ref_id, created_at)
SELECT user_id, 'DEPOSIT', amount_paise, 'deposit', tran_id, created_at FROM deposits WHERE tran_status = 'SUCCESS';

INSERT INTO seed_events (user_id, trans_type, amount_paise, note, ref_type, ref_id, created_at)
SELECT user_id, 'WITHDRAWAL', -amount_paise, 'Withdrawal request #' || request_id, 'fund_request', request_id, created_at
FROM fund_requests;

INSERT INTO seed_events (user_id, trans_type, amount_paise, note, ref_type, ref_id, created_at)
SELECT user_id, 'WITHDRAWAL_REFUND', amount_paise, 'Refund of withdrawal request #' || request_id, 'fund_request',
  request_id, updated_at
FROM fund_requests WHERE tran_status IN ('DECLINED', 'FAILED');

INSERT INTO seed_events (user_id, trans_type, amount_paise, note, created_by, created_at)
SELECT p.user_id, 'ADMIN_CREDIT', 100 * (ARRAY[50, 100, 250, 500])[1 + ${rnd('acr', 'p.user_id', 4)}],
  ${pick(MANUAL_FUND_REASONS.slice(0, 4), 'acn', 'p.user_id')},
  (SELECT employee_id FROM employees ORDER BY is_admin DESC, employee_id LIMIT 1),
  p.created_at + (now() - p.created_at) * 0.3
FROM players p WHERE p.stage = 'REGISTERED' AND ${rnd('adminc', 'p.user_id', 12)} = 0;

INSERT INTO seed_events (user_id, trans_type, amount_paise, note, created_by, created_at)
SELECT d.user_id, 'ADMIN_DEBIT', -(floor(d.total * 0.05 / 10000) * 10000)::bigint,
  ${pick(MANUAL_FUND_REASONS.slice(4), 'adn', 'd.user_id')},
  (SELECT employee_id FROM employees ORDER BY is_admin DESC, employee_id LIMIT 1),
  p.created_at + (now() - p.created_at) * 0.97
FROM (SELECT user_id, sum(amount_paise) AS total FROM deposits WHERE tran_status = 'SUCCESS' GROUP BY user_id) d
JOIN players p ON p.user_id = d.user_id
WHERE ${rnd('admind', 'd.user_id', 25)} = 0 AND floor(d.total * 0.05 / 10000) > 0;

INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, note, created_by, ref_type, ref_id,
  created_at)
SELECT user_id, trans_type, amount_paise,
  sum(amount_paise) OVER (PARTITION BY user_id ORDER BY created_at, seq),
  note, created_by, ref_type, ref_id, created_at
FROM seed_events
ORDER BY created_at, seq;

UPDATE deposits d SET entry_id = l.entry_id
FROM ledger_entries l WHERE l.ref_type = 'deposit' AND l.ref_id = d.tran_id;

UPDATE fund_requests f SET hold_entry_id = l.entry_id
FROM ledger_entries l WHERE l.ref_type = 'fund_request' AND l.trans_type = 'WITHDRAWAL' AND l.ref_id = f.request_id;

UPDATE fund_requests f SET refund_entry_id = l.entry_id
FROM ledger_entries l
WHERE l.ref_type = 'fund_request' AND l.trans_type = 'WITHDRAWAL_REFUND' AND l.ref_id = f.request_id;

UPDATE wallets w SET balance_paise = s.total, balance_update_at = s.last
FROM (SELECT user_id, sum(amount_paise) AS total, max(created_at) AS last FROM ledger_entries GROUP BY user_id) s
WHERE s.user_id = w.user_id;

-- OTPs: one at registration (verified once the player got past it), and logins for registered players.
INSERT INTO otp_logs (phone, user_id, verified, created_at)
SELECT phone, user_id, stage NOT IN ('UNVERIFIED', 'UNREGISTERED'), created_at FROM players ORDER BY user_id;

INSERT INTO otp_logs (phone, user_id, verified, created_at)
SELECT p.phone, p.user_id, ${rnd('otpv', "p.user_id || ':' || n", 10)} <> 0,
  p.created_at + (now() - p.created_at) * (${rnd('otpt', "p.user_id || ':' || n", 1000)} / 1000.0)
FROM players p CROSS JOIN LATERAL generate_series(1, ${rnd('notp', 'p.user_id', 6)}) AS n
WHERE p.stage IN ('REGISTERED', 'BLOCKED', 'BANNED')
ORDER BY 4;

-- Daily activity: registered players are active on about 40% of the days since they joined.
INSERT INTO player_activity (user_id, day)
SELECT p.user_id, d.day
FROM players p
CROSS JOIN LATERAL (
  SELECT (p.created_at AT TIME ZONE 'Asia/Kolkata')::date + i AS day
  FROM generate_series(0, (now() AT TIME ZONE 'Asia/Kolkata')::date - (p.created_at AT TIME ZONE 'Asia/Kolkata')::date) AS i
) d
WHERE p.stage <> 'UNREGISTERED'
  AND ${rnd('act', "p.user_id || ':' || d.day", 100)} < CASE p.stage WHEN 'REGISTERED' THEN 40 ELSE 8 END
ON CONFLICT DO NOTHING;
`;
}

export function fundSettingsSql(): string {
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const timings = days
    .map((day) =>
      day === 'SUNDAY' ? `('${day}', '10:00', '18:00', false)` : `('${day}', '09:00', '21:00', true)`,
    )
    .join(', ');
  const reasons = MANUAL_FUND_REASONS.map(
    (r, i) => `('${r}', ${i !== 6}, now() - interval '60 days' + interval '1 hour' * ${i})`,
  ).join(', ');
  return `
INSERT INTO fund_timings (day, open_time, close_time, is_active) VALUES ${timings} ON CONFLICT (day) DO NOTHING;
INSERT INTO manual_fund_reasons (reasons, is_action, created_at) VALUES ${reasons} ON CONFLICT (reasons) DO NOTHING;
`;
}
