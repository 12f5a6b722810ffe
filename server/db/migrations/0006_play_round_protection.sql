-- ficha_play_round (0002) with player protection (issue 18) in the same statement: a running cool-off or
-- self-exclusion and the loss limits are checked under the pair's lock, and the round adds its net loss to
-- the player's São Paulo day (play_days). Its answer gains the refused limit's key, value and what is left.
-- The return type changes, so the function is dropped and created again.
DROP FUNCTION ficha_play_round(integer, integer, integer, integer, bigint, bigint, text, timestamptz, timestamptz, smallint);
--> statement-breakpoint
CREATE FUNCTION ficha_play_round(
  p_user_id integer,
  p_game_id integer,
  p_pair_id integer,
  p_nonce integer,
  p_bet bigint,
  p_win bigint,
  p_client_round_id text,
  p_started_at timestamptz,
  p_ended_at timestamptz,
  p_house_shard smallint
) RETURNS TABLE (out_status text, out_round_id bigint, out_balance bigint, out_vip_due boolean,
               out_limit text, out_limit_value bigint, out_left bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_pair seed_pairs%ROWTYPE;
  v_round bigint;
  v_tx bigint;
  v_game integer;
  v_after bigint;
  v_house integer;
  v_house_after bigint;
  v_total bigint;
  v_next bigint;
  v_today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
  v_limit record;
  v_lost bigint;
BEGIN
  SELECT * INTO v_pair FROM seed_pairs WHERE id = p_pair_id AND user_id = p_user_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM rounds WHERE user_id = p_user_id AND client_round_id = p_client_round_id) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::bigint, false, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_pair.id IS NULL OR v_pair.revealed_at IS NOT NULL OR v_pair.nonce <> p_nonce THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, false, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- Player protection, decided under the pair's lock like the rest (a player's spins take turns), so
  -- simultaneous spins cannot pass a loss limit together: a running cool-off or self-exclusion refuses
  -- ('excluded'); a loss limit (day, week, month of São Paulo) refuses a stake that could take the period's
  -- net loss past it ('loss_limit', naming the limit and what is left). Nothing is written then.
  IF EXISTS (SELECT 1 FROM player_protection
             WHERE user_id = p_user_id AND exclusion_term IS NOT NULL
               AND (excluded_until IS NULL OR excluded_until > now())) THEN
    RETURN QUERY SELECT 'excluded'::text, NULL::bigint, NULL::bigint, false, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  FOR v_limit IN
    SELECT l.key,
           CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= now() THEN l.pending_value ELSE l.value END AS amount
    FROM player_limits l
    WHERE l.user_id = p_user_id AND l.key IN ('lossDay', 'lossWeek', 'lossMonth')
  LOOP
    CONTINUE WHEN v_limit.amount IS NULL;
    SELECT coalesce(sum(d.net_loss), 0) INTO v_lost FROM play_days d
    WHERE d.user_id = p_user_id
      AND d.day >= CASE v_limit.key
                     WHEN 'lossDay' THEN v_today
                     WHEN 'lossWeek' THEN date_trunc('week', v_today)::date
                     ELSE date_trunc('month', v_today)::date
                   END;
    IF v_lost + p_bet > v_limit.amount THEN
      RETURN QUERY SELECT 'loss_limit'::text, NULL::bigint, NULL::bigint, false,
                          v_limit.key::text, v_limit.amount::bigint, greatest(v_limit.amount - v_lost, 0)::bigint;
      RETURN;
    END IF;
  END LOOP;

  INSERT INTO rounds (user_id, game_id, bet, win, settled, started_at, ended_at, seed_pair_id,
                      server_seed_hash, client_seed, nonce, client_round_id)
  VALUES (p_user_id, p_game_id, p_bet, p_win, true, p_started_at, p_ended_at, v_pair.id,
          v_pair.server_seed_hash, v_pair.client_seed, v_pair.nonce, p_client_round_id)
  RETURNING id INTO v_round;
  UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = v_pair.id;

  -- The ledger movement: bet out of the game balance into the house, then the win back.
  INSERT INTO ledger_transactions (idempotency_key, reason, reference)
  VALUES ('round:' || v_round, 'bet', 'round:' || v_round)
  RETURNING id INTO v_tx;
  UPDATE accounts SET balance = balance - p_bet + p_win
  WHERE user_id = p_user_id AND kind = 'game' AND balance >= p_bet
  RETURNING id, balance INTO v_game, v_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'game balance below the bet' USING ERRCODE = 'FC001';
  END IF;
  LOOP
    UPDATE accounts SET balance = balance + p_bet - p_win
    WHERE user_id IS NULL AND kind = 'house' AND shard = p_house_shard
    RETURNING id, balance INTO v_house, v_house_after;
    EXIT WHEN FOUND;
    INSERT INTO accounts (kind, shard) VALUES ('house', p_house_shard) ON CONFLICT DO NOTHING;
  END LOOP;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  VALUES (v_tx, v_game, -p_bet, v_after - p_win),
         (v_tx, v_house, p_bet, v_house_after + p_win);
  IF p_win > 0 THEN
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    VALUES (v_tx, v_house, -p_win, v_house_after),
           (v_tx, v_game, p_win, v_after);
  END IF;

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
  SELECT v.min_bets INTO v_next FROM vip_levels v JOIN users u ON u.id = p_user_id
  WHERE v.level > u.vip_level ORDER BY v.level LIMIT 1;

  RETURN QUERY SELECT 'played'::text, v_round, v_after, coalesce(v_total >= v_next, false),
                      NULL::text, NULL::bigint, NULL::bigint;
END;
$$;
