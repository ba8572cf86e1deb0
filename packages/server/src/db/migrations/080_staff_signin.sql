-- Staff sign-in (issue 27): lockout an outsider cannot aim, a TOTP second factor, sessions staff can end.

-- Browsers that have completed a sign-in: the device cookie's SHA-256 (the cookie itself is never stored).
CREATE TABLE staff_devices (
  device_id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees,
  device_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_devices_employee ON staff_devices (employee_id);

-- An attempt from a browser the staff member signed in from before (device cookie) or an APPROVED
-- fingerprint carries that browser's key ('device:<id>' or 'fingerprint:<id>'): it is judged by that
-- browser's own failures, so failures from unknown browsers never lock it out.
ALTER TABLE login_attempts ADD COLUMN trusted_key text;
CREATE INDEX login_attempts_trusted ON login_attempts (trusted_key, created_at DESC) WHERE trusted_key IS NOT NULL;

-- The second factor: a confirmed TOTP secret, one being enrolled, the last time step used (a code is
-- single-use), and whether an admin requires one for this account.
ALTER TABLE employees
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_enrolled_at timestamptz,
  ADD COLUMN totp_last_step bigint,
  ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false,
  -- An admin's unlock: failures before it no longer count against the username.
  ADD COLUMN sign_in_unlocked_at timestamptz;

CREATE TABLE staff_recovery_codes (
  code_id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_recovery_codes_employee ON staff_recovery_codes (employee_id);

-- Wrong second-factor codes, counted per account (rate limit on codes).
CREATE TABLE second_factor_failures (
  failure_id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_failures_employee ON second_factor_failures (employee_id, created_at DESC);

-- A session opened by someone who must enrol a second factor first: only enrolment calls are let through.
ALTER TABLE staff_tokens ADD COLUMN enrolment_only boolean NOT NULL DEFAULT false;
CREATE INDEX staff_tokens_live ON staff_tokens (employee_id, last_used_at DESC) WHERE revoked_at IS NULL;

-- Staff sign-in policy (one row): require a second factor of every holder of a money or result key.
CREATE TABLE staff_signin_policy (
  policy_id boolean PRIMARY KEY DEFAULT true CHECK (policy_id),
  second_factor_for_money_keys boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES employees
);
INSERT INTO staff_signin_policy (policy_id) VALUES (true);

-- Why a token was revoked: 'logout' (its own Logout), else ended by the staff member from another
-- session, by an admin, or by a password reset; an ended session's next call says the session expired.
ALTER TABLE staff_tokens ADD COLUMN revoked_reason text;
