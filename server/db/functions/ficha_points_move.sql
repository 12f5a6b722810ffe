-- ficha_points_move: one movement of a player's points (docs/missions.md), the points ledger's one writer:
-- the balance row changed under its lock and the movement appended with the balance after it, under its
-- unique key (the same key twice raises unique_violation: the caller names each movement once). A balance
-- that would go below 0 raises FC020 'pointsShort' and nothing is written. Answers the balance after.
CREATE OR REPLACE FUNCTION ficha_points_move(
  p_user_id integer,
  p_amount bigint,
  p_reason text,
  p_key text,
  p_source_id integer
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  INSERT INTO points_balances (user_id, balance) VALUES (p_user_id, 0) ON CONFLICT (user_id) DO NOTHING;
  SELECT balance INTO v_balance FROM points_balances WHERE user_id = p_user_id FOR UPDATE;
  IF v_balance + p_amount < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'FC020', MESSAGE = 'pointsShort';
  END IF;
  UPDATE points_balances SET balance = balance + p_amount WHERE user_id = p_user_id RETURNING balance INTO v_balance;
  INSERT INTO points_movements (user_id, amount, balance_after, reason, key, source_id)
  VALUES (p_user_id, p_amount, v_balance, p_reason, p_key, p_source_id);
  RETURN v_balance;
END;
$$;
