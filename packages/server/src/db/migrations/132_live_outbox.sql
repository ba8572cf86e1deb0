-- Live events (issue 38): every change other staff need to see is written to an outbox in the same
-- transaction as the change, by the triggers below, so a rolled-back change leaves no event. Readers (the
-- live.events stream, routes/live-stream.ts) read the outbox from the id they last saw.
--
-- Ids are given at commit, in commit order: a row is inserted without one, and a deferred trigger numbers
-- the transaction's rows under a transaction-scoped advisory lock, which is released only after the commit
-- is visible. So a reader that has seen id N will never later find a committed row below N (numbering at
-- insert would let a long transaction commit a low id after a reader moved past it).
CREATE TABLE live_outbox (
  seq bigserial PRIMARY KEY,
  -- The rising id readers see (Last-Event-ID); NULL until the transaction commits.
  id bigint UNIQUE,
  kind text NOT NULL CHECK (kind IN ('withdrawal', 'approval', 'result', 'board_slot', 'integrity_alarm',
    'chat_thread', 'session')),
  record_id text NOT NULL,
  version integer NOT NULL,
  state text,
  changed text[] NOT NULL DEFAULT '{}',
  -- The acting staff member's username (app.actor of the transaction), when the server knew one.
  actor text,
  -- What decides who may see the event (db/live-outbox.ts maps it to permission keys): the provider type of
  -- a result or board slot, the kind of a chat thread, the alarm's area; the employee id of a session.
  scope text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_outbox_pending ON live_outbox (seq) WHERE id IS NULL;
CREATE INDEX live_outbox_record ON live_outbox (kind, record_id, id);
CREATE INDEX live_outbox_at ON live_outbox (at);
CREATE SEQUENCE live_outbox_id;

-- The newest id trimmed away by retention: a Last-Event-ID below it has missed events (`reload`).
CREATE TABLE live_outbox_floor (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  trimmed_to bigint NOT NULL DEFAULT 0
);
INSERT INTO live_outbox_floor DEFAULT VALUES;

-- One event per record and transaction: a second change of the same record in the transaction updates
-- the pending row (its state and version are the last ones, its changed fields the union).
CREATE FUNCTION live_emit(p_kind text, p_record_id text, p_version integer, p_state text, p_changed text[],
  p_scope text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE live_outbox
     SET version = p_version, state = p_state,
         changed = ARRAY(SELECT DISTINCT unnest(changed || p_changed) ORDER BY 1)
   WHERE id IS NULL AND kind = p_kind AND record_id = p_record_id;
  IF NOT FOUND THEN
    INSERT INTO live_outbox (kind, record_id, version, state, changed, actor, scope)
    VALUES (p_kind, p_record_id, p_version, p_state,
      ARRAY(SELECT DISTINCT unnest(p_changed) ORDER BY 1),
      nullif(current_setting('app.actor', true), ''), p_scope);
  END IF;
END $$;

-- At commit: number this transaction's rows (once; later calls find none) and wake the readers of every
-- instance (NOTIFY is delivered on commit and carries nothing that matters).
CREATE FUNCTION live_outbox_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE CONSTRAINT TRIGGER live_outbox_number AFTER INSERT ON live_outbox
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_outbox_number();

-- The fields of a row that differ between OLD and NEW (all of NEW's on insert), without the version.
CREATE FUNCTION live_changed(old_row jsonb, new_row jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(key ORDER BY key), '{}')
    FROM jsonb_each(new_row) n(key, value)
   WHERE key <> 'version' AND (old_row IS NULL OR old_row -> key IS DISTINCT FROM value)
$$;

-- A per-record version, bumped once per transaction that changes the row (a second change of the record in
-- the same transaction, or a change of a record inserted in it, finds its pending event and keeps the
-- version, as the one event it makes). TG_ARGV = the kind and the id column.
CREATE FUNCTION live_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := to_jsonb(NEW);
  this_id text := CASE WHEN TG_ARGV[0] = 'board_slot' THEN (new_row ->> 'provider_id') || ':' || (new_row ->> 'day')
                       ELSE new_row ->> TG_ARGV[1] END;
BEGIN
  IF NEW IS DISTINCT FROM OLD AND NOT EXISTS (
    SELECT 1 FROM live_outbox o WHERE o.id IS NULL AND o.kind = TG_ARGV[0] AND o.record_id = this_id
  ) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;

ALTER TABLE fund_requests ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE approval_requests ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE chat_threads ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE provider_settings ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TRIGGER fund_requests_version BEFORE UPDATE ON fund_requests
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('withdrawal', 'request_id');
CREATE TRIGGER approval_requests_version BEFORE UPDATE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('approval', 'request_id');
CREATE TRIGGER results_version BEFORE UPDATE ON results
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('result', 'result_id');
CREATE TRIGGER chat_threads_version BEFORE UPDATE ON chat_threads
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('chat_thread', 'thread_id');
CREATE TRIGGER provider_settings_version BEFORE UPDATE ON provider_settings
  FOR EACH ROW EXECUTE FUNCTION live_version_bump('board_slot', 'provider_id');

-- Records with an id column, a state column and a version: TG_ARGV = kind, id column, state column, and the
-- scope column (or none).
CREATE FUNCTION live_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  row_now jsonb := coalesce(new_row, old_row);
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := ARRAY['deleted'];
  ELSE
    changed := live_changed(old_row, new_row);
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM live_emit(TG_ARGV[0], row_now ->> TG_ARGV[1],
    (row_now ->> 'version')::integer + CASE WHEN TG_OP = 'DELETE' THEN 1 ELSE 0 END,
    new_row ->> TG_ARGV[2], changed,
    CASE WHEN TG_NARGS > 3 THEN row_now ->> TG_ARGV[3] END);
  RETURN NULL;
END $$;

CREATE TRIGGER fund_requests_live AFTER INSERT OR UPDATE ON fund_requests
  FOR EACH ROW EXECUTE FUNCTION live_record_change('withdrawal', 'request_id', 'tran_status');
CREATE TRIGGER approval_requests_live AFTER INSERT OR UPDATE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION live_record_change('approval', 'request_id', 'state');
CREATE TRIGGER results_live AFTER INSERT OR UPDATE OR DELETE ON results
  FOR EACH ROW EXECUTE FUNCTION live_record_change('result', 'result_id', 'status', 'provider_type');
CREATE TRIGGER chat_threads_live AFTER INSERT OR UPDATE ON chat_threads
  FOR EACH ROW EXECUTE FUNCTION live_record_change('chat_thread', 'thread_id', 'status', 'kind');

-- A market-board slot: one provider's timings and open/closed status of one weekday ("3:MONDAY").
CREATE FUNCTION live_board_slot_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := live_changed(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END, to_jsonb(NEW));
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM live_emit('board_slot', NEW.provider_id || ':' || NEW.day, NEW.version,
    CASE WHEN NEW.status THEN 'OPEN' ELSE 'CLOSED' END, changed,
    (SELECT provider_type::text FROM providers WHERE provider_id = NEW.provider_id));
  RETURN NULL;
END $$;
CREATE TRIGGER provider_settings_live AFTER INSERT OR UPDATE ON provider_settings
  FOR EACH ROW EXECUTE FUNCTION live_board_slot_change();

-- An integrity alarm: a verdict of a check (session, books or chains), OK or FAILED. TG_ARGV = the area
-- (the record id's prefix and the scope) and the id column.
CREATE FUNCTION live_alarm_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_emit('integrity_alarm', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]), 1,
    CASE WHEN NEW.ok THEN 'OK' ELSE 'FAILED' END, ARRAY['ok'], TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER settlement_checks_live AFTER INSERT ON settlement_checks
  FOR EACH ROW EXECUTE FUNCTION live_alarm_change('session', 'check_id');
CREATE TRIGGER books_checks_live AFTER INSERT ON books_checks
  FOR EACH ROW EXECUTE FUNCTION live_alarm_change('books', 'check_id');
CREATE TRIGGER chain_verifications_live AFTER INSERT ON chain_verifications
  FOR EACH ROW EXECUTE FUNCTION live_alarm_change('chains', 'verification_id');

-- A staff member's session ended (signed out, ended from another device or by an admin): only they hear it.
CREATE FUNCTION live_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_emit('session', NEW.token_id::text, 1, 'ENDED', ARRAY['revoked_at'], NEW.employee_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER staff_tokens_live AFTER UPDATE OF revoked_at ON staff_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION live_session_end();
