-- ficha_races_counting: the races a stake of p_stake on game p_game_id at p_at counts in (docs/races.md): open,
-- started and not ended at p_at, their minimum stake reached, and the game or its provider listed (both lists
-- empty: every game). Written once for the score (ficha_race_score) and for taking a rolled-back stake back out
-- (ficha_race_unscore). A one-SELECT SQL function, inlined into its callers' plans (the races' partial index on
-- open races stays usable).
CREATE OR REPLACE FUNCTION ficha_races_counting(
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz
) RETURNS TABLE (race_id integer)
LANGUAGE sql STABLE AS $$
  SELECT r.id
  FROM races r
  JOIN games g ON g.id = p_game_id
  WHERE r.state = 'open' AND r.starts_at <= p_at AND r.ends_at > p_at AND r.min_stake <= p_stake
    AND ((cardinality(r.game_ids) = 0 AND cardinality(r.providers) = 0)
         OR p_game_id = ANY (r.game_ids) OR g.provider = ANY (r.providers))
$$;
