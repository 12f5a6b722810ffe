-- ficha_provider_credit_step: a provider's credit (p_credit_kind win, free, jackpot or promo), the steps of
-- server/providers/gateway/wallet.ts's credit in its order, called by ficha_provider_credit and
-- ficha_provider_debit_credit under the player's lock; accepted whatever the game session's state. Opens the
-- round, claims the provider's transaction (a replay answers its recorded balance, a tombstone or another
-- fingerprint raise FC010 'rolledBack' or 'duplicate'), moves the amount from the house (a promo: the
-- rewards account) to the game balance (0 moves nothing), takes a game credit off the day's net loss, links
-- a free credit to its free-spin grant (p_freespin_grant, when the player has that grant), adds it to the
-- round and records the balance.
CREATE OR REPLACE FUNCTION ficha_provider_credit_step(
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_round text,
  p_game_code text,
  p_amount bigint,
  p_fingerprint text,
  p_credit_kind text,
  p_freespin_grant text,
  p_close boolean,
  p_at timestamptz,
  OUT out_balance bigint,
  OUT out_replayed boolean,
  OUT out_shown bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_claim bigint;
  v_grant integer;
BEGIN
  SELECT * INTO v_round FROM ficha_provider_round(p_provider, p_user_id, p_round, p_game_code);
  SELECT c.out_id, c.out_balance INTO v_claim, out_balance
  FROM ficha_provider_claim(p_provider, p_transaction_id, 'credit', p_user_id, p_fingerprint, p_amount,
                            v_round.out_id, p_credit_kind, NULL) c;
  IF v_claim IS NULL THEN
    out_replayed := true;
    RETURN;
  END IF;
  out_balance := ficha_provider_move(p_user_id, 'gp:' || p_provider || ':credit:' || p_transaction_id,
                                     CASE WHEN p_credit_kind = 'promo' THEN 'reward' ELSE 'win' END,
                                     'gp:' || p_provider || ':round:' || v_round.out_id,
                                     CASE WHEN p_credit_kind = 'promo' THEN 'rewards' ELSE 'house' END, 'game',
                                     p_amount);
  -- A promotional credit is a reward, not a game result: not counted in the loss limits' net loss.
  IF p_amount <> 0 AND p_credit_kind <> 'promo' THEN
    INSERT INTO play_days (user_id, day, net_loss) VALUES (p_user_id, ficha_sp_day(p_at), -p_amount)
    ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;
  END IF;
  IF p_credit_kind = 'free' AND p_freespin_grant IS NOT NULL AND p_freespin_grant <> '' THEN
    SELECT g.id INTO v_grant FROM freespin_grants g
    WHERE g.provider = p_provider AND g.external_id = p_freespin_grant AND g.user_id = p_user_id;
    IF v_grant IS NOT NULL THEN
      INSERT INTO freespin_wins (transaction_id, grant_id, amount) VALUES (v_claim, v_grant, p_amount)
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  out_shown := ficha_provider_round_add(v_round.out_id, 0, p_amount, p_close, p_at);
  UPDATE provider_transactions SET balance_after = out_balance WHERE id = v_claim;
  out_replayed := false;
END;
$$;
