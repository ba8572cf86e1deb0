-- bids.list answers the totals of its whole filtered set: bids not refunded, their stake, their wins.
-- Summing every bid made a busy session's list (1,00,000 pending bids) cost about 30-40 ms a page
-- in-process and 200 ms over HTTP with 8 clients. bid_digit_totals (060) already holds the count and
-- the stake per provider, day, session, bid type, digit and stake; it now holds the wins too, so the list
-- (without a search) sums a few thousand rows. A partial index on won bids was measured instead: it
-- slowed the declare of that session from 1.5 s to 2.8 s.
-- Who keeps win_paise: the insert and delete triggers (the seeds insert settled bids), the declare (adds
-- its winners' wins in its settling statement) and the result revert (takes them out before resetting
-- the bids): src/db/result-settlement.ts and src/db/result-revert.ts. A refund moves only PENDING bids, which have won nothing.
ALTER TABLE bid_digit_totals ADD COLUMN win_paise bigint NOT NULL DEFAULT 0;
CREATE INDEX bid_digit_totals_day ON bid_digit_totals (game_date, provider_type);

CREATE FUNCTION count_bid_digits(k_provider integer, k_date date, k_type smallint, k_session text, k_bid_type text,
  k_digit text, k_amount bigint, k_rate_bid integer, k_rate_win integer, d bigint, w bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF d = 0 AND w = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM bid_digit_totals
     WHERE provider_id = k_provider AND game_date = k_date AND bid_type = k_bid_type AND digit = k_digit
       AND provider_type = k_type AND session IS NOT DISTINCT FROM k_session AND amount_paise = k_amount
       AND rate_bid_amount IS NOT DISTINCT FROM k_rate_bid AND rate_win_amount IS NOT DISTINCT FROM k_rate_win
     LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE bid_digit_totals SET n = n + d, win_paise = win_paise + w WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO bid_digit_totals
    (provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount,
     n, win_paise)
  VALUES (k_provider, k_date, k_type, k_session, k_bid_type, k_digit, k_amount, k_rate_bid, k_rate_win, d, w);
END $$;

CREATE OR REPLACE FUNCTION bid_digits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_digits(provider_id, game_date, provider_type, session, bid_type, digit, amount_paise,
      rate_bid_amount, rate_win_amount, count(*), coalesce(sum(win_amount_paise), 0)::bigint)
     FROM new_rows WHERE bid_status <> 'REFUNDED'
    GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount
    ORDER BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bid_digits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_digits(provider_id, game_date, provider_type, session, bid_type, digit, amount_paise,
      rate_bid_amount, rate_win_amount, -count(*), -coalesce(sum(win_amount_paise), 0)::bigint)
     FROM old_rows WHERE bid_status <> 'REFUNDED'
    GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount
    ORDER BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
  RETURN NULL;
END $$;
DROP FUNCTION count_bid_digits(integer, date, smallint, text, text, text, bigint, integer, integer, bigint);

-- The wins already settled.
INSERT INTO bid_digit_totals
  (provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount,
   n, win_paise)
SELECT provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount,
       0, sum(win_amount_paise)
  FROM bids WHERE bid_status = 'WON' AND win_amount_paise <> 0
 GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
