-- ficha_transfer: the one function that writes ledger_entries (services/ledger.ts and ficha_play_round call
-- it). One movement under an idempotency key: its entries (p_accounts[i] gets p_amounts[i], applied in that
-- order) are posted with each account's balance after it, and the accounts' balances updated.
-- - A key seen before moves nothing: out_replayed, with the first movement's transaction (a concurrent retry
--   waits on the key's unique index for the first one, then replays it).
-- - The accounts are locked FOR UPDATE in one fixed order, players' by id, then the house's, as every other
--   lock on them is taken, so no two movements deadlock.
-- - A player account that would dip below zero at any entry refuses the whole movement (SQLSTATE FC001,
--   nothing written); the house's accounts may go negative.
-- - That the entries sum to zero is checked by the database at commit (ledger_entries_balanced, migration
--   0012), not here: even a raw insert cannot leave a transaction unbalanced.
CREATE OR REPLACE FUNCTION ficha_transfer(
  p_key text,
  p_reason text,
  p_reference text,
  p_accounts integer[],
  p_amounts bigint[]
) RETURNS TABLE (out_transaction_id bigint, out_created_at timestamptz, out_replayed boolean,
                 out_balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_at timestamptz;
  v_balances bigint[];
  v_short boolean := false;
  v_ids integer[];
  v_now bigint[];
  v_player boolean[];
  v_i integer;
  v_at_account integer;
BEGIN
  INSERT INTO ledger_transactions (idempotency_key, reason, reference)
  VALUES (p_key, p_reason, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at INTO v_tx, v_at;
  IF v_tx IS NULL THEN
    RETURN QUERY SELECT t.id, t.created_at, true, NULL::bigint[]
                 FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;

  -- Locked in the fixed order, and read in the same statement: the accounts' ids, balances and owners.
  SELECT array_agg(a.id), array_agg(a.balance), array_agg(a.user_id IS NOT NULL)
  INTO v_ids, v_now, v_player
  FROM (SELECT id, balance, user_id FROM accounts WHERE id = ANY (p_accounts)
        ORDER BY user_id IS NULL, id FOR UPDATE) a;
  -- Each entry's balance after it: the account's balance plus its entries so far, in the order given
  -- (a few entries, computed here: no statement joins the accounts table, whose generic plans scanned it).
  v_balances := array_fill(NULL::bigint, ARRAY[cardinality(p_accounts)]);
  FOR v_i IN 1 .. cardinality(p_accounts) LOOP
    v_at_account := array_position(v_ids, p_accounts[v_i]);
    IF v_at_account IS NULL THEN
      RAISE EXCEPTION 'ledger movement % names an account that does not exist', p_key;
    END IF;
    v_now[v_at_account] := v_now[v_at_account] + p_amounts[v_i];
    v_short := v_short OR (v_player[v_at_account] AND v_now[v_at_account] < 0);
    v_balances[v_i] := v_now[v_at_account];
  END LOOP;
  IF v_short THEN
    RAISE EXCEPTION 'player balance below zero' USING ERRCODE = 'FC001';
  END IF;

  -- The accounts whose balance changed, found by their primary key.
  UPDATE accounts a SET balance = v_now[array_position(v_ids, a.id)]
  WHERE a.id = ANY (v_ids) AND a.balance <> v_now[array_position(v_ids, a.id)];
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, e.account, e.amount, e.after
  FROM unnest(p_accounts, p_amounts, v_balances) WITH ORDINALITY AS e(account, amount, after, n)
  ORDER BY e.n;

  RETURN QUERY SELECT v_tx, v_at, false, v_balances;
END;
$$;
