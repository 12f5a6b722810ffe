-- ficha_race_unscore: takes a rolled-back stake's score back out of the races (docs/races.md), in the
-- rollback's own transaction (ficha_provider_reverse, and a transfer-wallet round's rollback): the races the
-- stake counted in at p_at, the stake's time (ficha_races_counting), lose stake * weight / 10000, the game's
-- weight now, down to 0 at most, as long as their result is not frozen: the race is still open, running or
-- ended and not yet settled. A race whose settlement has frozen its result (settling, being paid, or final,
-- paid) keeps it: the rollback is noted on the race instead (race_rollbacks: the player, the stake, the points
-- it had scored, the provider's transaction p_transaction), for the operator, when the player had scored in it.
-- The stake had passed the play gate, so it scored in exactly those races (unless the operator moved the
-- weight or the switch in between). The player's place in a tie is kept. PL/pgSQL, read at its first call:
-- the files are applied in name order, ficha_race_weight and ficha_races_counting after this one.
-- The signature gained p_transaction: a database with the older one drops it first.
DROP FUNCTION IF EXISTS ficha_race_unscore(integer, integer, bigint, timestamptz);
CREATE OR REPLACE FUNCTION ficha_race_unscore(
  p_user_id integer,
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz,
  p_transaction text DEFAULT NULL
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE race_entries e
  SET score = greatest(0, e.score - p_stake * ficha_race_weight(g.race_weight_bps, g.rtp_bps) / 10000)
  FROM ficha_races_counting(p_game_id, p_stake, p_at) c, games g
  WHERE g.id = p_game_id AND e.race_id = c.race_id AND e.user_id = p_user_id;
  INSERT INTO race_rollbacks (race_id, user_id, stake, points, transaction, staked_at)
  SELECT c.race_id, p_user_id, p_stake, p_stake * ficha_race_weight(g.race_weight_bps, g.rtp_bps) / 10000,
         p_transaction, p_at
  FROM ficha_races_counting(p_game_id, p_stake, p_at, false) c
  JOIN races r ON r.id = c.race_id
  JOIN games g ON g.id = p_game_id
  WHERE r.state IN ('settling', 'final')
    AND EXISTS (SELECT 1 FROM race_entries e WHERE e.race_id = c.race_id AND e.user_id = p_user_id);
END;
$$;
