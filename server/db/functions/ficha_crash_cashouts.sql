-- ficha_crash_cashouts: the players' cash-outs of one moment in one statement (services/crash/bets.ts, group
-- commit): p_requests is a JSON array of {i, userId, clientBetId, received, multiplier}: each received at
-- `received` (the database's clock, to the millisecond, read by the request's first statement) and paid, if it
-- is, at `multiplier` (multiplierAt of the flight's whole milliseconds then, src/crash/curve.ts, computed by the
-- caller from the same instant). The bets are locked first, in id order (as ficha_crash_settle locks them), then
-- each request is answered under its index i:
-- - 'not_found': the player has no bet of that id;
-- - 'replay': the bet is cashed already (answered as it is);
-- - 'not_flying': received before the flight started;
-- - 'too_late': received at or after the round's crash_at: the bet is lost (settled by ficha_crash_settle);
-- - 'cashed': paid through ficha_crash_pay, all the batch's payments in one ledger call: at its automatic
--   cash-out when the flight had reached it by the receipt (auto_at), else at `multiplier`. A bet the settlement
--   had already marked lost is paid too when the receipt came before the crash: the receipt decides, never the
--   order of commits.
-- Each row carries the bet as it is after the statement (state, cashed_out_at, win, settled_at) and the player's
-- public name parts, and for 'cashed' the game balance after and the shown round to announce.
CREATE OR REPLACE FUNCTION ficha_crash_cashouts(p_requests jsonb)
RETURNS TABLE (out_index integer, out_status text, out_bet_id bigint, out_balance bigint, out_shown bigint,
               out_round integer, out_slot integer, out_stake bigint, out_auto integer, out_state text,
               out_cashed_out_at integer, out_win bigint, out_placed_at timestamptz, out_settled_at timestamptz,
               out_nickname text, out_handle text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_request record;
  v_status text[] := '{}';
  v_index integer[] := '{}';
  v_bet_of bigint[] := '{}';
  v_pay_bets bigint[] := '{}';
  v_pay_mult integer[] := '{}';
  v_pay_at timestamptz[] := '{}';
  v_paid_balance bigint[];
  v_paid_shown bigint[];
  v_paid_bet bigint[];
BEGIN
  PERFORM 1 FROM crash_bets b
  JOIN jsonb_to_recordset(p_requests) AS r("userId" integer, "clientBetId" text)
    ON b.user_id = r."userId" AND b.client_bet_id = r."clientBetId"
  ORDER BY b.id FOR UPDATE OF b;
  FOR v_request IN
    SELECT r.i, r.received, r.multiplier, b.id, b.state, b.auto_cashout, b.auto_at, c.flight_starts_at, c.crash_at
    FROM jsonb_to_recordset(p_requests) AS r(i integer, "userId" integer, "clientBetId" text, received timestamptz,
                                             multiplier integer)
    LEFT JOIN crash_bets b ON b.user_id = r."userId" AND b.client_bet_id = r."clientBetId"
    LEFT JOIN crash_rounds c ON c.round = b.round
    ORDER BY r.i
  LOOP
    v_index := v_index || v_request.i;
    v_bet_of := v_bet_of || v_request.id;
    IF v_request.id IS NULL THEN
      v_status := v_status || 'not_found'::text;
    ELSIF v_request.state = 'cashed' OR v_request.id = ANY (v_pay_bets) THEN
      v_status := v_status || 'replay'::text;
    ELSIF v_request.received < v_request.flight_starts_at THEN
      v_status := v_status || 'not_flying'::text;
    ELSIF v_request.received >= v_request.crash_at THEN
      v_status := v_status || 'too_late'::text;
    ELSE
      v_status := v_status || 'cashed'::text;
      v_pay_bets := v_pay_bets || v_request.id;
      IF v_request.auto_at IS NOT NULL AND v_request.auto_at <= v_request.received THEN
        v_pay_mult := v_pay_mult || v_request.auto_cashout;
        v_pay_at := v_pay_at || v_request.auto_at;
      ELSE
        v_pay_mult := v_pay_mult || v_request.multiplier;
        v_pay_at := v_pay_at || v_request.received;
      END IF;
    END IF;
  END LOOP;
  SELECT array_agg(p.out_bet_id), array_agg(p.out_balance), array_agg(p.out_shown)
  INTO v_paid_bet, v_paid_balance, v_paid_shown
  FROM ficha_crash_pay(v_pay_bets, v_pay_mult, v_pay_at) p;
  RETURN QUERY
  SELECT v_index[k], v_status[k], b.id,
         CASE WHEN v_status[k] = 'cashed' THEN v_paid_balance[array_position(v_paid_bet, b.id)] END,
         CASE WHEN v_status[k] = 'cashed' THEN v_paid_shown[array_position(v_paid_bet, b.id)] END,
         b.round, b.slot::integer, b.stake, b.auto_cashout, b.state, b.cashed_out_at, b.win, b.placed_at, b.settled_at,
         u.nickname, u.handle
  FROM generate_subscripts(v_index, 1) k
  LEFT JOIN crash_bets b ON b.id = v_bet_of[k]
  LEFT JOIN users u ON u.id = b.user_id;
END;
$$;
