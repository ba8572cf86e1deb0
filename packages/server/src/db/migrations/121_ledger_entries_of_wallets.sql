-- A ledger entry belongs to a wallet (issue 23). Every entry is written with its wallet's row updated in
-- the same statement or transaction (domain/ledger.ts, db/ledger-bulk.ts), so no entry exists without one.
-- Checking the reference against wallets instead of players lets the check find the row already locked
-- by the posting's own update (its FOR KEY SHARE is then free), where against players it locked a second
-- row per entry: 5,149 of them in a busy session's declare.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_id_fkey;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES wallets (user_id);
