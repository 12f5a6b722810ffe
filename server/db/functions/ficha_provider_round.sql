-- ficha_provider_round: the provider's round a wallet call belongs to, opened on its first call; answers
-- its id and whether it is closed (a closed round takes no new bet).
CREATE OR REPLACE FUNCTION ficha_provider_round(
  p_provider text,
  p_user_id integer,
  p_round text,
  p_game_code text,
  OUT out_id bigint,
  OUT out_closed boolean
)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_rounds (provider, user_id, external_id, game_code)
  VALUES (p_provider, p_user_id, p_round, p_game_code)
  ON CONFLICT DO NOTHING
  RETURNING id, false INTO out_id, out_closed;
  IF out_id IS NULL THEN
    SELECT r.id, r.state = 'closed' INTO out_id, out_closed
    FROM provider_rounds r
    WHERE r.provider = p_provider AND r.user_id = p_user_id AND r.external_id = p_round;
  END IF;
  IF out_id IS NULL THEN
    RAISE EXCEPTION 'Round % was not opened', p_round;
  END IF;
END;
$$;
