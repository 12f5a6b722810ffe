-- ficha_provider_move: one money movement of a provider's wallet call (the gateway's SQL functions,
-- ficha_provider_debit and the others) between the player's game account and a house account ('house' or
-- 'rewards', shard 0), through ficha_transfer, the ledger's one writer. p_from and p_to name the accounts:
-- 'game' is the player's. Opens a missing account first (as services/ledger's openAccounts does), answers
-- the player's game balance after the movement; an amount of 0 moves nothing and answers the balance. A game
-- balance below the amount raises FC001 (ficha_transfer refused it), nothing written. A key seen before answers the
-- first movement's balance when it was the same movement, else raises (a retryable failure).
CREATE OR REPLACE FUNCTION ficha_provider_move(
  p_user_id integer,
  p_key text,
  p_reason text,
  p_reference text,
  p_from text,
  p_to text,
  p_amount bigint
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_game integer;
  v_system_kind text := CASE WHEN p_from = 'game' THEN p_to ELSE p_from END;
  v_system integer;
  v_out boolean := p_from = 'game';
  v_moved record;
  v_after bigint;
BEGIN
  IF length(p_key) = 0 OR length(p_key) > 200 THEN
    RAISE EXCEPTION 'ledger key must be 1-200 chars: %', p_key;
  END IF;
  SELECT a.id, a.balance INTO v_game, v_after FROM accounts a WHERE a.user_id = p_user_id AND a.kind = 'game';
  IF p_amount = 0 THEN
    RETURN coalesce(v_after, 0);
  END IF;
  IF v_game IS NULL THEN
    INSERT INTO accounts (user_id, kind) VALUES (p_user_id, 'game') ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_game FROM accounts a WHERE a.user_id = p_user_id AND a.kind = 'game';
  END IF;
  SELECT a.id INTO v_system FROM accounts a WHERE a.user_id IS NULL AND a.kind = v_system_kind AND a.shard = 0;
  IF v_system IS NULL THEN
    INSERT INTO accounts (kind) VALUES (v_system_kind) ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_system FROM accounts a WHERE a.user_id IS NULL AND a.kind = v_system_kind AND a.shard = 0;
  END IF;
  SELECT * INTO v_moved
  FROM ficha_transfer(ARRAY[p_key], ARRAY[p_reason], ARRAY[p_reference], ARRAY[1, 1],
                      CASE WHEN v_out THEN ARRAY[v_game, v_system] ELSE ARRAY[v_system, v_game] END,
                      ARRAY[-p_amount, p_amount]);
  IF v_moved.out_short THEN
    RAISE EXCEPTION 'player balance below zero' USING ERRCODE = 'FC001';
  END IF;
  IF NOT v_moved.out_replayed THEN
    RETURN v_moved.out_balances[CASE WHEN v_out THEN 1 ELSE 2 END];
  END IF;
  SELECT e.balance_after INTO v_after
  FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
  WHERE t.idempotency_key = p_key AND t.reason = p_reason AND t.reference = p_reference
    AND e.account_id = v_game AND e.amount = CASE WHEN v_out THEN -p_amount ELSE p_amount END;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger key % was used for another movement', p_key;
  END IF;
  RETURN v_after;
END;
$$;
