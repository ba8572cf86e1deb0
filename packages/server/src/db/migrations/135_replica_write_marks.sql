-- Where each staff member's last write left the primary's WAL (db/replica.ts): the next heavy read for them,
-- on any instance, waits for the replica to replay past it or goes to the primary. Unlogged: a mark is
-- worth a few seconds, and needs neither the WAL nor the replica.
CREATE UNLOGGED TABLE replica_write_marks (
  employee_id integer PRIMARY KEY,
  lsn pg_lsn NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now()
);
