-- ficha_provider_end_round: the wallet gateway's end round in one statement: under the player's lock, an
-- open round is closed at p_at and shown settled (a later debit on it is refused, credits and rollbacks still
-- settle); a round already closed, or never opened, is left as it is. Answers as ficha_provider_debit does,
-- always 'done' (out_balance the game balance, unused by the gateway).
CREATE OR REPLACE FUNCTION ficha_provider_end_round(
  p_provider text,
  p_user_id integer,
  p_round text,
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_round bigint;
  v_shown bigint;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  SELECT r.id INTO v_round FROM provider_rounds r
  WHERE r.provider = p_provider AND r.user_id = p_user_id AND r.external_id = p_round AND r.state = 'open'
  FOR UPDATE;
  IF v_round IS NOT NULL THEN
    v_shown := ficha_provider_round_add(v_round, 0, 0, true, p_at);
  END IF;
  RETURN QUERY SELECT * FROM ficha_provider_answer(p_user_id, NULL, 'done', NULL, ficha_provider_balance(p_user_id), false,
                                                   ARRAY[v_shown]);
END;
$$;
