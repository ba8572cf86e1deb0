-- The chains' queue note is the one part of sealing a money move pays for in its own transaction
-- (db/chain-sql.ts). Without a key and its sequence it is one heap row: measured on PGlite, a bare posting
-- +11% with them, +7% without (docs/benchmarks.md, hash chains). The sealer takes any batch of notes.
ALTER TABLE chain_pending DROP CONSTRAINT chain_pending_pkey;
ALTER TABLE chain_pending DROP COLUMN pending_id;
