-- ficha_provider_reverse: reverses one posted provider transaction (p_id, locked by the caller): a debit is
-- refunded from the house, a credit taken back to the house (a promo: the rewards account), under the
-- ledger key p_key (ficha_provider_take_back: a credit the game balance no longer holds is taken from the
-- game and wallet balances, the rest booked as the player's debt, so a reversal always settles); the
-- transaction is marked rolled back, what it counted in the day's net loss undone (at p_at's day), a debit's
-- score taken back out of the races (ficha_race_unscore; noted on a race already settled), and its round's bet or win lowered. Answers the
-- game balance after, and the round shown settled (or null).
CREATE OR REPLACE FUNCTION ficha_provider_reverse(
  p_id bigint,
  p_key text,
  p_at timestamptz,
  OUT out_balance bigint,
  OUT out_shown bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_target provider_transactions%ROWTYPE;
  v_debit boolean;
  v_loss bigint;
  v_reference text;
BEGIN
  SELECT * INTO v_target FROM provider_transactions t WHERE t.id = p_id;
  v_debit := v_target.kind = 'debit';
  v_reference := CASE WHEN v_target.round_id IS NULL THEN p_key
                      ELSE 'gp:' || v_target.provider || ':round:' || v_target.round_id END;
  IF v_debit THEN
    out_balance := ficha_provider_move(v_target.user_id, p_key, 'adjustment', v_reference, 'house', 'game',
                                       v_target.amount);
  ELSE
    out_balance := ficha_provider_take_back(v_target.user_id, p_key, v_reference,
                                            CASE WHEN v_target.credit_kind = 'promo' THEN 'rewards' ELSE 'house' END,
                                            v_target.amount);
  END IF;
  UPDATE provider_transactions SET state = 'rolled_back' WHERE id = p_id;
  -- What the transaction counted in the net loss (a stake, minus a game credit; a promo nothing), undone.
  v_loss := CASE WHEN v_debit THEN -v_target.amount
                 WHEN v_target.kind = 'credit' AND v_target.credit_kind IS DISTINCT FROM 'promo' THEN v_target.amount
                 ELSE 0 END;
  IF v_loss <> 0 THEN
    INSERT INTO play_days (user_id, day, net_loss) VALUES (v_target.user_id, ficha_sp_day(p_at), v_loss)
    ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;
  END IF;
  IF v_debit THEN
    PERFORM ficha_race_unscore(v_target.user_id,
                               (SELECT g.id FROM provider_rounds pr
                                JOIN games g ON g.provider = pr.provider AND g.provider_game_code = pr.game_code
                                WHERE pr.id = v_target.round_id),
                               v_target.amount, v_target.created_at,
                               'gp:' || v_target.provider || ':' || v_target.external_id);
  END IF;
  IF v_target.round_id IS NOT NULL THEN
    out_shown := ficha_provider_round_add(v_target.round_id, CASE WHEN v_debit THEN -v_target.amount ELSE 0 END,
                                          CASE WHEN v_debit THEN 0 ELSE -v_target.amount END, false, p_at);
  END IF;
END;
$$;
