-- ficha_provider_debit: the wallet gateway's debit, credit and debit+credit (a round played at once) in one
-- statement (server/providers/gateway/wallet.ts): under the player's lock, ficha_provider_step for the debit
-- (p_debit_id not null), then for the credit (p_credit_id not null), in one block: both or neither, a
-- refusal of either undoes every write of the call. Answers one row (ficha_provider_answer): out_status
-- 'done' (out_balance the game balance after the last step, out_replayed true when every step was a replay
-- of a recorded call, out_shown the settled shown rounds to announce), or a refusal: 'insufficientFunds'
-- (out_balance the balance), 'refused' (the play gate; out_detail its answer as JSON), or the gateway's
-- reason ('duplicate', 'rolledBack', 'roundClosed', 'invalidToken', 'tokenExpired', 'betNotFound': a credit
-- naming a debit, p_credit_bet, that this player's wallet does not hold or has rolled back). Any other failure
-- raises (the gateway answers it as retryable).
DROP FUNCTION IF EXISTS ficha_provider_debit(text, integer, text, text, text, bigint, text, text, boolean, timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_credit(text, integer, text, text, text, bigint, text, text, text, boolean,
                                              timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_debit_credit(text, integer, text, text, text, bigint, text, text, boolean, text,
                                                    integer, text, text, text, bigint, text, text, text, boolean,
                                                    timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_debit_step(text, integer, text, text, text, bigint, text, text, boolean,
                                                  timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_credit_step(text, integer, text, text, text, bigint, text, text, text, boolean,
                                                   timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_debit(text, integer, text, text, text, bigint, text, text, boolean, text, text,
                                             text, bigint, text, text, text, boolean, timestamptz);
CREATE OR REPLACE FUNCTION ficha_provider_debit(
  p_provider text,
  p_user_id integer,
  p_debit_id text,
  p_debit_round text,
  p_debit_game text,
  p_debit_amount bigint,
  p_debit_fingerprint text,
  p_token_hash text,
  p_debit_close boolean,
  p_credit_id text,
  p_credit_round text,
  p_credit_game text,
  p_credit_amount bigint,
  p_credit_fingerprint text,
  p_credit_kind text,
  p_freespin_grant text,
  p_credit_bet text,
  p_credit_close boolean,
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_error text;
  v_status text;
  v_detail text;
  v_balance bigint;
  v_replayed boolean := true;
  v_shown bigint[] := ARRAY[]::bigint[];
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    IF p_debit_id IS NOT NULL THEN
      SELECT s.out_balance, v_replayed AND s.out_replayed, v_shown || s.out_shown INTO v_balance, v_replayed, v_shown
      FROM ficha_provider_step('debit', p_provider, p_user_id, p_debit_id, p_debit_round, p_debit_game,
                               p_debit_amount, p_debit_fingerprint, p_token_hash, NULL, NULL, NULL, p_debit_close,
                               p_at) s;
    END IF;
    IF p_credit_id IS NOT NULL THEN
      SELECT s.out_balance, v_replayed AND s.out_replayed, v_shown || s.out_shown INTO v_balance, v_replayed, v_shown
      FROM ficha_provider_step('credit', p_provider, p_user_id, p_credit_id, p_credit_round, p_credit_game,
                               p_credit_amount, p_credit_fingerprint, NULL, p_credit_kind, p_freespin_grant,
                               p_credit_bet, p_credit_close, p_at) s;
    END IF;
    v_status := 'done';
  EXCEPTION WHEN SQLSTATE 'FC010' OR SQLSTATE 'FC001' THEN
    GET STACKED DIAGNOSTICS v_error = RETURNED_SQLSTATE, v_status = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
  END;
  RETURN QUERY SELECT * FROM ficha_provider_answer(p_user_id, v_error, v_status, v_detail, v_balance, v_replayed,
                                                   v_shown);
END;
$$;
