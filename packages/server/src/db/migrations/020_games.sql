-- Games, results and bids (issue 4).
-- A bid keeps the rate it was placed at (rates.update does not change bids already placed); settlement
-- falls back to the current rate when a bid has none recorded.
ALTER TABLE bids ADD COLUMN rate_bid_amount integer CHECK (rate_bid_amount > 0);
ALTER TABLE bids ADD COLUMN rate_win_amount integer CHECK (rate_win_amount > 0);
ALTER TABLE bids ADD CONSTRAINT bids_rate_pair CHECK ((rate_bid_amount IS NULL) = (rate_win_amount IS NULL));

-- Reverting a result finds the bids it settled.
CREATE INDEX bids_result ON bids (result_id) WHERE result_id IS NOT NULL;
-- Per-user reports over a date range.
CREATE INDEX bids_game_date ON bids (game_date, user_id);
CREATE INDEX results_provider ON results (provider_id, game_date DESC);
