-- ficha_provider_credit: the wallet gateway's credit in one statement (server/providers/gateway/wallet.ts):
-- the player's row locked, then ficha_provider_credit_step in a block that undoes all its writes when it
-- refuses. Answers one row as ficha_provider_debit does: out_status 'done' (out_balance, out_replayed,
-- out_shown), or the refusal 'duplicate' or 'rolledBack' raised by the step.
CREATE OR REPLACE FUNCTION ficha_provider_credit(
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
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_detail text;
  v_step record;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    SELECT * INTO v_step FROM ficha_provider_credit_step(p_provider, p_user_id, p_transaction_id, p_round,
                                                          p_game_code, p_amount, p_fingerprint, p_credit_kind,
                                                          p_freespin_grant, p_close, p_at);
    v_status := 'done';
  EXCEPTION
    WHEN SQLSTATE 'FC010' THEN
      GET STACKED DIAGNOSTICS v_status = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
  END;
  IF v_status = 'done' THEN
    RETURN QUERY SELECT v_status, v_step.out_balance, v_step.out_replayed,
                        array_remove(ARRAY[v_step.out_shown], NULL), NULL::text;
  ELSE
    RETURN QUERY SELECT v_status,
                        ficha_provider_balance(p_user_id),
                        false, ARRAY[]::bigint[], nullif(v_detail, '');
  END IF;
END;
$$;
