-- The declare of a busy session (1,00,000 pending bids) slowed from 1.6-2.6 s to 4 s under 060's UPDATE
-- trigger: settling (PENDING -> WON/LOST) and reverting (WON/LOST -> PENDING) change no key of
-- bid_digit_totals, yet PostgreSQL built both transition tables of every settled row and joined them.
-- The only update that moves a bid in or out of the totals is the refund (PENDING -> REFUNDED), and
-- refundBids (src/db/bid-refunds.ts) now takes the refunded bids out itself, in the same statement.
-- Inserts and deletes stay counted by 060's statement triggers.
-- Any other UPDATE of a bid's key columns (provider, day, session, bid type, digit, stake, rate
-- snapshot) or of its REFUNDED-ness must keep bid_digit_totals with count_bid_digits() too.
DROP TRIGGER bid_digits_move ON bids;
DROP FUNCTION bid_digits_moved();
