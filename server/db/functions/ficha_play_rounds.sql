-- ficha_play_rounds: the rounds of one batch (a JSON array of {i, userId, gameId, pairId, nonce, bet, win, clientRoundId,
-- startedAt, endedAt, houseShard, loginSessionId}), each answered as ficha_play_round answers it, under
-- its index i. Every pair of the batch is locked first, in id order, then the rounds run in house
-- sub-account order: batches, and single rounds (pair, then sub-account), take their locks in one order.
-- A round refused for its balance ('balance_low') is rolled back alone (its own subtransaction); any other
-- error fails the batch, whose rounds the caller then plays one by one.
-- The result gained out_refusal and out_until with ficha_play_round's: an older one is dropped first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'ficha_play_rounds' AND NOT 'out_refusal' = ANY (proargnames)) THEN
    DROP FUNCTION ficha_play_rounds(jsonb);
  END IF;
END;
$$;
CREATE OR REPLACE FUNCTION ficha_play_rounds(p_rounds jsonb)
RETURNS TABLE (out_index integer, out_status text, out_round_id bigint, out_balance bigint, out_vip_due boolean,
               out_refusal text, out_until timestamptz, out_limit text, out_limit_value bigint, out_left bigint,
               out_referral_due boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round record;
BEGIN
  -- = ANY of an array, not IN (subquery): the generic plan of a semi-join scanned the whole table.
  PERFORM 1 FROM seed_pairs
  WHERE id = ANY (ARRAY(SELECT (r->>'pairId')::integer FROM jsonb_array_elements(p_rounds) r))
  ORDER BY id FOR UPDATE;
  FOR v_round IN
    SELECT * FROM jsonb_to_recordset(p_rounds) AS r(i integer, "userId" integer, "gameId" integer,
      "pairId" integer, nonce integer, bet bigint, win bigint, "clientRoundId" text, "startedAt" timestamptz,
      "endedAt" timestamptz, "houseShard" smallint, "loginSessionId" integer)
    ORDER BY "houseShard", "userId", i
  LOOP
    BEGIN
      RETURN QUERY SELECT v_round.i, played.* FROM ficha_play_round(v_round."userId", v_round."gameId",
        v_round."pairId", v_round.nonce, v_round.bet, v_round.win, v_round."clientRoundId", v_round."startedAt",
        v_round."endedAt", v_round."houseShard", v_round."loginSessionId") played;
    EXCEPTION WHEN SQLSTATE 'FC001' THEN
      RETURN QUERY SELECT v_round.i, 'balance_low'::text, NULL::bigint, NULL::bigint, false, NULL::text,
        NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
    END;
  END LOOP;
END;
$$;
