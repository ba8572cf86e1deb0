-- Paged lists at scale (bench/server-bench.ts: 100,000 players, 350,000 ledger entries, 1,000,000 bids).
--
-- 1. Exact totals without counting big tables. A page's total_count (and the users list's per-stage
--    counts) used to count every matching row per request. Triggers now keep counts per key: players per
--    stage, ledger entries per trans_type, bids per day, family, provider, session and bid type. A key may
--    have several rows ("slots"); its count is sum(n) over them. A writer adds its change to a slot it
--    can lock without waiting (FOR UPDATE SKIP LOCKED) and inserts a new slot only when every slot of the
--    key is held by other open transactions. So writers never wait on one another or deadlock over a
--    counter, a key has at most as many slots as it ever had concurrent writers, and the slots are
--    updated in place (HOT), which keeps these tables small even where nothing vacuums (PGlite). The
--    counts are transactional: exact at every snapshot.
-- 2. Search `LIKE '%x%'` on a player's name and phone: trigram (pg_trgm) GIN indexes. PGlite loads the
--    extension in db/pglite.ts; on PostgreSQL it ships with the server (Debian's postgresql, the
--    -contrib package elsewhere) and is a trusted extension: the database owner may create it. When it
--    cannot be created, the indexes are skipped with a NOTICE (search still works, more slowly).
-- 3. The users list ordered by name within a stage reads an index in that order.

