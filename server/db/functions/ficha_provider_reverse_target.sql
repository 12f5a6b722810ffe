-- ficha_provider_reverse_target: reverses the provider transaction p_target names (its debit or credit),
-- answering the game balance after and the round shown settled. An unknown target leaves a tombstone under
-- the debit's key (the late debit is then refused); a target of another player raises FC010 'duplicate'; a
-- target already reversed (or a tombstone) moves nothing.
CREATE OR REPLACE FUNCTION ficha_provider_reverse_target(
  p_provider text,
  p_user_id integer,
  p_target text,
  p_key text,
  p_at timestamptz,
  OUT out_balance bigint,
  OUT out_shown bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_target provider_transactions%ROWTYPE;
BEGIN
  SELECT * INTO v_target FROM provider_transactions t
  WHERE t.provider = p_provider AND t.external_id = p_target AND t.kind IN ('debit', 'credit')
  ORDER BY t.id LIMIT 1
  FOR UPDATE;
  IF v_target.id IS NULL THEN
    -- A rollback ahead of its debit: the tombstone takes the debit's key, so the late debit is refused.
    INSERT INTO provider_transactions (provider, external_id, kind, user_id, fingerprint, amount, state)
    VALUES (p_provider, p_target, 'debit', p_user_id, 'tombstone', 0, 'tombstone')
    ON CONFLICT DO NOTHING;
    out_balance := ficha_provider_balance(p_user_id);
    RETURN;
  END IF;
  IF v_target.user_id <> p_user_id THEN
    RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'duplicate';
  END IF;
  IF v_target.state <> 'posted' THEN
    out_balance := ficha_provider_balance(p_user_id);
    RETURN;
  END IF;
  SELECT r.out_balance, r.out_shown INTO out_balance, out_shown FROM ficha_provider_reverse(v_target.id, p_key, p_at) r;
END;
$$;
