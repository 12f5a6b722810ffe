-- ficha_race_score: adds a round's stake to the player's score in every race running at p_at (docs/races.md),
-- inside the round's own transaction (ficha_play_rounds, and a provider's debit in ficha_provider_step),
-- so a round and its score commit or roll back together. A race costs a round little (the bench compares,
-- scripts/bench-games.ts): one statement finds the races running that hold the game, with the game's weight
-- and the operator's switch (site_settings.races_enabled) joined in (the races' partial index first: when
-- none runs, nothing else is read); then, for each (one, usually), one update of the player's row by its key,
-- an insert only for a player's first round in the race. The round scores stake * weight / 10000 (rounded
-- down; the weight from ficha_race_weight: the operator's, or one that follows the house edge) in each race
-- the stake counts in (ficha_races_counting: minimum stake reached, the game or its provider listed),
-- stamped with one race_entry_seq value: of two equal scores the one reached first ranks first. The player
-- must be eligible (ficha_standing_refusal: verified in the brazil profile, not banned or blocked, not in a
-- cool-off or self-exclusion); p_gated says the caller's play gate (ficha_play_gate) has just decided exactly
-- that at p_at (it answers the same function first), and the check is not repeated.
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
DECLARE
  v_races integer[];
  v_points bigint;
  v_seq bigint;
  v_race integer;
BEGIN
  IF p_stake IS NULL OR p_stake <= 0 OR p_game_id IS NULL THEN
    RETURN;
  END IF;
  -- The points are the game's alone, the same in every race (max() only carries them out of the aggregate).
  SELECT array_agg(c.race_id), max(p_stake * ficha_race_weight(g.race_weight_bps, g.rtp_bps) / 10000)
  INTO v_races, v_points
  FROM ficha_races_counting(p_game_id, p_stake, p_at) c
  JOIN games g ON g.id = p_game_id
  JOIN site_settings s ON s.races_enabled;
  IF v_races IS NULL OR v_points <= 0 THEN
    RETURN;
  END IF;
  -- A statement of its own: folded into a WHERE as (p_gated OR NOT EXISTS ...), the cached generic plan
  -- hashed the whole users table at every round.
  IF NOT p_gated AND ficha_player_standing(p_user_id, p_at) IS NOT NULL THEN
    RETURN;
  END IF;
  v_seq := nextval('race_entry_seq');
  FOREACH v_race IN ARRAY v_races LOOP
    -- A plain update takes no row lock of its own before writing, as an upsert's conflict does.
    UPDATE race_entries SET score = score + v_points, reached_seq = v_seq
    WHERE race_id = v_race AND user_id = p_user_id;
    IF NOT FOUND THEN
      -- The first round in this race; the same player's provider debit may insert at the same moment.
      INSERT INTO race_entries (race_id, user_id, score, reached_seq) VALUES (v_race, p_user_id, v_points, v_seq)
      ON CONFLICT (race_id, user_id) DO UPDATE
      SET score = race_entries.score + excluded.score, reached_seq = excluded.reached_seq;
    END IF;
  END LOOP;
END;
$$;
