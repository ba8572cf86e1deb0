-- The version of a list whose rows are added with growing ids and otherwise change rarely (the players:
-- registrations are inserts; a stage change, a rename or a deletion is an admin's act). Deep pages of such
-- a list are found from anchors (src/db/page-anchors.ts): the rows added since an anchor are read by id,
-- and any other change bumps the version here, which drops the anchors made before it. Statement-level
-- triggers: one UPDATE of the row per statement that may move players in or out of a list or along its
-- order (UPDATE OF lists the columns the lists filter and sort on; it fires even when a value is unchanged).
CREATE TABLE list_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO list_versions (name) VALUES ('players');

CREATE FUNCTION list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;

CREATE TRIGGER players_list_version_update AFTER UPDATE OF user_id, stage, full_name, phone, created_at ON players
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump('players');
CREATE TRIGGER players_list_version_delete AFTER DELETE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump('players');
CREATE TRIGGER players_list_version_truncate AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump('players');
