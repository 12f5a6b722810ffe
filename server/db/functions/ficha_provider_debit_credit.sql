-- ficha_provider_debit_credit: the wallet gateway's debit+credit (a round played at once) in one statement:
-- under the player's lock, ficha_provider_debit_step then ficha_provider_credit_step in one block, both or
-- neither (a refusal of either undoes the other's writes). Answers as ficha_provider_debit does, out_balance
-- the credit's, out_replayed when both were replays.
CREATE OR REPLACE FUNCTION ficha_provider_debit_credit(
  p_provider text,
  p_user_id integer,
  p_debit_id text,
  p_debit_round text,
  p_debit_game text,
  p_debit_amount bigint,
  p_debit_fingerprint text,
  p_token_hash text,
  p_debit_close boolean,
  p_credit_provider text,
  p_credit_user_id integer,
  p_credit_id text,
  p_credit_round text,
  p_credit_game text,
  p_credit_amount bigint,
  p_credit_fingerprint text,
  p_credit_kind text,
  p_freespin_grant text,
  p_credit_close boolean,
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_detail text;
  v_debit record;
  v_credit record;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    SELECT * INTO v_debit FROM ficha_provider_debit_step(p_provider, p_user_id, p_debit_id, p_debit_round,
                                                          p_debit_game, p_debit_amount, p_debit_fingerprint,
                                                          p_token_hash, p_debit_close, p_at);
    SELECT * INTO v_credit FROM ficha_provider_credit_step(p_credit_provider, p_credit_user_id, p_credit_id, p_credit_round,
                                                            p_credit_game, p_credit_amount, p_credit_fingerprint,
                                                            p_credit_kind, p_freespin_grant, p_credit_close, p_at);
    v_status := 'done';
  EXCEPTION
    WHEN SQLSTATE 'FC010' THEN
      GET STACKED DIAGNOSTICS v_status = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
    WHEN SQLSTATE 'FC001' THEN
      v_status := 'insufficientFunds';
  END;
  IF v_status = 'done' THEN
    RETURN QUERY SELECT v_status, v_credit.out_balance, v_debit.out_replayed AND v_credit.out_replayed,
                        array_remove(ARRAY[v_debit.out_shown, v_credit.out_shown], NULL), NULL::text;
  ELSE
    RETURN QUERY SELECT v_status,
                        ficha_provider_balance(p_user_id),
                        false, ARRAY[]::bigint[], nullif(v_detail, '');
  END IF;
END;
$$;