-- Counts ------------------------------------------------------------------------------------------------
CREATE TABLE player_stage_counts (
  stage text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX player_stage_counts_stage ON player_stage_counts (stage);

CREATE TABLE ledger_type_counts (
  trans_type text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX ledger_type_counts_type ON ledger_type_counts (trans_type);

-- Named like the bids columns, so a bid list's WHERE (aliased b) filters these rows as well.
CREATE TABLE bid_slot_counts (
  game_date date NOT NULL,
  provider_type smallint NOT NULL,
  provider_id integer NOT NULL,
  session text,
  bid_type text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX bid_slot_counts_day ON bid_slot_counts (game_date, provider_type, provider_id);

-- Adding to a key: a slot locked without waiting, else a new slot. Outside READ COMMITTED (where locking
-- a row changed since the snapshot would be a serialization failure) always a new slot. The UPDATE runs
-- as its own statement (a fresh snapshot that sees the locked row); should it still miss, a new slot.
CREATE FUNCTION count_player_stage(k_stage text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF d = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM player_stage_counts WHERE stage = k_stage LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE player_stage_counts SET n = n + d WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO player_stage_counts (stage, n) VALUES (k_stage, d);
END $$;

CREATE FUNCTION count_ledger_type(k_type text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF d = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM ledger_type_counts WHERE trans_type = k_type LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE ledger_type_counts SET n = n + d WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO ledger_type_counts (trans_type, n) VALUES (k_type, d);
END $$;

CREATE FUNCTION count_bid_slot(k_date date, k_type smallint, k_provider integer, k_session text, k_bid_type text,
  d bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF d = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM bid_slot_counts
     WHERE game_date = k_date AND provider_type = k_type AND provider_id = k_provider
       AND session IS NOT DISTINCT FROM k_session AND bid_type = k_bid_type
     LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE bid_slot_counts SET n = n + d WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO bid_slot_counts (game_date, provider_type, provider_id, session, bid_type, n)
  VALUES (k_date, k_type, k_provider, k_session, k_bid_type, d);
END $$;

-- Players per stage.
CREATE FUNCTION players_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_player_stage(stage, count(*)) FROM new_rows GROUP BY stage;
  RETURN NULL;
END $$;
CREATE FUNCTION players_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_player_stage(stage, -count(*)) FROM old_rows GROUP BY stage;
  RETURN NULL;
END $$;
CREATE FUNCTION players_count_restaged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_player_stage(OLD.stage, -1);
  PERFORM count_player_stage(NEW.stage, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER players_counts_insert AFTER INSERT ON players
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION players_count_inserted();
CREATE TRIGGER players_counts_delete AFTER DELETE ON players
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION players_count_deleted();
CREATE TRIGGER players_counts_stage AFTER UPDATE OF stage ON players
  FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION players_count_restaged();

-- Ledger entries per trans_type (the ledger is append-only: no UPDATE or DELETE to follow).
CREATE FUNCTION ledger_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_ledger_type(trans_type, count(*)) FROM new_rows GROUP BY trans_type;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_counts_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_count_inserted();

-- Bids per day, family, provider, session and bid type (settling changes none of these columns).
CREATE FUNCTION bids_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_slot(game_date, provider_type, provider_id, session, bid_type, count(*)) FROM new_rows
   GROUP BY game_date, provider_type, provider_id, session, bid_type
   ORDER BY game_date, provider_type, provider_id, session, bid_type;
  RETURN NULL;
END $$;
CREATE FUNCTION bids_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_slot(game_date, provider_type, provider_id, session, bid_type, -count(*)) FROM old_rows
   GROUP BY game_date, provider_type, provider_id, session, bid_type
   ORDER BY game_date, provider_type, provider_id, session, bid_type;
  RETURN NULL;
END $$;
CREATE FUNCTION bids_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_slot(OLD.game_date, OLD.provider_type, OLD.provider_id, OLD.session, OLD.bid_type, -1);
  PERFORM count_bid_slot(NEW.game_date, NEW.provider_type, NEW.provider_id, NEW.session, NEW.bid_type, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER bids_counts_insert AFTER INSERT ON bids
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bids_count_inserted();
CREATE TRIGGER bids_counts_delete AFTER DELETE ON bids
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bids_count_deleted();
CREATE TRIGGER bids_counts_move AFTER UPDATE OF game_date, provider_type, provider_id, session, bid_type ON bids
  FOR EACH ROW WHEN ((OLD.game_date, OLD.provider_type, OLD.provider_id, OLD.session, OLD.bid_type)
    IS DISTINCT FROM (NEW.game_date, NEW.provider_type, NEW.provider_id, NEW.session, NEW.bid_type))
  EXECUTE FUNCTION bids_count_moved();

-- TRUNCATE fires no row or statement delete triggers: empty the counts with the table.
CREATE FUNCTION counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER players_counts_truncate AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION counts_truncated('player_stage_counts');
CREATE TRIGGER ledger_counts_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION counts_truncated('ledger_type_counts');
CREATE TRIGGER bids_counts_truncate AFTER TRUNCATE ON bids
  FOR EACH STATEMENT EXECUTE FUNCTION counts_truncated('bid_slot_counts');

-- Counts the rows already there, from scratch. Also for after a bulk load that skipped triggers
-- (session_replication_role = replica, as bench/bench-seed.ts does): SELECT recount_list_totals();
-- Writers wait while it runs (SHARE locks), so the counts it writes are exact.
CREATE FUNCTION recount_list_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE players, ledger_entries, bids IN SHARE MODE;
  DELETE FROM player_stage_counts;
  INSERT INTO player_stage_counts (stage, n) SELECT stage, count(*) FROM players GROUP BY stage;
  DELETE FROM ledger_type_counts;
  INSERT INTO ledger_type_counts (trans_type, n)
  SELECT trans_type, count(*) FROM ledger_entries GROUP BY trans_type;
  DELETE FROM bid_slot_counts;
  INSERT INTO bid_slot_counts (game_date, provider_type, provider_id, session, bid_type, n)
  SELECT game_date, provider_type, provider_id, session, bid_type, count(*) FROM bids
  GROUP BY game_date, provider_type, provider_id, session, bid_type;
END $$;
SELECT recount_list_totals();

-- Indexes ---------------------------------------------------------------------------------------------
-- The stage's players by name (users.list order_by=full_name), without sorting the whole stage.
CREATE INDEX players_stage_name ON players (stage, lower(full_name), user_id);

-- pg_trgm: created once per database (in public when there is one, so dropping an application schema
-- never drops it), under a database-wide lock so two schemas migrating at once do not race; the
-- operator classes are named through the extension's schema, wherever it lives.
DO $$
DECLARE
  ext_schema text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('backoffice.extension.pg_trgm'));
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NULL THEN
    ext_schema := CASE WHEN EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN 'public'
                       ELSE current_schema() END;
    BEGIN
      EXECUTE format('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA %I', ext_schema);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm not available (%): player search runs without trigram indexes', SQLERRM;
      RETURN;
    END;
  END IF;
  EXECUTE format('CREATE INDEX players_name_trgm ON players USING gin (lower(full_name) %I.gin_trgm_ops)',
    ext_schema);
  EXECUTE format('CREATE INDEX players_phone_trgm ON players USING gin (phone %I.gin_trgm_ops)', ext_schema);
END $$;
