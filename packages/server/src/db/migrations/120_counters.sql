-- The list counters move to one declaration: src/db/counters.ts. From there migrate() installs the counts
-- tables, their slot functions, triggers and recount_list_totals(), and reinstalls them (rebuilt from the
-- base tables) whenever the declaration changes. This drops what 040, 060, 061 and 062 created for them,
-- so that nothing else keeps a counter; the install that follows recreates the tables and fills them.
DROP TRIGGER IF EXISTS players_counts_insert ON players;
DROP TRIGGER IF EXISTS players_counts_delete ON players;
DROP TRIGGER IF EXISTS players_counts_stage ON players;
DROP TRIGGER IF EXISTS players_counts_truncate ON players;
DROP TRIGGER IF EXISTS ledger_counts_insert ON ledger_entries;
DROP TRIGGER IF EXISTS ledger_counts_truncate ON ledger_entries;
DROP TRIGGER IF EXISTS bids_counts_insert ON bids;
DROP TRIGGER IF EXISTS bids_counts_delete ON bids;
DROP TRIGGER IF EXISTS bids_counts_move ON bids;
DROP TRIGGER IF EXISTS bids_counts_truncate ON bids;
DROP TRIGGER IF EXISTS bid_digits_insert ON bids;
DROP TRIGGER IF EXISTS bid_digits_delete ON bids;
DROP TRIGGER IF EXISTS bid_digits_truncate ON bids;

DROP FUNCTION IF EXISTS players_count_inserted();
DROP FUNCTION IF EXISTS players_count_deleted();
DROP FUNCTION IF EXISTS players_count_restaged();
DROP FUNCTION IF EXISTS ledger_count_inserted();
DROP FUNCTION IF EXISTS bids_count_inserted();
DROP FUNCTION IF EXISTS bids_count_deleted();
DROP FUNCTION IF EXISTS bids_count_moved();
DROP FUNCTION IF EXISTS bid_digits_inserted();
DROP FUNCTION IF EXISTS bid_digits_deleted();
DROP FUNCTION IF EXISTS count_player_stage(text, bigint);
DROP FUNCTION IF EXISTS count_ledger_type(text, bigint);
DROP FUNCTION IF EXISTS count_bid_slot(date, smallint, integer, text, text, bigint);
DROP FUNCTION IF EXISTS count_bid_digits(integer, date, smallint, text, text, text, bigint, integer, integer, bigint, bigint);
DROP FUNCTION IF EXISTS recount_list_totals();
DROP FUNCTION IF EXISTS counts_truncated();

DROP TABLE IF EXISTS player_stage_counts;
DROP TABLE IF EXISTS ledger_type_counts;
DROP TABLE IF EXISTS bid_slot_counts;
DROP TABLE IF EXISTS bid_digit_totals;
