-- ficha_crash_bet: a crash bet placed in one statement (services/crash/bets.ts), received at the database's
-- clock (statement_timestamp()), the one clock of the crash game. Under the player's lock (as a provider's
-- debit: the play gate's decision and the stake are one step):
-- - 'replay' (out_bet_id): the player's clientBetId was placed before (the caller compares it);
-- - 'closed': round p_round is not taking bets at the receipt (before betting_starts_at or from betting_ends_at);
-- - 'slot_taken': the player holds a bet in this slot of the round;
-- - 'refused': the play gate (ficha_play_gate at the receipt, the stake, the game session's login session)
--   refuses, with its columns for the message;
-- - 'balance_low': no game account, or a game balance below the stake (nothing written);
-- - 'placed': the stake moved from the game balance to one of the house's sub-accounts (p_house_shard) through
--   ficha_transfer (key 'crash:bet:<user>:<clientBetId>', reason 'bet', reference 'crash:<round>'), the bet
--   stored open with its automatic cash-out (p_auto hundredths, reached at p_auto_at), shown as an unsettled
--   row of `rounds` of the crash game, counted in the day's net loss and scored in the races running
--   (ficha_race_score: the gate has just decided eligibility).
-- Answers the player's public name parts (out_nickname, out_handle) for the live feed's "crash-bet".
CREATE OR REPLACE FUNCTION ficha_crash_bet(
  p_user_id integer,
  p_login_session_id integer,
  p_round integer,
  p_slot integer,
  p_client_bet_id text,
  p_stake bigint,
  p_auto integer,
  p_auto_at timestamptz,
  p_game_id integer,
  p_house_shard smallint
) RETURNS TABLE (out_status text, out_bet_id bigint, out_balance bigint, out_placed_at timestamptz,
                 out_nickname text, out_handle text, out_refusal text, out_until timestamptz, out_limit text,
                 out_limit_value bigint, out_left bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := statement_timestamp();
  v_user record;
  v_round record;
  v_gate record;
  v_game_account integer;
  v_house integer;
  v_moved record;
  v_shown bigint;
  v_bet bigint;
BEGIN
  SELECT u.nickname, u.handle INTO v_user FROM users u WHERE u.id = p_user_id FOR UPDATE;
  SELECT b.id INTO v_bet FROM crash_bets b WHERE b.user_id = p_user_id AND b.client_bet_id = p_client_bet_id;
  IF v_bet IS NOT NULL THEN
    RETURN QUERY SELECT 'replay'::text, v_bet, NULL::bigint, NULL::timestamptz, v_user.nickname, v_user.handle,
                        NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT r.betting_starts_at, r.betting_ends_at INTO v_round FROM crash_rounds r WHERE r.round = p_round;
  IF v_round IS NULL OR v_at < v_round.betting_starts_at OR v_at >= v_round.betting_ends_at THEN
    RETURN QUERY SELECT 'closed'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_user.nickname,
                        v_user.handle, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM crash_bets b WHERE b.round = p_round AND b.user_id = p_user_id AND b.slot = p_slot) THEN
    RETURN QUERY SELECT 'slot_taken'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_user.nickname,
                        v_user.handle, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_gate FROM ficha_play_gate(p_user_id, p_login_session_id, v_at, p_stake);
  IF v_gate.out_refusal IS NOT NULL THEN
    RETURN QUERY SELECT 'refused'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_user.nickname,
                        v_user.handle, v_gate.out_refusal, v_gate.out_until, v_gate.out_limit, v_gate.out_limit_value,
                        v_gate.out_left;
    RETURN;
  END IF;
  SELECT a.id INTO v_game_account FROM accounts a WHERE a.user_id = p_user_id AND a.kind = 'game';
  IF v_game_account IS NULL THEN
    RETURN QUERY SELECT 'balance_low'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_user.nickname,
                        v_user.handle, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.id INTO v_house FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house' AND a.shard = p_house_shard;
  IF v_house IS NULL THEN
    INSERT INTO accounts (kind, shard) VALUES ('house', p_house_shard) ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_house FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house' AND a.shard = p_house_shard;
  END IF;
  SELECT * INTO v_moved
  FROM ficha_transfer(ARRAY['crash:bet:' || p_user_id || ':' || p_client_bet_id], ARRAY['bet'],
                      ARRAY['crash:' || p_round], ARRAY[1, 1], ARRAY[v_game_account, v_house],
                      ARRAY[-p_stake, p_stake]);
  IF v_moved.out_short THEN
    RETURN QUERY SELECT 'balance_low'::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_user.nickname,
                        v_user.handle, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO rounds (user_id, game_id, bet, win, settled, started_at)
  VALUES (p_user_id, p_game_id, p_stake, 0, false, v_at)
  RETURNING id INTO v_shown;
  INSERT INTO crash_bets (round, user_id, slot, client_bet_id, stake, auto_cashout, auto_at, house_shard,
                          login_session_id, placed_at, shown_round_id)
  VALUES (p_round, p_user_id, p_slot, p_client_bet_id, p_stake, p_auto, p_auto_at, p_house_shard, p_login_session_id,
          v_at, v_shown)
  RETURNING id INTO v_bet;
  INSERT INTO play_days (user_id, day, net_loss) VALUES (p_user_id, ficha_sp_day(v_at), p_stake)
  ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;
  PERFORM ficha_race_score(p_user_id, p_game_id, p_stake, v_at, true);
  RETURN QUERY SELECT 'placed'::text, v_bet, v_moved.out_balances[1], v_at, v_user.nickname, v_user.handle,
                      NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
END;
$$;
