-- ficha_provider_debit_step: a provider's debit (a bet), the steps of server/providers/gateway/wallet.ts's
-- debit in its order, called by ficha_provider_debit and ficha_provider_debit_credit under the player's lock.
-- Opens the round, claims the provider's transaction under its unique key with the fingerprint the caller
-- computed (a row already there: a replay answers its recorded balance, a tombstone or another fingerprint
-- refuse), refuses a closed round, checks the game session (p_token_hash, the token's SHA-256), passes the
-- play gate (ficha_play_gate at p_at with the stake), refuses an ended session, moves the stake
-- (ficha_provider_move: FC001 when the balance is short), adds it to the day's net loss, the races running
-- (ficha_race_score) and the round, and
-- records the balance. A refusal raises SQLSTATE FC010 with the gateway's status as its message (the play
-- gate's answer as JSON in its detail), so the caller's block undoes every write of the call.
CREATE OR REPLACE FUNCTION ficha_provider_debit_step(
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_round text,
  p_game_code text,
  p_amount bigint,
  p_fingerprint text,
  p_token_hash text,
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
  v_session record;
  v_gate record;
BEGIN
  SELECT * INTO v_round FROM ficha_provider_round(p_provider, p_user_id, p_round, p_game_code);
  SELECT c.out_id, c.out_balance INTO v_claim, out_balance
  FROM ficha_provider_claim(p_provider, p_transaction_id, 'debit', p_user_id, p_fingerprint, p_amount,
                            v_round.out_id, NULL, NULL) c;
  IF v_claim IS NULL THEN
    out_replayed := true;
    RETURN;
  END IF;
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
  IF p_amount <> 0 THEN
    INSERT INTO play_days (user_id, day, net_loss) VALUES (p_user_id, ficha_sp_day(p_at), p_amount)
    ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;
  END IF;
  -- The races running now score the stake (ficha_race_score), the catalogue's game named by its code; the
  -- play gate above has decided the race's eligibility too.
  PERFORM ficha_race_score(p_user_id, (SELECT g.id FROM games g
                                       WHERE g.provider = p_provider AND g.provider_game_code = p_game_code),
                           p_amount, p_at, true);
  out_shown := ficha_provider_round_add(v_round.out_id, p_amount, 0, p_close, p_at);
  UPDATE provider_transactions SET balance_after = out_balance WHERE id = v_claim;
  out_replayed := false;
END;
$$;
