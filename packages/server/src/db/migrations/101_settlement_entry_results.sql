-- Integrity watch (issue 26): the WIN entries written before migration 100 name their result too, where
-- their bid still says which result settled it (declared sessions), so re-checking a session declared
-- before the upgrade finds its entries. A session reverted before the upgrade cannot be linked: the
-- revert cleared its bids' result_id, and its entries keep no result. The ledger is append-only (its
-- trigger refuses updates); this fills in the link only, never an amount, so the trigger is held off for
-- this one statement inside the migration's transaction.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update;
UPDATE ledger_entries l
   SET result_id = b.result_id
  FROM bids b
 WHERE l.result_id IS NULL
   AND l.trans_type = 'WIN'
   AND l.ref_type = 'bid'
   AND l.ref_id = b.bid_id
   AND b.result_id IS NOT NULL;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update;
