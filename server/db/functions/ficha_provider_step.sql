-- ficha_provider_step: one provider wallet call, a debit (p_kind 'debit', a bet) or a credit (p_kind
-- 'credit': p_credit_kind win, free, jackpot or promo), the steps of server/providers/gateway/wallet.ts in
-- their order, called by ficha_provider_debit under the player's lock. Both kinds open the round and claim
-- the provider's transaction under its unique key with the fingerprint the caller computed (a row already
-- there: a replay answers its recorded balance, a tombstone or another fingerprint raise FC010 'rolledBack'
-- or 'duplicate'), move the amount (ficha_provider_move; 0 moves nothing), count it in the day's net loss,
-- add it to the round and record the balance; a debit's stake also scores in the races running
-- (ficha_race_score) and counts in the missions published (ficha_mission_count).
-- A debit, before its move: refuses a closed round, checks the game session (p_token_hash, the token's
-- SHA-256), passes the play gate (ficha_play_gate at p_at with the stake) and refuses an ended session; its
-- stake moves from the game balance to the house (FC001 when the balance is short).
-- A credit is accepted whatever the game session's state; one naming the debit it pays (p_bet_id, the
-- provider's id of it) is refused ('betNotFound') unless this player's debit of that id is held and not
-- rolled back (a replay, answered above, is not asked again). It moves from the house (a promo: the rewards
-- account) to the game balance, counts against the net loss unless a promo, and a free credit is linked to
-- its free-spin grant (p_freespin_grant, when the player has that grant).
-- A refusal raises SQLSTATE FC010 with the gateway's status as its message (the play gate's answer as JSON
-- in its detail), so the caller's block undoes every write of the call.
DROP FUNCTION IF EXISTS ficha_provider_step(text, text, integer, text, text, text, bigint, text, text, text, text, boolean,
                                            timestamptz);
CREATE OR REPLACE FUNCTION ficha_provider_step(
  p_kind text,
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_round text,
  p_game_code text,
  p_amount bigint,
  p_fingerprint text,
  p_token_hash text,
  p_credit_kind text,
  p_freespin_grant text,
  p_bet_id text,
  p_close boolean,
  p_at timestamptz,
  OUT out_balance bigint,
  OUT out_replayed boolean,
  OUT out_shown bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_debit boolean := p_kind = 'debit';
  v_round record;
  v_claim bigint;
  v_session record;
  v_gate record;
  v_house text := CASE WHEN p_credit_kind = 'promo' THEN 'rewards' ELSE 'house' END;
  v_grant integer;
BEGIN
  SELECT * INTO v_round FROM ficha_provider_round(p_provider, p_user_id, p_round, p_game_code);
  SELECT c.out_id, c.out_balance INTO v_claim, out_balance
  FROM ficha_provider_claim(p_provider, p_transaction_id, p_kind, p_user_id, p_fingerprint, p_amount,
                            v_round.out_id, p_credit_kind, NULL) c;
  IF v_claim IS NULL THEN
    out_replayed := true;
    RETURN;
  END IF;
  IF v_debit THEN
    -- An ended round takes no new bet (its own closing call is a replay, answered above); wins still settle.
    IF v_round.out_closed THEN
      RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'roundClosed';
    END IF;
    SELECT s.user_id, s.login_session_id,
           s.expires_at > p_at AND ls.revoked_at IS NULL AND (ls.expires_at IS NULL OR ls.expires_at > p_at) AS live
    INTO v_session
    FROM provider_sessions s LEFT JOIN sessions ls ON ls.id = s.login_session_id
    WHERE s.provider = p_provider AND s.token_hash = p_token_hash;
    IF v_session.user_id IS NULL OR v_session.user_id <> p_user_id THEN
      RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'invalidToken';
    END IF;
    -- The play gate of a spin of Ficha's own games, with this stake; its refusal's details for the wording and
    -- the refusal log (guard.ts), written by the caller once this was undone.
    SELECT * INTO v_gate FROM ficha_play_gate(p_user_id, v_session.login_session_id, p_at, p_amount);
    IF v_gate.out_refusal IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'refused',
        DETAIL = json_build_object('out_refusal', v_gate.out_refusal, 'out_until', v_gate.out_until,
                                   'out_limit', v_gate.out_limit, 'out_limit_value', v_gate.out_limit_value,
                                   'out_left', v_gate.out_left, 'login_session_id', v_session.login_session_id)::text;
    END IF;
    -- After the gate, so that a player excluded or out of time is answered as such, not as a session that
    -- ended (an exclusion and the session time limit end the provider sessions too).
    IF NOT v_session.live THEN
      RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'tokenExpired';
    END IF;
    out_balance := ficha_provider_move(p_user_id, 'gp:' || p_provider || ':debit:' || p_transaction_id, 'bet',
                                       'gp:' || p_provider || ':round:' || v_round.out_id, 'game', 'house', p_amount);
    -- The races running now score the stake (ficha_race_score), the catalogue's game named by its code; the
    -- play gate above has decided the race's eligibility too.
    PERFORM ficha_race_score(p_user_id, (SELECT g.id FROM games g
                                         WHERE g.provider = p_provider AND g.provider_game_code = p_game_code),
                             p_amount, p_at, true);
    -- The missions published count the debit (ficha_mission_count): a round, its stake, its day; its win is
    -- not known yet, so a wins task counts Ficha's own rounds only.
    IF EXISTS (SELECT 1 FROM missions m WHERE m.state = 'published') THEN
      PERFORM ficha_mission_count(p_user_id, (SELECT g.id FROM games g
                                              WHERE g.provider = p_provider AND g.provider_game_code = p_game_code),
                                  p_amount, NULL, p_at, true);
    END IF;
  ELSE
    IF p_bet_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM provider_transactions t
      WHERE t.provider = p_provider AND t.external_id = p_bet_id AND t.kind = 'debit' AND t.user_id = p_user_id
        AND t.state = 'posted') THEN
      RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'betNotFound';
    END IF;
    out_balance := ficha_provider_move(p_user_id, 'gp:' || p_provider || ':credit:' || p_transaction_id,
                                       CASE WHEN p_credit_kind = 'promo' THEN 'reward' ELSE 'win' END,
                                       'gp:' || p_provider || ':round:' || v_round.out_id, v_house, 'game', p_amount);
  END IF;
  -- A stake adds to the day's net loss, a game credit takes off it; a promotional credit is a reward, not a
  -- game result: not counted in the loss limits' net loss.
  IF p_amount <> 0 AND p_credit_kind IS DISTINCT FROM 'promo' THEN
    INSERT INTO play_days (user_id, day, net_loss)
    VALUES (p_user_id, ficha_sp_day(p_at), CASE WHEN v_debit THEN p_amount ELSE -p_amount END)
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
  out_shown := ficha_provider_round_add(v_round.out_id, CASE WHEN v_debit THEN p_amount ELSE 0 END,
                                        CASE WHEN v_debit THEN 0 ELSE p_amount END, p_close, p_at);
  UPDATE provider_transactions SET balance_after = out_balance WHERE id = v_claim;
  out_replayed := false;
END;
$$;
