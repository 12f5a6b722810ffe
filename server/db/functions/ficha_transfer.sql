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
-- - else out_balances, each entry's balance after it (an account's last entry in a movement that repaid a
--   debt: its balance after the repayment).
-- A kept movement whose entries bring money in to the wallet or game account of a player in debt (their flag
-- in_debt, read with the lock: a player without debt costs nothing more) repays the debt first from what the
-- movement brought in to that account (its entries' sum there, when positive), in a movement of its own in
-- the same call: reason 'debt_repayment', key 'debt_repayment:<the movement's transaction>', its reference;
-- the account and the player's 'debt' account debited, the house's 'debts' and game ('house', shard 0)
-- accounts credited (docs/server.md). The flags follow the debt accounts' balances: set on the player's wallet
-- and game accounts while the player's debt is above 0, in the same call.
-- The accounts are locked FOR UPDATE in one statement and one fixed order, players' by id, then the house's,
-- as every other lock on them is taken, so no two calls deadlock. A batch of rounds pays this once for all
-- its movements. A repayment locks its accounts after (the player's, then the house's), in a second statement
-- taken only by players in debt. The callers name an account in one movement of a call at most. That the
-- entries sum to zero is checked by the database at commit (ledger_entries_balanced, migration 0012), not here:
-- even a raw insert cannot leave a transaction unbalanced; nor can it leave a balance that is not the sum of its
-- account's entries (migration 0031).
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
  v_owner integer[];
  v_flag boolean[];
  v_is_debt boolean[];
  v_shown bigint[];
  v_pay_m integer[];
  v_pay_account integer[];
  v_pay_credit bigint[];
  v_r_ids integer[];
  v_r_now bigint[];
  v_r_owner integer[];
  v_r_kind text[];
  v_e_accounts integer[];
  v_e_amounts bigint[];
  v_e_after bigint[];
  v_debt_at integer;
  v_house_at integer;
  v_debts_at integer;
  v_repaid bigint;
  v_total bigint;
  v_repay_tx bigint;
  v_last integer;
  v_p integer;
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

  -- Locked in the fixed order, and read in the same statement: the accounts' ids, balances, owners, debt flags
  -- and which are debt accounts.
  SELECT array_agg(a.id), array_agg(a.balance), array_agg(a.user_id IS NOT NULL), array_agg(a.user_id),
         array_agg(a.in_debt), array_agg(a.kind = 'debt')
  INTO v_ids, v_now, v_player, v_owner, v_flag, v_is_debt
  FROM (SELECT id, balance, user_id, in_debt, kind FROM accounts WHERE id = ANY (p_accounts)
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
  v_shown := v_balances;

  -- What the kept movements brought in to accounts of players in debt, by movement and account.
  IF true = ANY (v_flag) THEN
    SELECT array_agg(c.m ORDER BY c.m, c.account), array_agg(c.account ORDER BY c.m, c.account),
           array_agg(c.credit ORDER BY c.m, c.account)
    INTO v_pay_m, v_pay_account, v_pay_credit
    FROM (SELECT e.m, e.account, sum(e.amount)::bigint AS credit
          FROM unnest(p_movements, p_accounts, p_amounts) AS e(m, account, amount)
          WHERE v_new[e.m] AND NOT v_short[e.m] AND v_flag[array_position(v_ids, e.account)]
          GROUP BY e.m, e.account HAVING sum(e.amount) > 0) c;
  END IF;
  IF v_pay_m IS NOT NULL THEN
    -- Their wallet, game and debt accounts, then the house's 'debts' and game account, locked and read now.
    SELECT array_agg(a.id), array_agg(a.balance), array_agg(a.user_id), array_agg(a.kind)
    INTO v_r_ids, v_r_now, v_r_owner, v_r_kind
    FROM (SELECT id, balance, user_id, kind FROM accounts
          WHERE (user_id = ANY (ARRAY(SELECT v_owner[array_position(v_ids, x)] FROM unnest(v_pay_account) x))
                 AND kind IN ('wallet', 'game', 'debt'))
             OR (user_id IS NULL AND kind IN ('debts', 'house') AND shard = 0)
          ORDER BY user_id IS NULL, id FOR UPDATE) a;
    v_debts_at := array_position(v_r_kind, 'debts');
    v_house_at := (SELECT k FROM generate_subscripts(v_r_kind, 1) k WHERE v_r_kind[k] = 'house' AND v_r_owner[k] IS NULL);
    IF v_debts_at IS NULL OR v_house_at IS NULL THEN
      RAISE EXCEPTION 'a debt is repaid to the house''s debts and game accounts, which do not exist';
    END IF;
    v_p := 1;
    WHILE v_p <= cardinality(v_pay_m) LOOP
      v_m := v_pay_m[v_p];
      v_e_accounts := '{}';
      v_e_amounts := '{}';
      v_e_after := '{}';
      v_total := 0;
      -- Each account of the movement repays what it brought in, at most the debt and the account's balance.
      WHILE v_p <= cardinality(v_pay_m) AND v_pay_m[v_p] = v_m LOOP
        v_at_account := array_position(v_r_ids, v_pay_account[v_p]);
        v_debt_at := (SELECT k FROM generate_subscripts(v_r_ids, 1) k
                      WHERE v_r_owner[k] = v_r_owner[v_at_account] AND v_r_kind[k] = 'debt');
        v_repaid := least(v_pay_credit[v_p], coalesce(v_r_now[v_debt_at], 0), v_r_now[v_at_account]);
        IF v_repaid > 0 THEN
          v_r_now[v_at_account] := v_r_now[v_at_account] - v_repaid;
          v_r_now[v_debt_at] := v_r_now[v_debt_at] - v_repaid;
          v_e_accounts := v_e_accounts || v_r_ids[v_at_account] || v_r_ids[v_debt_at];
          v_e_amounts := v_e_amounts || -v_repaid || -v_repaid;
          v_e_after := v_e_after || v_r_now[v_at_account] || v_r_now[v_debt_at];
          v_total := v_total + v_repaid;
          v_last := (SELECT max(i) FROM generate_series(v_from[v_m], v_to[v_m]) i WHERE p_accounts[i] = v_pay_account[v_p]);
          v_shown[v_last] := v_shown[v_last] - v_repaid;
        END IF;
        v_p := v_p + 1;
      END LOOP;
      CONTINUE WHEN v_total = 0;
      v_r_now[v_debts_at] := v_r_now[v_debts_at] + v_total;
      v_r_now[v_house_at] := v_r_now[v_house_at] + v_total;
      v_e_accounts := v_e_accounts || v_r_ids[v_debts_at] || v_r_ids[v_house_at];
      v_e_amounts := v_e_amounts || v_total || v_total;
      v_e_after := v_e_after || v_r_now[v_debts_at] || v_r_now[v_house_at];
      INSERT INTO ledger_transactions (idempotency_key, reason, reference)
      VALUES ('debt_repayment:' || v_tx[v_m], 'debt_repayment', p_references[v_m])
      RETURNING id INTO v_repay_tx;
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
      SELECT v_repay_tx, e.account, e.amount, e.after
      FROM unnest(v_e_accounts, v_e_amounts, v_e_after) WITH ORDINALITY AS e(account, amount, after, n)
      ORDER BY e.n;
    END LOOP;
  END IF;

  -- The flags of the players whose debt account moved, set while their debt is above 0.
  IF true = ANY (v_is_debt) OR v_pay_m IS NOT NULL THEN
    UPDATE accounts w SET in_debt = d.balance > 0
    FROM accounts d
    WHERE d.kind = 'debt' AND w.user_id = d.user_id AND w.kind IN ('wallet', 'game') AND w.in_debt <> (d.balance > 0)
      AND (d.id = ANY (ARRAY(SELECT v_ids[k] FROM generate_subscripts(v_ids, 1) k WHERE v_is_debt[k]))
           OR d.id = ANY (coalesce(v_r_ids, '{}')));
  END IF;

  RETURN QUERY
  SELECT m, CASE WHEN v_short[m] THEN NULL ELSE v_tx[m] END, CASE WHEN v_short[m] THEN NULL ELSE v_at[m] END,
         NOT v_new[m], v_short[m],
         CASE WHEN v_new[m] AND NOT v_short[m] THEN v_shown[v_from[m]:v_to[m]] END
  FROM generate_series(1, v_count) m;
END;
$$;
