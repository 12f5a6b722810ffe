-- ficha_race_weight: a game's race weight in basis points (docs/races.md): the operator's (games.race_weight_bps)
-- when set, else one that follows the house edge, scaled so that a 3 % edge (RTP 97 %) scores its stake:
-- (10000 - rtp_bps) * 10000 / 300, from 0 to 30000 (a 1 % edge game scores a third, a 9 % one three times;
-- nothing more past that); 10000 for a game whose RTP is not known. The one home of the formula: scoring
-- (ficha_race_score) and the console's list (services/races/admin.ts) both ask it.
CREATE OR REPLACE FUNCTION ficha_race_weight(p_weight_bps integer, p_rtp_bps integer) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p_weight_bps::bigint,
                  CASE WHEN p_rtp_bps IS NULL THEN 10000
                       ELSE least(30000, greatest(0, (10000 - p_rtp_bps)::bigint * 10000 / 300)) END)
$$;
