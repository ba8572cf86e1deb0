-- The hash chains over the ledger and the audit trail (issue 40; functions and triggers: db/chain-sql.ts).
-- One link per sealed row: its position in the chain, the row it seals, 4 bytes of SHA-256 per column
-- (to name the columns a rewrite changed) and the chained hash.
CREATE TABLE chain_links (
  chain text NOT NULL CHECK (chain IN ('ledger', 'audit')),
  position bigint NOT NULL CHECK (position > 0),
  row_id bigint NOT NULL,
  tags bytea NOT NULL,
  hash bytea NOT NULL,
  PRIMARY KEY (chain, position),
  UNIQUE (chain, row_id)
);

CREATE FUNCTION chain_links_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'chain_links is append-only';
END $$;
CREATE TRIGGER chain_links_no_update BEFORE UPDATE OR DELETE ON chain_links
  FOR EACH ROW EXECUTE FUNCTION chain_links_append_only();
CREATE TRIGGER chain_links_no_truncate BEFORE TRUNCATE ON chain_links
  FOR EACH STATEMENT EXECUTE FUNCTION chain_links_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

-- The ids each statement inserted, until its transaction's commit seals them (then deleted, same transaction).
CREATE UNLOGGED TABLE chain_pending (
  pending_id bigserial PRIMARY KEY,
  chain text NOT NULL,
  tx bigint NOT NULL,
  row_ids bigint[] NOT NULL
);
CREATE INDEX chain_pending_tx ON chain_pending (tx);

-- The verdicts of chains.verify (the Books screen's line), newest last.
CREATE TABLE chain_verifications (
  verification_id bigserial PRIMARY KEY,
  ok boolean NOT NULL,
  chains jsonb NOT NULL,
  duration_ms integer NOT NULL,
  verified_by integer REFERENCES employees,
  verified_at timestamptz NOT NULL DEFAULT now()
);

-- A copy of each checkpoint written to the sinks outside the database (for the console's "last checkpoint";
-- verification trusts only the copies held elsewhere).
CREATE TABLE chain_checkpoints (
  checkpoint_id bigserial PRIMARY KEY,
  chain text NOT NULL,
  position bigint NOT NULL,
  head text NOT NULL,
  signature text NOT NULL,
  written_at timestamptz NOT NULL
);
