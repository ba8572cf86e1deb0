-- Two-person control (issue 25): per guarded action a policy, and the approval requests a guarded call
-- leaves instead of applying. A request keeps the call (operation, path params, query, body) and the
-- preview of its effect; approving re-runs the preview and applies the call in one transaction with the
-- state change (routes/approvals.ts).

-- One row per guarded action; an action without a row is off (domain/approvals.ts holds the defaults).
-- threshold_paise: the policy applies above this amount; NULL: to every amount.
CREATE TABLE approval_policies (
  action text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT false,
  threshold_paise bigint CHECK (threshold_paise IS NULL OR threshold_paise >= 0),
  expiry_minutes integer NOT NULL DEFAULT 60 CHECK (expiry_minutes BETWEEN 1 AND 10080),
  updated_by integer REFERENCES employees (employee_id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE approval_requests (
  request_id bigserial PRIMARY KEY,
  action text NOT NULL,
  operation_id text NOT NULL,
  -- { params, query, body } of the guarded call, as validated.
  payload jsonb NOT NULL,
  preview jsonb NOT NULL,
  summary text NOT NULL,
  amount_paise bigint,
  -- The record it acts on ('wallet', user id; 'result', result id; ...): its History shows the request.
  entity text NOT NULL,
  entity_id text NOT NULL,
  -- For blind re-entry of a declaration: what the maker typed, never shown to a checker while pending.
  blind_value text,
  maker_id integer NOT NULL REFERENCES employees (employee_id),
  state text NOT NULL DEFAULT 'PENDING'
    CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE', 'CANCELLED')),
  reason text,
  checker_id integer REFERENCES employees (employee_id),
  -- The applied call's reply data (APPROVED), or the preview found at approval (STALE).
  outcome jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX approval_requests_state ON approval_requests (state, request_id DESC);
CREATE INDEX approval_requests_entity ON approval_requests (entity, entity_id);

-- Every blind entry typed by a checker, matched or not.
CREATE TABLE approval_entries (
  entry_id bigserial PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES approval_requests,
  employee_id integer NOT NULL REFERENCES employees (employee_id),
  value text NOT NULL,
  matched boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX approval_entries_request ON approval_entries (request_id, entry_id);
