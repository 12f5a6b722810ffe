-- ficha_races_counting: the races a stake of p_stake on game p_game_id at p_at counts in (docs/races.md): started
-- and not ended at p_at, their minimum stake reached, and the game or its provider listed (both lists empty:
-- every game); open ones only (p_open_only, the default: the score, and a rolled-back stake's unscore), or in
-- any state (a rollback after a race's result was frozen is noted on it). Written once for the score
-- (ficha_race_score) and for a rolled-back stake (ficha_race_unscore). A one-SELECT SQL function, inlined into
-- its callers' plans: with p_open_only a constant true the state test folds to state = 'open', and the races'
-- partial index on open races stays usable.
-- The signature gained p_open_only: a database with the older one drops it first.
DROP FUNCTION IF EXISTS ficha_races_counting(integer, bigint, timestamptz);
CREATE OR REPLACE FUNCTION ficha_races_counting(
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz,
  p_open_only boolean DEFAULT true
) RETURNS TABLE (race_id integer)
LANGUAGE sql STABLE AS $$
  SELECT r.id
  FROM races r
  JOIN games g ON g.id = p_game_id
  WHERE (r.state = 'open' OR NOT p_open_only) AND r.starts_at <= p_at AND r.ends_at > p_at AND r.min_stake <= p_stake
    AND ((cardinality(r.game_ids) = 0 AND cardinality(r.providers) = 0)
         OR p_game_id = ANY (r.game_ids) OR g.provider = ANY (r.providers))
$$;
