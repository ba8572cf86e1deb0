-- The whole schema of the reference server. Money is bigint paise; business dates are `date` in
-- Asia/Kolkata; instants are timestamptz. Later changes go in new numbered files, never here.

-- Staff, sign-in and audit ---------------------------------------------------------------------------
CREATE TABLE employees (
  employee_id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  full_name text NOT NULL,
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  permission text[] NOT NULL DEFAULT '{}',
  fingerprint_enforced boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_tokens (
  token_id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees,
  token_hash text NOT NULL UNIQUE,
  api_key_hash text NOT NULL,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_tokens_employee ON staff_tokens (employee_id);

CREATE TABLE login_attempts (
  attempt_id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username ON login_attempts (lower(username), created_at DESC);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at DESC);

CREATE TABLE fingerprints (
  fingerprint_id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees,
  fingerprint_hash text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  ip text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REVOKED')),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES employees,
  UNIQUE (employee_id, fingerprint_hash)
);

CREATE TABLE audit_log (
  audit_id bigserial PRIMARY KEY,
  employee_id integer REFERENCES employees,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  reason text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

CREATE TABLE idempotency_keys (
  employee_id integer NOT NULL,
  idem_key text NOT NULL,
  operation_id text NOT NULL,
  body_hash text NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'DONE')),
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, idem_key)
);

