-- ficha_provider_rollback: the wallet gateway's rollbacks in one statement: of one transaction (p_batch false,
-- one target), of a list of them (p_batch true: all or nothing, each target's ledger key numbered from 0), or
-- of a whole round (p_round not null, p_targets empty: every transaction of the round still posted, in their
-- order, each under its own ledger key). Under the player's lock it claims the rollback's own key
-- (ficha_provider_claim, its target the targets or 'round:<round>': a replay answers its first balance),
-- reverses each target (ficha_provider_reverse; unknown: a tombstone under the debit's key, so the late
-- debit is refused; another player's: 'duplicate'; already reversed: nothing) or each of the round's
-- transactions, and records the balance, in a block that undoes every write when it refuses. Answers as
-- ficha_provider_debit does: 'done' (a credit the player has spent too: what the game and wallet balances
-- no longer hold is booked as the player's debt, ficha_provider_take_back), 'duplicate' or 'rolledBack'.
DROP FUNCTION IF EXISTS ficha_provider_rollback(text, integer, text, text, text[], boolean, timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_rollback_round(text, integer, text, text, text, timestamptz);
DROP FUNCTION IF EXISTS ficha_provider_reverse_target(text, integer, text, text, timestamptz);
CREATE OR REPLACE FUNCTION ficha_provider_rollback(
  p_provider text,
  p_user_id integer,
  p_transaction_id text,
  p_fingerprint text,
  p_targets text[],
  p_batch boolean,
  p_round text,
  p_at timestamptz
) RETURNS TABLE (out_status text, out_balance bigint, out_replayed boolean, out_shown bigint[], out_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_error text;
  v_status text;
  v_detail text;
  v_claim bigint;
  v_balance bigint;
  v_replayed boolean := false;
  v_shown bigint[] := ARRAY[]::bigint[];
  v_key text := 'gp:' || p_provider || ':rollback:' || p_transaction_id;
  v_target provider_transactions%ROWTYPE;
  v_ids bigint[];
  v_step record;
  v_i integer;
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  BEGIN
    SELECT c.out_id, c.out_balance INTO v_claim, v_balance
    FROM ficha_provider_claim(p_provider, p_transaction_id, 'rollback', p_user_id, p_fingerprint, 0, NULL, NULL,
                              coalesce('round:' || p_round, array_to_string(p_targets, ' '))) c;
    IF v_claim IS NULL THEN
      v_replayed := true;
    ELSE
      IF p_round IS NOT NULL THEN
        SELECT array_agg(x.id ORDER BY x.id) INTO v_ids
        FROM (SELECT t.id FROM provider_transactions t JOIN provider_rounds r ON r.id = t.round_id
              WHERE r.provider = p_provider AND r.user_id = p_user_id AND r.external_id = p_round
                AND t.state = 'posted' AND t.kind IN ('debit', 'credit')
              ORDER BY t.id FOR UPDATE OF t) x;
      END IF;
      v_balance := ficha_provider_balance(p_user_id);
      -- Each target in turn (a target named twice is reversed once): its debit or credit, locked.
      FOR v_i IN 1 .. coalesce(cardinality(p_targets), 0) LOOP
        SELECT * INTO v_target FROM provider_transactions t
        WHERE t.provider = p_provider AND t.external_id = p_targets[v_i] AND t.kind IN ('debit', 'credit')
        ORDER BY t.id LIMIT 1
        FOR UPDATE;
        IF v_target.id IS NULL THEN
          -- A rollback ahead of its debit: the tombstone takes the debit's key, so the late debit is refused.
          INSERT INTO provider_transactions (provider, external_id, kind, user_id, fingerprint, amount, state)
          VALUES (p_provider, p_targets[v_i], 'debit', p_user_id, 'tombstone', 0, 'tombstone')
          ON CONFLICT DO NOTHING;
        ELSIF v_target.user_id <> p_user_id THEN
          RAISE EXCEPTION USING ERRCODE = 'FC010', MESSAGE = 'duplicate';
        ELSIF v_target.state = 'posted' THEN
          -- Not yet reversed (a tombstone, or a transaction already reversed, moves nothing).
          SELECT * INTO v_step
          FROM ficha_provider_reverse(v_target.id, v_key || CASE WHEN p_batch THEN ':' || (v_i - 1) ELSE '' END, p_at);
          v_balance := v_step.out_balance;
          v_shown := v_shown || v_step.out_shown;
        END IF;
      END LOOP;
      FOR v_i IN 1 .. coalesce(cardinality(v_ids), 0) LOOP
        SELECT * INTO v_step FROM ficha_provider_reverse(v_ids[v_i], v_key || ':' || v_ids[v_i], p_at);
        v_balance := v_step.out_balance;
        v_shown := v_shown || v_step.out_shown;
      END LOOP;
      UPDATE provider_transactions SET balance_after = v_balance WHERE id = v_claim;
    END IF;
    v_status := 'done';
  EXCEPTION WHEN SQLSTATE 'FC010' THEN
    GET STACKED DIAGNOSTICS v_error = RETURNED_SQLSTATE, v_status = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
  END;
  RETURN QUERY SELECT * FROM ficha_provider_answer(p_user_id, v_error, v_status, v_detail, v_balance, v_replayed,
                                                   v_shown);
END;
$$;
