-- The declare desk's exposure reads at scale (bench/server-bench.ts: a session of 100,000 pending bids).
-- The bid summary of a bid type and the bid digit summary used to aggregate every bid of a provider, day
-- and session on each request. Triggers now keep, per provider, day, session, bid type and digit, how
-- many bids of each stake (and rate snapshot) there are, leaving REFUNDED bids out, as the summaries do.
-- Keyed by the stake and the rate, the summaries still compute each bid's payout exactly (its integer
-- division included): sum(n * (amount * win / bid)). A session has a few thousand such rows at most.
-- Settling (PENDING -> WON/LOST) changes none of the key and fires nothing; a refund moves a bid out.
-- Writers add to a "slot" they can lock without waiting, as in 040_list_speed.sql.
CREATE TABLE bid_digit_totals (
  provider_id integer NOT NULL,
  game_date date NOT NULL,
  provider_type smallint NOT NULL,
  session text,
  bid_type text NOT NULL,
  digit text NOT NULL,
  amount_paise bigint NOT NULL,
  rate_bid_amount integer,
  rate_win_amount integer,
  n bigint NOT NULL
);
CREATE INDEX bid_digit_totals_slot ON bid_digit_totals (provider_id, game_date, bid_type, digit);

CREATE FUNCTION count_bid_digits(k_provider integer, k_date date, k_type smallint, k_session text, k_bid_type text,
  k_digit text, k_amount bigint, k_rate_bid integer, k_rate_win integer, d bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF d = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM bid_digit_totals
     WHERE provider_id = k_provider AND game_date = k_date AND bid_type = k_bid_type AND digit = k_digit
       AND provider_type = k_type AND session IS NOT DISTINCT FROM k_session AND amount_paise = k_amount
       AND rate_bid_amount IS NOT DISTINCT FROM k_rate_bid AND rate_win_amount IS NOT DISTINCT FROM k_rate_win
     LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE bid_digit_totals SET n = n + d WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO bid_digit_totals
    (provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount, n)
  VALUES (k_provider, k_date, k_type, k_session, k_bid_type, k_digit, k_amount, k_rate_bid, k_rate_win, d);
END $$;

CREATE FUNCTION bid_digits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_digits(provider_id, game_date, provider_type, session, bid_type, digit, amount_paise,
      rate_bid_amount, rate_win_amount, count(*))
     FROM new_rows WHERE bid_status <> 'REFUNDED'
    GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount
    ORDER BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
  RETURN NULL;
END $$;
CREATE FUNCTION bid_digits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_digits(provider_id, game_date, provider_type, session, bid_type, digit, amount_paise,
      rate_bid_amount, rate_win_amount, -count(*))
     FROM old_rows WHERE bid_status <> 'REFUNDED'
    GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount
    ORDER BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
  RETURN NULL;
END $$;
-- Updates are counted per statement too: a provider-wise refund moves 1,00,000 bids in one statement,
-- and a row trigger would take minutes. Only bids whose key or REFUNDED-ness changed count; settling
-- (PENDING -> WON/LOST) changes neither, so a declare only pays for the join of its transition tables.
CREATE FUNCTION bid_digits_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_bid_digits(provider_id, game_date, provider_type, session, bid_type, digit, amount_paise,
      rate_bid_amount, rate_win_amount, d)
     FROM (
  SELECT m.provider_id, m.game_date, m.provider_type, m.session, m.bid_type, m.digit, m.amount_paise,
         m.rate_bid_amount, m.rate_win_amount, sum(m.d)::bigint AS d
    FROM old_rows o JOIN new_rows n ON n.bid_id = o.bid_id
   CROSS JOIN LATERAL (
     SELECT o.provider_id, o.game_date, o.provider_type, o.session, o.bid_type, o.digit, o.amount_paise,
            o.rate_bid_amount, o.rate_win_amount, -1 AS d WHERE o.bid_status <> 'REFUNDED'
     UNION ALL
     SELECT n.provider_id, n.game_date, n.provider_type, n.session, n.bid_type, n.digit, n.amount_paise,
            n.rate_bid_amount, n.rate_win_amount, 1 WHERE n.bid_status <> 'REFUNDED'
   ) m
   WHERE (o.provider_id, o.game_date, o.provider_type, o.session, o.bid_type, o.digit, o.amount_paise,
          o.rate_bid_amount, o.rate_win_amount, o.bid_status = 'REFUNDED')
      IS DISTINCT FROM (n.provider_id, n.game_date, n.provider_type, n.session, n.bid_type, n.digit, n.amount_paise,
          n.rate_bid_amount, n.rate_win_amount, n.bid_status = 'REFUNDED')
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
     ) moved
    ORDER BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
  RETURN NULL;
END $$;
CREATE TRIGGER bid_digits_insert AFTER INSERT ON bids
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bid_digits_inserted();
CREATE TRIGGER bid_digits_delete AFTER DELETE ON bids
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bid_digits_deleted();
CREATE TRIGGER bid_digits_move AFTER UPDATE ON bids
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bid_digits_moved();
CREATE TRIGGER bid_digits_truncate AFTER TRUNCATE ON bids
  FOR EACH STATEMENT EXECUTE FUNCTION counts_truncated('bid_digit_totals');

INSERT INTO bid_digit_totals
  (provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount, n)
SELECT provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount,
       count(*)
  FROM bids WHERE bid_status <> 'REFUNDED'
 GROUP BY provider_id, game_date, provider_type, session, bid_type, digit, amount_paise, rate_bid_amount, rate_win_amount;
