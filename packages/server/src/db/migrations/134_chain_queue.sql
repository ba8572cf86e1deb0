-- The hash chains seal in the background now (db/chain-sql.ts): chain_pending is the queue of committed ids
-- waiting for the sealer, written in the writing transaction. It must survive a crash (an unlogged table is
-- emptied by recovery, and the rows it named would then read as inserted by hand), and no longer names the
-- writing transaction.
DROP TRIGGER IF EXISTS chain_seal_at_commit ON chain_pending;
DROP FUNCTION IF EXISTS chain_seal_pending();
ALTER TABLE chain_pending SET LOGGED;
DROP INDEX IF EXISTS chain_pending_tx;
ALTER TABLE chain_pending DROP COLUMN tx;
