-- ficha_provider_answer: the one row every wallet gateway function answers (ficha_provider_debit,
-- ficha_provider_rollback, ficha_provider_end_round), built in one place from what the call's block ended
-- with: out_status 'done' with the balance, replay flag and settled shown rounds the call produced (nulls
-- left out); or a refusal (p_error the SQLSTATE the block caught: FC010, the gateway's status as its message,
-- or FC001, a balance too short: 'insufficientFunds') with the player's game balance after it (the block undid
-- the call's writes), no replay, nothing shown, and the refusal's detail (the play gate's answer as JSON)
-- when it has one.
CREATE OR REPLACE FUNCTION ficha_provider_answer(
  p_user_id integer,
  p_error text,
  p_status text,
  p_detail text,
  p_balance bigint,
  p_replayed boolean,
  p_shown bigint[]
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text := p_status;
BEGIN
  IF p_error IS NULL THEN
    RETURN QUERY SELECT v_status, p_balance, p_replayed, array_remove(p_shown, NULL), NULL::text;
    RETURN;
  END IF;
  IF p_error = 'FC001' THEN
    v_status := 'insufficientFunds';
  END IF;
  RETURN QUERY SELECT v_status, ficha_provider_balance(p_user_id), false, ARRAY[]::bigint[], nullif(p_detail, '');
END;
$$;
