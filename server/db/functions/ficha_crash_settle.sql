-- ficha_crash_settle: brings round p_round's bets up to the database's clock, from the row alone, so that any
-- process, once or many times, after a restart or not, settles them the same way (docs/games.md, Crash: rounds and
-- money). Locks the open bets due in one statement, in id order (past the crash, every open bet): those whose
-- automatic cash-out the flight has reached by now (auto_at <= now, auto_cashout <= crash_point) are paid at
-- exactly it, at auto_at (ficha_crash_pay); once the round's crash_at has passed, every other open bet is lost at
-- crash_at (its shown round settled with no win; no money moves: the stake left at the bet) and the round is
-- marked settled. Answers the bets paid (for the live feed's "crash-cashout") and the shown rounds settled (to
-- announce after the commit).
CREATE OR REPLACE FUNCTION ficha_crash_settle(p_round integer)
RETURNS TABLE (out_bet_id bigint, out_shown bigint, out_paid boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_now timestamptz := clock_timestamp();
  v_round record;
  v_bets bigint[];
  v_multipliers integer[];
  v_at timestamptz[];
BEGIN
  SELECT r.round, r.crash_point, r.crash_at, r.settled_at INTO v_round FROM crash_rounds r WHERE r.round = p_round;
  IF v_round.round IS NULL OR v_round.settled_at IS NOT NULL THEN
    RETURN;
  END IF;
  -- Past the crash this call takes every open bet: all locked at once, in id order, as a batch of cash-outs
  -- locks its own. Locking the automatic ones first and the rest after would take them out of order, and a batch
  -- holding a bet to lose while it waits for one to pay would deadlock with it.
  IF v_now >= v_round.crash_at THEN
    PERFORM 1 FROM crash_bets b WHERE b.round = p_round AND b.state = 'open' ORDER BY b.id FOR UPDATE;
  END IF;
  SELECT array_agg(b.id ORDER BY b.id), array_agg(b.auto_cashout ORDER BY b.id), array_agg(b.auto_at ORDER BY b.id)
  INTO v_bets, v_multipliers, v_at
  FROM (SELECT b.id, b.auto_cashout, b.auto_at FROM crash_bets b
        WHERE b.round = p_round AND b.state = 'open' AND b.auto_at IS NOT NULL AND b.auto_at <= v_now
          AND b.auto_cashout <= v_round.crash_point
        ORDER BY b.id FOR UPDATE) b
  WHERE true;
  -- Rows another call settled while this one waited for their locks are read again as they are now.
  IF v_bets IS NOT NULL THEN
    SELECT array_agg(b.id ORDER BY b.id), array_agg(b.auto_cashout ORDER BY b.id), array_agg(b.auto_at ORDER BY b.id)
    INTO v_bets, v_multipliers, v_at
    FROM crash_bets b WHERE b.id = ANY (v_bets) AND b.state = 'open';
    IF v_bets IS NOT NULL THEN
      RETURN QUERY SELECT p.out_bet_id, p.out_shown, true FROM ficha_crash_pay(v_bets, v_multipliers, v_at) p;
    END IF;
  END IF;
  IF v_now < v_round.crash_at THEN
    RETURN;
  END IF;
  RETURN QUERY
  WITH lost AS (
    -- Every one of them locked by this call already, before any was paid.
    UPDATE crash_bets b SET state = 'lost', settled_at = v_round.crash_at
    WHERE b.round = p_round AND b.state = 'open'
    RETURNING b.id, b.shown_round_id
  ), shown AS (
    UPDATE rounds r SET settled = true, ended_at = v_round.crash_at FROM lost WHERE r.id = lost.shown_round_id
    RETURNING r.id
  )
  SELECT lost.id, lost.shown_round_id, false FROM lost;
  UPDATE crash_rounds SET settled_at = v_now WHERE round = p_round;
END;
$$;
