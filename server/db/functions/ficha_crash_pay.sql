-- ficha_crash_pay: pays crash bets their cash-outs (ficha_crash_cashouts, ficha_crash_settle), bets its caller has
-- locked and found payable: bet p_bets[k] cashed out at p_multipliers[k] (hundredths) at p_at[k]. Each win is
-- floor(stake * multiplier / 100) centavos, moved in one ficha_transfer call (one movement a bet, key
-- 'crash:win:<bet id>', reason 'win', reference 'crash:<round>') from the house's sub-account that took the stake
-- to the player's game balance; the bet is stored cashed (its multiplier, win and instant), its shown round settled
-- with the win (ended at the cash-out), the day's net loss lowered by the win. A bet the settlement had marked lost
-- (a cash-out received before the crash that committed after it) is paid the same way. Answers, per bet, the game
-- balance after it and the shown round to announce.
CREATE OR REPLACE FUNCTION ficha_crash_pay(p_bets bigint[], p_multipliers integer[], p_at timestamptz[])
RETURNS TABLE (out_bet_id bigint, out_balance bigint, out_shown bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_bet bigint[];
  v_user integer[];
  v_win bigint[];
  v_mult integer[];
  v_at timestamptz[];
  v_game integer[];
  v_house integer[];
  v_shown bigint[];
  v_keys text[];
  v_refs text[];
  v_movements integer[];
  v_accounts integer[];
  v_amounts bigint[];
  v_after bigint[];
BEGIN
  IF coalesce(cardinality(p_bets), 0) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(b.id ORDER BY x.k), array_agg(b.user_id ORDER BY x.k), array_agg(b.stake * x.m / 100 ORDER BY x.k),
         array_agg(x.m ORDER BY x.k), array_agg(x.at ORDER BY x.k),
         array_agg((SELECT a.id FROM accounts a WHERE a.user_id = b.user_id AND a.kind = 'game') ORDER BY x.k),
         array_agg((SELECT a.id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house' AND a.shard = b.house_shard)
                   ORDER BY x.k),
         array_agg(b.shown_round_id ORDER BY x.k),
         array_agg('crash:win:' || b.id ORDER BY x.k), array_agg('crash:' || b.round ORDER BY x.k)
  INTO v_bet, v_user, v_win, v_mult, v_at, v_game, v_house, v_shown, v_keys, v_refs
  FROM unnest(p_bets, p_multipliers, p_at) WITH ORDINALITY AS x(bet, m, at, k)
  JOIN crash_bets b ON b.id = x.bet;
  -- One movement a bet, its entries in order: the win out of the house's sub-account, into the game balance.
  SELECT array_agg(k ORDER BY k, e), array_agg(CASE e WHEN 1 THEN v_house[k] ELSE v_game[k] END ORDER BY k, e),
         array_agg(CASE e WHEN 1 THEN -v_win[k] ELSE v_win[k] END ORDER BY k, e)
  INTO v_movements, v_accounts, v_amounts
  FROM generate_subscripts(v_bet, 1) k, generate_series(1, 2) e;
  SELECT array_agg(t.out_balances[2] ORDER BY t.out_movement) INTO v_after
  FROM ficha_transfer(v_keys, array_fill('win'::text, ARRAY[cardinality(v_keys)]), v_refs, v_movements, v_accounts,
                      v_amounts) t;
  UPDATE crash_bets b SET state = 'cashed', cashed_out_at = v_mult[k], win = v_win[k], settled_at = v_at[k]
  FROM generate_subscripts(v_bet, 1) k WHERE b.id = v_bet[k];
  UPDATE rounds r SET win = v_win[k], settled = true, ended_at = v_at[k]
  FROM generate_subscripts(v_bet, 1) k WHERE r.id = v_shown[k];
  INSERT INTO play_days (user_id, day, net_loss)
  SELECT v_user[k], ficha_sp_day(v_at[k]), -sum(v_win[k]) FROM generate_subscripts(v_bet, 1) k
  GROUP BY v_user[k], ficha_sp_day(v_at[k])
  ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;
  RETURN QUERY SELECT v_bet[k], v_after[k], v_shown[k] FROM generate_subscripts(v_bet, 1) k ORDER BY k;
END;
$$;
