-- Settles one round in one statement (one round trip, one transaction): services/rounds.ts plays the round
-- in the engine and calls this with the outcome. The player's active seed pair is locked first, so a
-- player's rounds take turns; the house side goes to one of its sub-accounts (shards), so different
-- players' rounds do not queue behind one row. Answers 'stale' (nothing written) when the pair passed in
-- is no longer the active one at that nonce, 'replay' when this clientRoundId was played already, and
-- raises FC001 (nothing written) when the game balance is below the bet.
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
) RETURNS TABLE (out_status text, out_round_id bigint, out_balance bigint, out_vip_due boolean)
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
BEGIN
  SELECT * INTO v_pair FROM seed_pairs WHERE id = p_pair_id AND user_id = p_user_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM rounds WHERE user_id = p_user_id AND client_round_id = p_client_round_id) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint, NULL::bigint, false;
    RETURN;
  END IF;
  IF v_pair.id IS NULL OR v_pair.revealed_at IS NOT NULL OR v_pair.nonce <> p_nonce THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, false;
    RETURN;
  END IF;

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

  RETURN QUERY SELECT 'played'::text, v_round, v_after, coalesce(v_total >= v_next, false);
END;
$$;
