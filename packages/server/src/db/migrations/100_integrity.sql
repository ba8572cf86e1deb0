-- Integrity watch (issue 26): which result a settlement entry belongs to, and the verdicts of the
-- settlement checks (one per declared or reverted session, and the whole books).

-- A WIN or WIN_REVERSAL entry names the result that caused it, so a session's entries can be found
-- again after a revert (which clears the bids' result_id). Nullable, no default: adding it rewrites
-- nothing; entries written before this migration carry none. Partial index: only settlement entries.
ALTER TABLE ledger_entries ADD COLUMN result_id integer;
CREATE INDEX ledger_result ON ledger_entries (result_id, ref_id) WHERE result_id IS NOT NULL;

-- The session check's verdicts, newest last; the Books screen reads the latest per result.
CREATE TABLE settlement_checks (
  check_id bigserial PRIMARY KEY,
  result_id integer NOT NULL REFERENCES results,
  cause text NOT NULL CHECK (cause IN ('DECLARE', 'REVERT', 'ON_DEMAND', 'SEED')),
  result_status text NOT NULL CHECK (result_status IN ('DECLARED', 'REVERTED')),
  ok boolean NOT NULL,
  bids integer NOT NULL,
  winners integer NOT NULL,
  total_win_paise bigint NOT NULL,
  entries integer NOT NULL,
  entries_total_paise bigint NOT NULL,
  problem_count integer NOT NULL,
  -- The first problems found: [{ kind, bid_id, entry_id, user_id, expected_paise, actual_paise, detail }].
  problems jsonb NOT NULL DEFAULT '[]',
  duration_ms integer NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_checks_result ON settlement_checks (result_id, check_id DESC);
CREATE INDEX settlement_checks_failed ON settlement_checks (check_id DESC) WHERE NOT ok;

-- The whole-books check's verdicts (on demand and daily).
CREATE TABLE books_checks (
  check_id bigserial PRIMARY KEY,
  cause text NOT NULL CHECK (cause IN ('DAILY', 'ON_DEMAND')),
  ok boolean NOT NULL,
  wallets integer NOT NULL,
  entries bigint NOT NULL,
  balances_total_paise bigint NOT NULL,
  entries_total_paise bigint NOT NULL,
  mismatch_count integer NOT NULL,
  -- The first mismatches: [{ kind, user_id, balance_paise, entries_paise, detail }].
  mismatches jsonb NOT NULL DEFAULT '[]',
  duration_ms integer NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  checked_by integer REFERENCES employees
);
