-- ficha_mission_count: counts a round in the player's published missions (docs/missions.md), inside the
-- round's own transaction as the races score it (ficha_play_rounds for each round of its batch, a provider's
-- debit in ficha_provider_step), so a round and its progress commit or roll back together: a round refused or
-- short of balance counts nothing. The missions running at p_at (window), published, whose games or providers
-- hold the game (both empty: every game); the task decides what the round adds: rounds 1, stakes its stake,
-- wins 1 when the win reaches the stake times min_multiplier_bps / 10000 (p_win null, a provider's debit
-- whose win is not known yet: no win counted), days 1 on a São Paulo day not counted yet. Deposits are
-- counted at the deposit (ficha_mission_deposit), never here. Eligibility is the one rule of every incentive
-- (ficha_standing_refusal); p_gated says the play gate has just decided it (as ficha_race_score).
CREATE OR REPLACE FUNCTION ficha_mission_count(
  p_user_id integer,
  p_game_id integer,
  p_stake bigint,
  p_win bigint,
  p_at timestamptz,
  p_gated boolean
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_mission record;
  v_add bigint;
  v_checked boolean := p_gated;
BEGIN
  IF p_stake IS NULL OR p_stake <= 0 OR p_game_id IS NULL THEN
    RETURN;
  END IF;
  FOR v_mission IN
    SELECT m.id, m.task, m.min_multiplier_bps
    FROM missions m JOIN games g ON g.id = p_game_id
    WHERE m.state = 'published' AND m.starts_at <= p_at AND m.ends_at > p_at AND m.task <> 'deposits'
      AND ((cardinality(m.game_ids) = 0 AND cardinality(m.providers) = 0)
           OR p_game_id = ANY (m.game_ids) OR g.provider = ANY (m.providers))
    ORDER BY m.id
  LOOP
    v_add := CASE v_mission.task
      WHEN 'rounds' THEN 1
      WHEN 'stakes' THEN p_stake
      WHEN 'days' THEN 1
      WHEN 'wins' THEN CASE WHEN p_win IS NOT NULL AND p_win > 0
                              AND p_win * 10000 >= p_stake * v_mission.min_multiplier_bps THEN 1 ELSE 0 END
      ELSE 0 END;
    CONTINUE WHEN v_add = 0;
    IF NOT v_checked THEN
      IF ficha_player_standing(p_user_id, p_at) IS NOT NULL THEN
        RETURN;
      END IF;
      v_checked := true;
    END IF;
    PERFORM ficha_mission_advance(v_mission.id, p_user_id, v_add,
                                  CASE WHEN v_mission.task = 'days' THEN ficha_sp_day(p_at) END);
  END LOOP;
END;
$$;
