-- ficha_provider_balance: the player's game balance in centavos (0 before the account is opened), as the
-- gateway's answers carry it.
CREATE OR REPLACE FUNCTION ficha_provider_balance(p_user_id integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT a.balance FROM accounts a WHERE a.user_id = p_user_id AND a.kind = 'game'), 0)
$$;
