-- ficha_race_unscore: takes a rolled-back stake's score back out of the races (docs/races.md), in the
-- rollback's own transaction (ficha_provider_reverse): the races still open (not settling: a frozen result
-- stays) the stake counted in at p_at, the debit's time (ficha_races_counting), lose stake * weight / 10000, the game's weight
-- now, down to 0 at most. The debit had passed the play gate, so it scored in exactly those races (unless
-- the operator moved the weight or the switch in between). The player's place in a tie is kept. PL/pgSQL,
-- read at its first call: the files are applied in name order, ficha_race_weight after this one.
CREATE OR REPLACE FUNCTION ficha_race_unscore(
  p_user_id integer,
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE race_entries e
  SET score = greatest(0, e.score - p_stake * ficha_race_weight(g.race_weight_bps, g.rtp_bps) / 10000)
  FROM ficha_races_counting(p_game_id, p_stake, p_at) c, games g
  WHERE g.id = p_game_id AND e.race_id = c.race_id AND e.user_id = p_user_id;
END;
$$;
