-- ficha_provider_take_back: takes a provider's credit back (ficha_provider_reverse), under the ledger key
-- p_key, into p_to ('house' or 'rewards', shard 0), and answers the player's game balance after. A credit the
-- game balance still holds is one plain movement (ficha_provider_move). One it no longer holds is taken from
-- what the game balance and then the wallet hold, and the rest booked as the player's debt: one movement
-- through ficha_transfer whose entries are the game and wallet debits, p_to credited with what they gave, the
-- player's 'debt' account credited with the rest and the house's 'debts' account debited as much (both
-- balances only ever what the player owes, and minus it; docs/providers.md). A rollback thus always settles,
-- and the player's later credits repay the debt (ficha_transfer). The player's game, wallet and debt accounts
-- are opened when missing and locked before being read (the caller holds the player's row).
CREATE OR REPLACE FUNCTION ficha_provider_take_back(
  p_user_id integer,
  p_key text,
  p_reference text,
  p_to text,
  p_amount bigint
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[];
  v_kinds text[];
  v_balances bigint[];
  v_game bigint;
  v_wallet bigint;
  v_owed bigint;
  v_to integer;
  v_debts integer;
  v_accounts integer[] := '{}';
  v_amounts bigint[] := '{}';
  v_moved record;
BEGIN
  INSERT INTO accounts (user_id, kind) SELECT p_user_id, k FROM unnest(ARRAY['game', 'wallet', 'debt']) k
  ON CONFLICT DO NOTHING;
  SELECT array_agg(a.id), array_agg(a.kind), array_agg(a.balance) INTO v_ids, v_kinds, v_balances
  FROM (SELECT id, kind, balance FROM accounts WHERE user_id = p_user_id AND kind IN ('game', 'wallet', 'debt')
        ORDER BY id FOR UPDATE) a;
  IF v_balances[array_position(v_kinds, 'game')] >= p_amount THEN
    RETURN ficha_provider_move(p_user_id, p_key, 'adjustment', p_reference, 'game', p_to, p_amount);
  END IF;
  INSERT INTO accounts (kind) SELECT k FROM unnest(ARRAY[p_to, 'debts']) k ON CONFLICT DO NOTHING;
  SELECT a.id INTO v_to FROM accounts a WHERE a.user_id IS NULL AND a.kind = p_to AND a.shard = 0;
  SELECT a.id INTO v_debts FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'debts' AND a.shard = 0;
  v_game := v_balances[array_position(v_kinds, 'game')];
  v_wallet := least(v_balances[array_position(v_kinds, 'wallet')], p_amount - v_game);
  v_owed := p_amount - v_game - v_wallet;
  IF v_game > 0 THEN
    v_accounts := v_accounts || v_ids[array_position(v_kinds, 'game')];
    v_amounts := v_amounts || -v_game;
  END IF;
  IF v_wallet > 0 THEN
    v_accounts := v_accounts || v_ids[array_position(v_kinds, 'wallet')];
    v_amounts := v_amounts || -v_wallet;
  END IF;
  IF v_game + v_wallet > 0 THEN
    v_accounts := v_accounts || v_to;
    v_amounts := v_amounts || v_game + v_wallet;
  END IF;
  IF v_owed > 0 THEN
    v_accounts := v_accounts || v_ids[array_position(v_kinds, 'debt')] || v_debts;
    v_amounts := v_amounts || v_owed || -v_owed;
  END IF;
  SELECT * INTO v_moved
  FROM ficha_transfer(ARRAY[p_key], ARRAY['adjustment'], ARRAY[p_reference],
                      array_fill(1, ARRAY[cardinality(v_accounts)]), v_accounts, v_amounts);
  -- The claim of the caller's rollback keeps a reversal from running twice: a key seen before is a bug.
  IF v_moved.out_replayed OR v_moved.out_short THEN
    RAISE EXCEPTION 'ledger key % was used before, or the player''s balances moved under their lock', p_key;
  END IF;
  RETURN 0;
END;
$$;
