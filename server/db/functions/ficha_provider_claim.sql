-- ficha_provider_claim: inserts a provider's wallet call first, under its unique key (provider, the
-- provider's id, kind) with the fingerprint of its payload computed by the gateway (wallet.ts). Answers the
-- new row's id; or, when a row is already there (a concurrent retry waits for the first one here), out_id
-- null and the balance the first answer carried (a replay), or raises FC010 'rolledBack' (a tombstone: its
-- rollback came first) or 'duplicate' (another payload under the id).
CREATE OR REPLACE FUNCTION ficha_provider_claim(
  p_provider text,
  p_external_id text,
  p_kind text,
  p_user_id integer,
  p_fingerprint text,
  p_amount bigint,
  p_round_id bigint,
  p_credit_kind text,
  p_target_id text,
  OUT out_id bigint,
  OUT out_balance bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_existing provider_transactions%ROWTYPE;
BEGIN
  INSERT INTO provider_transactions (provider, external_id, kind, user_id, fingerprint, amount, round_id,
                                     credit_kind, target_id)
  VALUES (p_provider, p_external_id, p_kind, p_user_id, p_fingerprint, p_amount, p_round_id, p_credit_kind,
          p_target_id)
  ON CONFLICT DO NOTHING
  RETURNING id INTO out_id;
  IF out_id IS NOT NULL THEN
    RETURN;
  END IF;
  SELECT * INTO v_existing FROM provider_transactions t
  WHERE t.provider = p_provider AND t.external_id = p_external_id AND t.kind = p_kind;
  IF v_existing.id IS NULL THEN
    RAISE EXCEPTION 'Provider transaction % clashed but cannot be found', p_external_id;
  END IF;
  IF v_existing.state = 'tombstone' THEN
    RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'rolledBack';
  END IF;
  IF v_existing.fingerprint <> p_fingerprint THEN
    RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'duplicate';
  END IF;
  out_balance := coalesce(v_existing.balance_after, ficha_provider_balance(v_existing.user_id));
END;
$$;
