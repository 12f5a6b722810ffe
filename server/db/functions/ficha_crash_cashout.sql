-- ficha_crash_cashout: a player's cash-out of the bet p_client_bet_id, received at p_received_at (the database's
-- clock, read by the caller as the request's first statement: services/crash/bets.ts), paid at p_multiplier
-- (multiplierAt of the flight's elapsed milliseconds at the receipt, src/crash/curve.ts, computed by the caller from
-- the same instant). Under the bet's lock:
-- - 'not_found': the player has no bet of that id;
-- - 'replay': the bet is cashed already (answered as it is);
-- - 'not_flying': received before the flight started;
-- - 'too_late': received at or after the round's crash_at: the bet is lost (settled by ficha_crash_settle);
-- - 'cashed': paid through ficha_crash_pay: at its automatic cash-out when the flight had reached it by the
--   receipt (auto_at), else at p_multiplier. A bet the settlement had already marked lost is paid too when the
--   receipt came before the crash: the receipt decides, never the order of commits.
CREATE OR REPLACE FUNCTION ficha_crash_cashout(
  p_user_id integer,
  p_client_bet_id text,
  p_received_at timestamptz,
  p_multiplier integer
) RETURNS TABLE (out_status text, out_bet_id bigint, out_balance bigint, out_shown bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet record;
  v_paid record;
BEGIN
  SELECT b.id, b.state, b.auto_cashout, b.auto_at, r.flight_starts_at, r.crash_at INTO v_bet
  FROM crash_bets b JOIN crash_rounds r ON r.round = b.round
  WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id
  FOR UPDATE OF b;
  IF v_bet.id IS NULL THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_bet.state = 'cashed' THEN
    RETURN QUERY SELECT 'replay'::text, v_bet.id, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_received_at < v_bet.flight_starts_at THEN
    RETURN QUERY SELECT 'not_flying'::text, v_bet.id, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_received_at >= v_bet.crash_at THEN
    RETURN QUERY SELECT 'too_late'::text, v_bet.id, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_bet.auto_at IS NOT NULL AND v_bet.auto_at <= p_received_at THEN
    SELECT * INTO v_paid FROM ficha_crash_pay(ARRAY[v_bet.id], ARRAY[v_bet.auto_cashout], ARRAY[v_bet.auto_at]);
  ELSE
    SELECT * INTO v_paid FROM ficha_crash_pay(ARRAY[v_bet.id], ARRAY[p_multiplier], ARRAY[p_received_at]);
  END IF;
  RETURN QUERY SELECT 'cashed'::text, v_bet.id, v_paid.out_balance, v_paid.out_shown;
END;
$$;
