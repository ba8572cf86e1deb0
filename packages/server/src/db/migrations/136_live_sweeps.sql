-- Live events (issue 38), the changes no statement makes: a late bid, a fingerprint waiting for approval, an
-- approval past its expiry and a staff session past its lifetime or idle timeout. Fingerprints get a trigger
-- like the other records; the rest are found by a background sweep (db/live-sweeps.ts), never by a read.
ALTER TABLE live_outbox DROP CONSTRAINT live_outbox_kind_check;
ALTER TABLE live_outbox ADD CONSTRAINT live_outbox_kind_check CHECK (kind IN ('withdrawal', 'approval', 'result',
  'board_slot', 'integrity_alarm', 'chat_thread', 'session', 'late_bid', 'fingerprint'));

-- A browser fingerprint: asked for (PENDING), approved or revoked. Its last-seen time moves on every sign-in
-- and is no event.
ALTER TABLE fingerprints ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER fingerprints_version BEFORE UPDATE OF status ON fingerprints
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('fingerprint', 'fingerprint_id');
CREATE TRIGGER fingerprints_live AFTER INSERT OR UPDATE OF status ON fingerprints
  FOR EACH ROW EXECUTE FUNCTION live_record_change('fingerprint', 'fingerprint_id', 'status');

-- A session ended by its lifetime or idle timeout (the sweep revokes it with reason 'timeout') says EXPIRED;
-- one signed out or ended from elsewhere says ENDED.
CREATE OR REPLACE FUNCTION live_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_emit('session', NEW.token_id::text, 1,
    CASE WHEN NEW.revoked_reason = 'timeout' THEN 'EXPIRED' ELSE 'ENDED' END, ARRAY['revoked_at'],
    NEW.employee_id::text);
  RETURN NULL;
END $$;
-- The sweep's search: sessions still open.
CREATE INDEX staff_tokens_open ON staff_tokens (last_used_at) WHERE revoked_at IS NULL;

-- Late bids: the bids insert, the busiest statement, is left as it was; the sweep reads the bids above the
-- id it last swept and announces the late ones. One row: the sweep of every instance takes it in turn.
-- window_count: how many bids the sweep saw just below swept_to (the ids it reads again): more there later
-- means a transaction committed a bid with an id it had passed.
CREATE TABLE late_bid_watch (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  swept_to bigint NOT NULL,
  window_count integer NOT NULL DEFAULT 0
);
INSERT INTO late_bid_watch (swept_to) SELECT coalesce(max(bid_id), 0) FROM bids;

-- Numbering at commit (migration 132), once per transaction: the first of the transaction's rows' triggers
-- numbers them all (at commit every row is in) and the others return at once. They searched the pending rows
-- instead, and each search visited every row just numbered (their index entries stay until vacuum), so a
-- transaction of n events took n² steps (1,000 late bids announced in one sweep: seconds).
CREATE OR REPLACE FUNCTION live_outbox_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('backoffice.live_numbered', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('backoffice.live_numbered', 'on', true);
  IF NOT EXISTS (SELECT 1 FROM live_outbox WHERE id IS NULL) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('backoffice.live_outbox.' || current_schema()));
  UPDATE live_outbox o SET id = n.id
    FROM (SELECT seq, nextval('live_outbox_id') AS id
            FROM (SELECT seq FROM live_outbox WHERE id IS NULL ORDER BY seq) pending) n
   WHERE o.seq = n.seq;
  PERFORM pg_notify(left('live_events_' || current_schema(), 63), '');
  RETURN NULL;
END $$;
