-- The audit trail is append-only: no statement may change or delete a row, whatever code runs it.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The trail's list: newest first, by who made the change, and by record (audit_log_entity exists).
CREATE INDEX audit_log_created ON audit_log (created_at DESC, audit_id DESC);
CREATE INDEX audit_log_employee ON audit_log (employee_id, created_at DESC);
