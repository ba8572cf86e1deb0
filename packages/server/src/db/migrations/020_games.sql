-- Games, results and bids (issue 4).
-- A bid keeps the rate it was placed at (rates.update does not change bids already placed); settlement
-- falls back to the current rate when a bid has none recorded.
ALTER TABLE bids ADD COLUMN rate_bid_amount integer CHECK (rate_bid_amount > 0);
ALTER TABLE bids ADD COLUMN rate_win_amount integer CHECK (rate_win_amount > 0);
ALTER TABLE bids ADD CONSTRAINT bids_rate_pair CHECK ((rate_bid_amount IS NULL) = (rate_win_amount IS NULL));

-- Settling rewrites every bid of a session (bid_status, win_amount_paise, result_id, settled_at). When no
-- index holds those columns and pages keep free room, PostgreSQL updates the rows in place (HOT) without
-- touching any index: a 100,000-bid declare stays fast. So bids_settle (which holds bid_status) makes way
-- for an index on the columns that never change, which also serves the bid lists of one provider and
-- day in bid_created_at order, and reverts (provider_id, game_date, then result_id from the row).
DROP INDEX bids_settle;
CREATE INDEX bids_provider_day ON bids (provider_id, game_date, bid_created_at DESC, bid_id DESC);
ALTER TABLE bids SET (fillfactor = 45);
CREATE INDEX results_provider ON results (provider_id, game_date DESC);
