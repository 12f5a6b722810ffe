-- ficha_transfer: the one function that writes ledger_entries (services/ledger.ts, ficha_provider_move and
-- ficha_play_rounds call it). Posts one or more movements in one call, each under its idempotency key:
-- movement m is p_keys[m], p_reasons[m], p_references[m] and the entries i whose p_movements[i] = m
-- (p_accounts[i] gets p_amounts[i]); entries come grouped by movement, in movement order, and apply in the
-- order given. Each entry is posted with its account's balance after it; the insert updates the balances.
-- One row per movement:
-- - a key seen before (or earlier in the same call) moves nothing: out_replayed, with the first movement's
--   transaction (a concurrent retry waits on the key's unique index for the first one, then replays it);
-- - a player account that would dip below zero at any entry of a movement refuses that movement alone
--   (out_short, nothing of it written; the callers that move one movement raise SQLSTATE FC001 on it); the
--   house's accounts may go negative;
-- - else out_balances, each entry's balance after it.
-- The accounts are locked FOR UPDATE in one statement and one fixed order, players' by id, then the house's,
-- as every other lock on them is taken, so no two calls deadlock. A batch of rounds pays this once for all
-- its movements. That the entries sum to zero is checked by the database at commit
-- (ledger_entries_balanced, migration 0012), not here: even a raw insert cannot leave a transaction unbalanced;
-- nor can it leave a balance that is not the sum of its account's entries (migration 0031).
-- The signature took one movement before: a database with it drops it first.
DROP FUNCTION IF EXISTS ficha_transfer(text, text, text, integer[], bigint[]);
CREATE OR REPLACE FUNCTION ficha_transfer(
  p_keys text[],
  p_reasons text[],
  p_references text[],
  p_movements integer[],
  p_accounts integer[],
  p_amounts bigint[]
) RETURNS TABLE (out_movement integer, out_transaction_id bigint, out_created_at timestamptz, out_replayed boolean,
                 out_short boolean, out_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := cardinality(p_keys);
  v_tx bigint[];
  v_at timestamptz[];
  v_new boolean[];
  v_short boolean[] := array_fill(false, ARRAY[cardinality(p_keys)]);
  v_from integer[] := array_fill(NULL::integer, ARRAY[cardinality(p_keys)]);
  v_to integer[] := array_fill(NULL::integer, ARRAY[cardinality(p_keys)]);
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[cardinality(p_accounts)]);
  v_ids integer[];
  v_now bigint[];
  v_try bigint[];
  v_player boolean[];
  v_at_account integer;
  v_first_tx bigint;
  v_first_at timestamptz;
  v_i integer := 1;
  v_m integer;
BEGIN
  -- The keys claimed in one statement: a movement whose key is inserted here is new; a key seen before, or
  -- earlier in this call, replays the first movement.
  WITH claimed AS (
    INSERT INTO ledger_transactions (idempotency_key, reason, reference)
    SELECT k.key, p_reasons[k.n], p_references[k.n] FROM unnest(p_keys) WITH ORDINALITY k(key, n) ORDER BY k.n
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, created_at, idempotency_key
  )
  SELECT array_agg(c.id ORDER BY k.n), array_agg(c.created_at ORDER BY k.n), array_agg(c.id IS NOT NULL ORDER BY k.n)
  INTO v_tx, v_at, v_new
  FROM unnest(p_keys) WITH ORDINALITY k(key, n)
  LEFT JOIN claimed c ON c.idempotency_key = k.key AND k.n = array_position(p_keys, k.key);
  FOR v_m IN 1 .. v_count LOOP
    CONTINUE WHEN v_new[v_m];
    SELECT t.id, t.created_at INTO v_first_tx, v_first_at FROM ledger_transactions t WHERE t.idempotency_key = p_keys[v_m];
    v_tx[v_m] := v_first_tx;
    v_at[v_m] := v_first_at;
  END LOOP;

  -- Locked in the fixed order, and read in the same statement: the accounts' ids, balances and owners.
  SELECT array_agg(a.id), array_agg(a.balance), array_agg(a.user_id IS NOT NULL)
  INTO v_ids, v_now, v_player
  FROM (SELECT id, balance, user_id FROM accounts WHERE id = ANY (p_accounts)
        ORDER BY user_id IS NULL, id FOR UPDATE) a;
  -- Each new movement's entries on a copy of the balances, kept only when no player account dips below zero
  -- (a few entries each, computed here: no statement joins the accounts table, whose generic plans scanned it).
  FOR v_m IN 1 .. v_count LOOP
    v_from[v_m] := v_i;
    v_try := v_now;
    WHILE v_i <= cardinality(p_movements) AND p_movements[v_i] = v_m LOOP
      v_at_account := array_position(v_ids, p_accounts[v_i]);
      IF v_at_account IS NULL THEN
        RAISE EXCEPTION 'ledger movement % names an account that does not exist', p_keys[v_m];
      END IF;
      v_try[v_at_account] := v_try[v_at_account] + p_amounts[v_i];
      v_short[v_m] := v_short[v_m] OR (v_player[v_at_account] AND v_try[v_at_account] < 0);
      v_balances[v_i] := v_try[v_at_account];
      v_i := v_i + 1;
    END LOOP;
    v_to[v_m] := v_i - 1;
    v_short[v_m] := v_short[v_m] AND v_new[v_m];
    IF v_new[v_m] AND NOT v_short[v_m] THEN
      v_now := v_try;
    END IF;
  END LOOP;
  IF v_i <= cardinality(p_movements) THEN
    RAISE EXCEPTION 'ledger entries must come grouped by movement, in movement order';
  END IF;
  IF true = ANY (v_short) THEN
    DELETE FROM ledger_transactions t
    WHERE t.id = ANY (ARRAY(SELECT v_tx[m] FROM generate_subscripts(v_short, 1) m WHERE v_short[m]));
  END IF;

  -- The entries of the movements kept; inserting them applies them to their accounts' balances
  -- (ficha_ledger_apply, migration 0031), which checks each balance after them against v_balances.
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT v_tx[e.m], e.account, e.amount, v_balances[e.n]
  FROM unnest(p_movements, p_accounts, p_amounts) WITH ORDINALITY AS e(m, account, amount, n)
  WHERE v_new[e.m] AND NOT v_short[e.m]
  ORDER BY e.n;

  RETURN QUERY
  SELECT m, CASE WHEN v_short[m] THEN NULL ELSE v_tx[m] END, CASE WHEN v_short[m] THEN NULL ELSE v_at[m] END,
         NOT v_new[m], v_short[m],
         CASE WHEN v_new[m] AND NOT v_short[m] THEN v_balances[v_from[m]:v_to[m]] END
  FROM generate_series(1, v_count) m;
END;
$$;
