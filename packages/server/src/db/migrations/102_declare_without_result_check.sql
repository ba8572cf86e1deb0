-- Declaring a session sets result_id on every one of its pending bids (1,00,000 in the server bench), and
-- the foreign key bids.result_id -> results checked each row on its own: a lookup of the result with a
-- FOR KEY SHARE lock on it, 100,000 times, for the one result the declare already holds locked FOR
-- UPDATE (lockResult). EXPLAIN ANALYZE of the settling UPDATE on PGlite: 2.9 s, of which the constraint's
-- trigger 1.3 s. The constraint goes; what it guaranteed is kept by the only two writers of the column:
-- the declare (src/db/result-settlement.ts) writes the id of the result row it has locked, the revert
-- (src/db/result-revert.ts) sets it back to NULL; and a result that bids point to is DECLARED, which can't
-- be deleted (only a SAVED result can: deleteSavedResult). The session check (settlement-check.ts)
-- reads every declared session's bids against its result after each declare and revert.
ALTER TABLE bids DROP CONSTRAINT bids_result_id_fkey;
