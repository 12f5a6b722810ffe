-- ficha_provider_rollback_round: the wallet gateway's rollback of a whole round in one statement: under the
-- player's lock it claims the rollback's own key (target 'round:<round>'; a replay answers its first
-- balance), reverses every transaction of the round still posted, in their order (ficha_provider_reverse,
-- each under its own ledger key), and records the balance, in a block that undoes every write when it
-- refuses. Answers as ficha_provider_rollback does.
CREATE OR REPLACE FUNCTION ficha_provider_rollback_round(
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_fingerprint text,
  p_round text,
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_detail text;
  v_claim bigint;
  v_balance bigint;
  v_replayed boolean := false;
  v_shown bigint[] := ARRAY[]::bigint[];
  v_ids bigint[];
  v_step record;
  v_i integer;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    SELECT c.out_id, c.out_balance INTO v_claim, v_balance
    FROM ficha_provider_claim(p_provider, p_transaction_id, 'rollback', p_user_id, p_fingerprint, 0, NULL, NULL,
                              'round:' || p_round) c;
    IF v_claim IS NULL THEN
      v_replayed := true;
    ELSE
      SELECT array_agg(x.id ORDER BY x.id) INTO v_ids
      FROM (SELECT t.id FROM provider_transactions t JOIN provider_rounds r ON r.id = t.round_id
            WHERE r.provider = p_provider AND r.user_id = p_user_id AND r.external_id = p_round
              AND t.state = 'posted' AND t.kind IN ('debit', 'credit')
            ORDER BY t.id FOR UPDATE OF t) x;
      v_balance := ficha_provider_balance(p_user_id);
      FOR v_i IN 1 .. coalesce(cardinality(v_ids), 0) LOOP
        SELECT * INTO v_step
        FROM ficha_provider_reverse(v_ids[v_i], 'gp:' || p_provider || ':rollback:' || p_transaction_id || ':' || v_ids[v_i],
                                    p_at);
        v_balance := v_step.out_balance;
        v_shown := array_remove(v_shown || v_step.out_shown, NULL);
      END LOOP;
      UPDATE provider_transactions SET balance_after = v_balance WHERE id = v_claim;
    END IF;
    v_status := 'done';
  EXCEPTION
    WHEN SQLSTATE 'FC010' THEN
      GET STACKED DIAGNOSTICS v_status = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
      v_shown := ARRAY[]::bigint[];
    WHEN SQLSTATE 'FC001' THEN
      v_status := 'insufficientFunds';
      v_shown := ARRAY[]::bigint[];
  END;
  IF v_status = 'done' THEN
    RETURN QUERY SELECT v_status, v_balance, v_replayed, v_shown, NULL::text;
  ELSE
    RETURN QUERY SELECT v_status, ficha_provider_balance(p_user_id), false, ARRAY[]::bigint[], nullif(v_detail, '');
  END IF;
END;
$$;
