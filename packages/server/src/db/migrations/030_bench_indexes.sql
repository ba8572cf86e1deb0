-- Indexes from the server benchmark (bench/server-bench.ts: 100,000 players, 1,000,000 bids on PGlite).
-- users.list answers every page with the stage's total (count(*) WHERE stage = $1) and the per-stage
-- counts (SELECT stage, count(*) FROM players GROUP BY stage). Without this index both read every player
-- row (sequential scan); with it they are index-only scans of a narrow index, about twice as fast at
-- 100,000 players (GROUP BY 49 -> 26 ms, REGISTERED count 21 -> 10 ms median on PGlite). Players change
-- stage rarely, so the extra index costs little on writes.
CREATE INDEX players_stage ON players (stage);
