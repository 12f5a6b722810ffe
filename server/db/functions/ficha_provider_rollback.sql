-- ficha_provider_rollback: the wallet gateway's rollback of one transaction (p_batch false, one target) or of
-- a list of them (p_batch true: all or nothing, each target's ledger key numbered from 0) in one statement.
-- Under the player's lock it claims the rollback's own key (ficha_provider_claim: a replay answers its
-- first balance), reverses each target as ficha_provider_reverse_target does (unknown: a tombstone; already
-- reversed: nothing) and records the balance, in a block that undoes every write when it refuses. Answers as
-- ficha_provider_debit does: 'done', 'insufficientFunds' (a credit the game balance no longer holds),
-- 'duplicate' or 'rolledBack'.
CREATE OR REPLACE FUNCTION ficha_provider_rollback(
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_fingerprint text,
  p_targets text[],
  p_batch boolean,
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
  v_step record;
  v_i integer;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    SELECT c.out_id, c.out_balance INTO v_claim, v_balance
    FROM ficha_provider_claim(p_provider, p_transaction_id, 'rollback', p_user_id, p_fingerprint, 0, NULL, NULL,
                              array_to_string(p_targets, ' ')) c;
    IF v_claim IS NULL THEN
      v_replayed := true;
    ELSE
      v_balance := ficha_provider_balance(p_user_id);
      FOR v_i IN 1 .. coalesce(cardinality(p_targets), 0) LOOP
        SELECT * INTO v_step
        FROM ficha_provider_reverse_target(p_provider, p_user_id, p_targets[v_i],
                                           'gp:' || p_provider || ':rollback:' || p_transaction_id
                                             || CASE WHEN p_batch THEN ':' || (v_i - 1) ELSE '' END,
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
