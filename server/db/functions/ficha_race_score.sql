-- ficha_race_score: adds a round's stake to the player's score in every race running at p_at (docs/races.md),
-- inside the round's own transaction (ficha_play_round, and a provider's debit in ficha_provider_step),
-- so a round and its score commit or roll back together. Cheap when no race runs: one look at the open races
-- (a partial index of a few rows) and nothing else. Else one statement (after the eligibility's): for each race whose minimum stake
-- the stake reaches and whose games or providers hold the game (both empty: every game), stake * weight /
-- 10000 (rounded down; the weight from ficha_race_weight: the operator's, or one that follows the house edge)
-- is added to one row per player, stamped with race_entry_seq: of two equal scores the one reached first
-- ranks first. The player must be eligible: not in a cool-off or self-exclusion, not banned or blocked,
-- verified in the brazil profile; p_gated says the caller's play gate (ficha_play_gate) has just decided
-- exactly that at p_at, and the check is not repeated. Races switched off (site_settings.races_enabled)
-- score nothing.
-- The signature gained p_gated: a database with the older one drops it first.
DROP FUNCTION IF EXISTS ficha_race_score(integer, integer, bigint, timestamptz);
CREATE OR REPLACE FUNCTION ficha_race_score(
  p_user_id integer,
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz,
  p_gated boolean
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_stake IS NULL OR p_stake <= 0 OR p_game_id IS NULL
     OR NOT EXISTS (SELECT 1 FROM races r
                    WHERE r.state = 'open' AND r.starts_at <= p_at AND r.ends_at > p_at AND r.min_stake <= p_stake) THEN
    RETURN;
  END IF;
  -- A statement of its own: folded into the insert's WHERE as (p_gated OR NOT EXISTS ...), the cached
  -- generic plan hashed the whole users table at every round.
  IF NOT p_gated AND EXISTS (
    SELECT 1 FROM users u CROSS JOIN site_settings s LEFT JOIN player_protection pp ON pp.user_id = u.id
    WHERE u.id = p_user_id
      AND ((s.compliance_profile = 'brazil' AND u.identity_state <> 'verified')
           OR pp.banned_at IS NOT NULL OR pp.play_blocked_at IS NOT NULL
           OR (pp.exclusion_term IS NOT NULL AND (pp.excluded_until IS NULL OR pp.excluded_until > p_at)))) THEN
    RETURN;
  END IF;
  INSERT INTO race_entries (race_id, user_id, score, reached_seq)
  SELECT r.id, p_user_id, p_stake * g.weight / 10000, nextval('race_entry_seq')
  FROM (SELECT g.provider, ficha_race_weight(g.race_weight_bps, g.rtp_bps) AS weight
        FROM games g WHERE g.id = p_game_id) g
  CROSS JOIN site_settings s
  JOIN races r ON r.state = 'open' AND r.starts_at <= p_at AND r.ends_at > p_at AND r.min_stake <= p_stake
              AND ((cardinality(r.game_ids) = 0 AND cardinality(r.providers) = 0)
                   OR p_game_id = ANY (r.game_ids) OR g.provider = ANY (r.providers))
  WHERE s.races_enabled AND p_stake * g.weight / 10000 > 0
  ON CONFLICT (race_id, user_id) DO UPDATE
  SET score = race_entries.score + excluded.score, reached_seq = excluded.reached_seq;
END;
$$;
