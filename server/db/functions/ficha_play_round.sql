-- ficha_play_round: settles one round of the engine in one statement (services/roundBatch.ts). Under the
-- seed pair's lock (a player's spins take turns) it answers a replayed client round id ('replay') or a pair
-- moved on ('stale'); then a player's spin (p_login_session_id set; the server's own rounds have none) passes
-- the play gate once (ficha_play_gate at p_ended_at, the server's clock the caller decides with, the bet as
-- stake): its refusal is answered as 'refused' with the gate's columns (out_refusal, out_until, out_limit,
-- out_limit_value, out_left). Any of those writes nothing. Else it stores the round, advances the nonce,
-- moves the bet and the win through ficha_transfer (a game balance below the bet raises FC001, nothing
-- written), adds to the day's net loss and the bet total, and says whether a VIP level or a referral reward
-- may now be due ('played'), and adds the stake to the races running (ficha_race_score).
-- The result gained out_refusal and out_until (the play gate's answer): a database with the older result
-- drops it first, as CREATE OR REPLACE cannot change a result type.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'ficha_play_round' AND NOT 'out_refusal' = ANY (proargnames)) THEN
    DROP FUNCTION ficha_play_round(integer, integer, integer, integer, bigint, bigint, text, timestamptz,
                                   timestamptz, smallint, integer);
  END IF;
END;
$$;
CREATE OR REPLACE FUNCTION ficha_play_round(
  p_user_id integer,
  p_game_id integer,
  p_pair_id integer,
  p_nonce integer,
  p_bet bigint,
  p_win bigint,
  p_client_round_id text,
  p_started_at timestamptz,
  p_ended_at timestamptz,
  p_house_shard smallint,
  p_login_session_id integer
) RETURNS TABLE (out_status text, out_round_id bigint, out_balance bigint, out_vip_due boolean,
               out_refusal text, out_until timestamptz, out_limit text, out_limit_value bigint, out_left bigint,
               out_referral_due boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_pair seed_pairs%ROWTYPE;
  v_round bigint;
  v_game integer;
  v_after bigint;
  v_house integer;
  v_total bigint;
  v_today date := ficha_sp_day(now());
  v_gate record;
BEGIN
  SELECT * INTO v_pair FROM seed_pairs WHERE id = p_pair_id AND user_id = p_user_id FOR UPDATE;

  IF EXISTS (SELECT 1 FROM rounds WHERE user_id = p_user_id AND client_round_id = p_client_round_id) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::bigint, false, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
    RETURN;
  END IF;
  IF v_pair.id IS NULL OR v_pair.revealed_at IS NOT NULL OR v_pair.nonce <> p_nonce THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, false, NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
    RETURN;
  END IF;

  -- Player protection (ficha_play_gate), decided once, under the pair's lock like the rest (a player's spins
  -- take turns), so simultaneous spins cannot pass a loss limit together; a refusal ('refused') carries the
  -- gate's answer for the message and writes nothing.
  IF p_login_session_id IS NOT NULL THEN
    SELECT * INTO v_gate FROM ficha_play_gate(p_user_id, p_login_session_id, p_ended_at, p_bet);
    IF v_gate.out_refusal IS NOT NULL THEN
      RETURN QUERY SELECT 'refused'::text, NULL::bigint, NULL::bigint, false, v_gate.out_refusal, v_gate.out_until,
                          v_gate.out_limit, v_gate.out_limit_value, v_gate.out_left, false;
      RETURN;
    END IF;
  END IF;

  INSERT INTO rounds (user_id, game_id, bet, win, settled, started_at, ended_at, seed_pair_id,
                      server_seed_hash, client_seed, nonce, client_round_id)
  VALUES (p_user_id, p_game_id, p_bet, p_win, true, p_started_at, p_ended_at, v_pair.id,
          v_pair.server_seed_hash, v_pair.client_seed, v_pair.nonce, p_client_round_id)
  RETURNING id INTO v_round;
  UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = v_pair.id;

  -- The ledger movement (ficha_transfer, the one writer of entries): the bet out of the game balance into the
  -- house's sub-account, then the win back. No game account yet is a balance of 0, below any bet.
  SELECT (SELECT id FROM accounts WHERE user_id = p_user_id AND kind = 'game'),
         (SELECT id FROM accounts WHERE user_id IS NULL AND kind = 'house' AND shard = p_house_shard)
  INTO v_game, v_house;
  IF v_game IS NULL THEN
    RAISE EXCEPTION 'game balance below the bet' USING ERRCODE = 'FC001';
  END IF;
  WHILE v_house IS NULL LOOP
    INSERT INTO accounts (kind, shard) VALUES ('house', p_house_shard) ON CONFLICT DO NOTHING;
    SELECT id INTO v_house FROM accounts WHERE user_id IS NULL AND kind = 'house' AND shard = p_house_shard;
  END LOOP;
  -- v_after: the game balance after the round (the last entry with a win, the first without).
  SELECT t.out_balances[CASE WHEN p_win > 0 THEN 4 ELSE 1 END] INTO v_after
  FROM ficha_transfer('round:' || v_round, 'bet', 'round:' || v_round,
                      CASE WHEN p_win > 0 THEN ARRAY[v_game, v_house, v_house, v_game] ELSE ARRAY[v_game, v_house] END,
                      CASE WHEN p_win > 0 THEN ARRAY[-p_bet, p_bet, -p_win, p_win] ELSE ARRAY[-p_bet, p_bet] END) t;

  -- The races running now (ficha_race_score: nothing when none runs), in this round's transaction; a
  -- player's spin has just passed the play gate, which decides the race's eligibility too.
  PERFORM ficha_race_score(p_user_id, p_game_id, p_bet, p_ended_at, p_login_session_id IS NOT NULL);

  -- The day's net loss (stake minus win) for the loss limits.
  INSERT INTO play_days (user_id, day, net_loss) VALUES (p_user_id, v_today, p_bet - p_win)
  ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;

  -- The player's settled bets since sign-up (VIP levels); the first round after the totals appeared sums
  -- the player's rounds once.
  UPDATE bet_totals SET total = total + p_bet WHERE user_id = p_user_id RETURNING total INTO v_total;
  IF NOT FOUND THEN
    INSERT INTO bet_totals (user_id, total)
    SELECT p_user_id, coalesce(sum(bet), 0) FROM rounds WHERE user_id = p_user_id AND settled
    ON CONFLICT (user_id) DO UPDATE SET total = bet_totals.total + p_bet
    RETURNING total INTO v_total;
  END IF;
  -- The next VIP level's threshold and a referral reward due are read in the answer's own statement.
  RETURN QUERY SELECT 'played'::text, v_round, v_after,
                      coalesce(v_total >= (SELECT v.min_bets FROM vip_levels v JOIN users u ON u.id = p_user_id
                                           WHERE v.level > u.vip_level ORDER BY v.level LIMIT 1), false),
                      NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint,
                      EXISTS (SELECT 1 FROM first_recharges f
                              WHERE f.user_id = p_user_id AND f.referral_state = 'pending'
                                AND f.referral_due_bets <= v_total);
END;
$$;