-- Players, wallets and the ledger --------------------------------------------------------------------
CREATE TABLE players (
  user_id serial PRIMARY KEY,
  full_name text NOT NULL,
  phone text NOT NULL UNIQUE,
  email text,
  stage text NOT NULL CHECK (stage IN ('REGISTERED', 'UNREGISTERED', 'UNVERIFIED', 'BLOCKED', 'BANNED')),
  to_watch boolean NOT NULL DEFAULT false,
  watchlist_reason text,
  can_switch_device boolean NOT NULL DEFAULT true,
  risk_level text CHECK (risk_level IN ('LOW', 'MEDIUM', 'HIGH')),
  block_type text CHECK (block_type IN ('TEMPORARY', 'PERMANENT')),
  block_reason text,
  blocked_at timestamptz,
  stage_before_block text,
  device_ids text[] NOT NULL DEFAULT '{}',
  market_providers integer[] NOT NULL DEFAULT '{}', -- markets (provider_type 1) the player may bid on; empty = all
  starline_blocked boolean NOT NULL DEFAULT false,
  jackpot_blocked boolean NOT NULL DEFAULT false,
  block_permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
CREATE INDEX players_stage_created ON players (stage, created_at DESC, user_id DESC);
CREATE INDEX players_created ON players (created_at);
CREATE INDEX players_name ON players (lower(full_name));

CREATE TABLE player_activity (
  user_id integer NOT NULL REFERENCES players,
  day date NOT NULL,
  PRIMARY KEY (day, user_id)
);

CREATE TABLE otp_logs (
  otp_id bigserial PRIMARY KEY,
  phone text NOT NULL,
  user_id integer REFERENCES players,
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_logs_created ON otp_logs (created_at);

CREATE TABLE wallets (
  user_id integer PRIMARY KEY REFERENCES players,
  balance_paise bigint NOT NULL DEFAULT 0 CHECK (balance_paise >= 0),
  balance_update_at timestamptz
);
CREATE INDEX wallets_update ON wallets (balance_update_at DESC NULLS LAST, user_id DESC);
CREATE INDEX wallets_balance ON wallets (balance_paise);

-- Append-only: a wallet's balance always equals the sum of its entries.
CREATE TABLE ledger_entries (
  entry_id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES players,
  trans_type text NOT NULL CHECK (trans_type IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REFUND', 'BID', 'WIN',
    'BID_REFUND', 'WIN_REVERSAL', 'ADMIN_CREDIT', 'ADMIN_DEBIT', 'BONUS')),
  amount_paise bigint NOT NULL CHECK (amount_paise <> 0),
  balance_after_paise bigint NOT NULL CHECK (balance_after_paise >= 0),
  note text,
  created_by integer REFERENCES employees,
  ref_type text,
  ref_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_created ON ledger_entries (user_id, created_at DESC, entry_id DESC);
CREATE INDEX ledger_created ON ledger_entries (created_at DESC, entry_id DESC);
CREATE INDEX ledger_type_created ON ledger_entries (trans_type, created_at);
CREATE INDEX ledger_ref ON ledger_entries (ref_type, ref_id);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE bank_accounts (
  account_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES players,
  bank_name text NOT NULL,
  account_holder text NOT NULL,
  account_number text NOT NULL,
  ifsc text NOT NULL,
  upi_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_accounts_user ON bank_accounts (user_id);
CREATE INDEX bank_accounts_number ON bank_accounts (account_number);

-- Deposits through the payment gateway (pg transactions).
CREATE TABLE deposits (
  tran_id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES players,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  gateway text NOT NULL,
  reference text NOT NULL,
  tran_status text NOT NULL CHECK (tran_status IN ('SUCCESS', 'PENDING', 'FAILED')),
  entry_id bigint REFERENCES ledger_entries,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_user ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_created ON deposits (created_at);

-- Withdrawal (fund) requests, paid out through the gateway. The amount is held (debited) at request
-- time by hold_entry_id; DECLINED and FAILED return it once, through refund_entry_id.
CREATE TABLE fund_requests (
  request_id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES players,
  account_id integer NOT NULL REFERENCES bank_accounts,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  tran_status text NOT NULL CHECK (tran_status IN ('PENDING', 'APPROVED', 'PROCESSING', 'SUCCESS', 'FAILED',
    'DECLINED', 'QUEUED', 'HOLD', 'WAITING')),
  gateway text,
  reason text,
  hold_entry_id bigint REFERENCES ledger_entries,
  refund_entry_id bigint UNIQUE REFERENCES ledger_entries,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fund_requests_status ON fund_requests (tran_status, created_at DESC, request_id DESC);
CREATE INDEX fund_requests_user ON fund_requests (user_id, created_at DESC);
CREATE INDEX fund_requests_account ON fund_requests (account_id, created_at DESC);

CREATE TABLE fund_timings (
  timing_id serial PRIMARY KEY,
  day text NOT NULL UNIQUE CHECK (day IN ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
  open_time time NOT NULL,
  close_time time NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE manual_fund_reasons (
  manual_fund_id serial PRIMARY KEY,
  reasons text NOT NULL UNIQUE,
  is_action boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Games: providers, timings, rates, results, bids ----------------------------------------------------
CREATE TABLE providers (
  provider_id serial PRIMARY KEY,
  provider_type smallint NOT NULL CHECK (provider_type IN (1, 2, 3)),
  provider_name text NOT NULL,
  game_name text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_type, provider_name)
);

CREATE TABLE provider_settings (
  setting_id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers ON DELETE CASCADE,
  day text NOT NULL CHECK (day IN ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
  obt time NOT NULL,
  cbt time,
  obrt time NOT NULL,
  cbrt time,
  status boolean NOT NULL DEFAULT true,
  UNIQUE (provider_id, day)
);

CREATE TABLE rates (
  provider_type smallint NOT NULL,
  bid_type text NOT NULL,
  bid_amount integer NOT NULL CHECK (bid_amount > 0),
  win_amount integer NOT NULL CHECK (win_amount > 0),
  PRIMARY KEY (provider_type, bid_type)
);

CREATE TABLE results (
  result_id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers,
  provider_type smallint NOT NULL,
  game_date date NOT NULL,
  session text CHECK (session IN ('Open', 'Close')),
  panna text,
  ank text,
  digit text NOT NULL,
  status text NOT NULL CHECK (status IN ('SAVED', 'DECLARED', 'REVERTED')),
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by integer REFERENCES employees,
  declared_at timestamptz,
  declared_by integer REFERENCES employees,
  reverted_at timestamptz,
  reverted_by integer REFERENCES employees
);
-- At most one live (saved or declared) result per provider, day and session.
CREATE UNIQUE INDEX results_live ON results (provider_id, game_date, coalesce(session, '')) WHERE status <> 'REVERTED';
CREATE INDEX results_date ON results (provider_type, game_date DESC);

CREATE TABLE bids (
  bid_id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES players,
  provider_id integer NOT NULL REFERENCES providers,
  provider_type smallint NOT NULL,
  game_date date NOT NULL,
  session text CHECK (session IN ('Open', 'Close')),
  bid_type text NOT NULL,
  digit text NOT NULL,
  half_sangam_form text CHECK (half_sangam_form IN ('OPEN_PANNA_CLOSE_ANK', 'OPEN_ANK_CLOSE_PANNA')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  win_amount_paise bigint NOT NULL DEFAULT 0,
  bid_status text NOT NULL DEFAULT 'PENDING' CHECK (bid_status IN ('PENDING', 'WON', 'LOST', 'REFUNDED')),
  result_id integer REFERENCES results,
  bid_entry_id bigint REFERENCES ledger_entries,
  bid_created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bids_settle ON bids (provider_id, game_date, session, bid_status);
CREATE INDEX bids_user ON bids (user_id, bid_created_at DESC, bid_id DESC);
CREATE INDEX bids_date ON bids (provider_type, game_date, bid_created_at DESC, bid_id DESC);

-- Content --------------------------------------------------------------------------------------------
CREATE TABLE news (
  news_id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  notification_id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  audience text NOT NULL CHECK (audience IN ('ALL', 'USER')),
  user_id integer REFERENCES players,
  sent_count integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'DELETED')),
  created_by integer REFERENCES employees,
  created_at timestamptz NOT NULL DEFAULT now(),
  resent_at timestamptz
);

CREATE TABLE user_ideas (
  idea_id serial PRIMARY KEY,
  user_id integer REFERENCES players,
  idea text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-row settings (how-to-play, notice board, wallet contact, withdraw popup, app version).
CREATE TABLE app_settings (
  setting_key text PRIMARY KEY,
  value jsonb NOT NULL,
  last_updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
  banner_id serial PRIMARY KEY,
  title text NOT NULL,
  link text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE languages (
  language_id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  native_name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false
);

-- Support chat ---------------------------------------------------------------------------------------
CREATE TABLE chat_threads (
  thread_id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('USER', 'SYSTEM')),
  user_id integer REFERENCES players,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  unread_count integer NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  message_id bigserial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES chat_threads,
  sender text NOT NULL CHECK (sender IN ('PLAYER', 'STAFF', 'SYSTEM')),
  employee_id integer REFERENCES employees,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_thread ON chat_messages (thread_id, message_id DESC);
