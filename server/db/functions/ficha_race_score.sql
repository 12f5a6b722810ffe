-- ficha_race_score: adds a round's stake to the player's score in every race running at p_at (docs/races.md),
-- inside the round's own transaction (ficha_play_round, and a provider's debit in ficha_provider_debit_step),
-- so a round and its score commit or roll back together. Cheap when no race runs: one look at the open races
-- (a partial index of a few rows) and nothing else. Else, once: the game's weight (ficha_race_weight: the
-- operator's, or by default one that follows the house edge) and the player's eligibility (not in a
-- cool-off or self-exclusion, not banned or blocked, verified in the brazil profile). Each race whose minimum stake the stake reaches and whose games or providers hold the game
-- (both empty: every game) gets stake * weight / 10000 (rounded down) added to one row per player, stamped
-- with race_entry_seq: of two equal scores the one reached first ranks first. Races switched off
-- (site_settings.races_enabled) score nothing.
CREATE OR REPLACE FUNCTION ficha_race_score(
  p_user_id integer,
  p_game_id integer,
  p_stake bigint,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_race record;
  v_loaded boolean := false;
  v_provider text;
  v_weight bigint;
  v_score bigint;
BEGIN
  IF p_stake IS NULL OR p_stake <= 0 OR p_game_id IS NULL THEN
    RETURN;
  END IF;
  FOR v_race IN
    SELECT r.id, r.game_ids, r.providers FROM races r
    WHERE r.state = 'open' AND r.starts_at <= p_at AND r.ends_at > p_at AND r.min_stake <= p_stake
      AND (SELECT s.races_enabled FROM site_settings s)
  LOOP
    IF NOT v_loaded THEN
      v_loaded := true;
      SELECT g.provider, ficha_race_weight(g.race_weight_bps, g.rtp_bps)
      INTO v_provider, v_weight
      FROM games g WHERE g.id = p_game_id;
      IF v_weight IS NULL OR v_weight = 0 THEN
        RETURN;
      END IF;
      IF EXISTS (SELECT 1 FROM users u CROSS JOIN site_settings s
                 LEFT JOIN player_protection pp ON pp.user_id = u.id
                 WHERE u.id = p_user_id
                   AND ((s.compliance_profile = 'brazil' AND u.identity_state <> 'verified')
                        OR pp.banned_at IS NOT NULL OR pp.play_blocked_at IS NOT NULL
                        OR (pp.exclusion_term IS NOT NULL AND (pp.excluded_until IS NULL OR pp.excluded_until > p_at))))
      THEN
        RETURN;
      END IF;
      v_score := p_stake * v_weight / 10000;
      IF v_score <= 0 THEN
        RETURN;
      END IF;
    END IF;
    CONTINUE WHEN (cardinality(v_race.game_ids) > 0 OR cardinality(v_race.providers) > 0)
                  AND NOT (p_game_id = ANY (v_race.game_ids) OR v_provider = ANY (v_race.providers));
    INSERT INTO race_entries (race_id, user_id, score, reached_seq)
    VALUES (v_race.id, p_user_id, v_score, nextval('race_entry_seq'))
    ON CONFLICT (race_id, user_id) DO UPDATE
    SET score = race_entries.score + excluded.score, reached_seq = excluded.reached_seq;
  END LOOP;
END;
$$;
