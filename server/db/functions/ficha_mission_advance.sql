-- ficha_mission_advance: adds p_add to a player's progress in one mission (docs/missions.md), in the caller's
-- transaction (a round's, a deposit's), under the progress row's lock. Each time the progress reaches the
-- target the mission is completed: its points are paid (ficha_points_move, key
-- 'mission:<mission>:<user>:<completion>'), and a repeatable mission starts again from what is left over
-- (a stake larger than the target may complete it more than once), one that does not repeat stops counting.
-- p_day (the days task): the São Paulo day of the round; a day already counted adds nothing.
CREATE OR REPLACE FUNCTION ficha_mission_advance(
  p_mission_id integer,
  p_user_id integer,
  p_add bigint,
  p_day date
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_mission record;
  v_row record;
  v_progress bigint;
  v_done integer;
BEGIN
  SELECT m.target, m.points, m.repeatable INTO v_mission FROM missions m WHERE m.id = p_mission_id;
  SELECT p.progress, p.completions, p.last_day INTO v_row
  FROM mission_progress p WHERE p.mission_id = p_mission_id AND p.user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO mission_progress (mission_id, user_id) VALUES (p_mission_id, p_user_id)
    ON CONFLICT (mission_id, user_id) DO NOTHING;
    SELECT p.progress, p.completions, p.last_day INTO v_row
    FROM mission_progress p WHERE p.mission_id = p_mission_id AND p.user_id = p_user_id FOR UPDATE;
  END IF;
  IF NOT v_mission.repeatable AND v_row.completions >= 1 THEN
    RETURN;
  END IF;
  IF p_day IS NOT NULL AND v_row.last_day IS NOT DISTINCT FROM p_day THEN
    RETURN;
  END IF;
  v_progress := v_row.progress + p_add;
  v_done := v_row.completions;
  WHILE v_progress >= v_mission.target AND (v_mission.repeatable OR v_done = 0) LOOP
    v_done := v_done + 1;
    v_progress := v_progress - v_mission.target;
    PERFORM ficha_points_move(p_user_id, v_mission.points, 'mission',
                              'mission:' || p_mission_id || ':' || p_user_id || ':' || v_done, p_mission_id);
  END LOOP;
  -- A mission that does not repeat shows its target once completed.
  IF NOT v_mission.repeatable AND v_done >= 1 THEN
    v_progress := v_mission.target;
  END IF;
  UPDATE mission_progress
  SET progress = v_progress, completions = v_done, last_day = coalesce(p_day, last_day), updated_at = now()
  WHERE mission_id = p_mission_id AND user_id = p_user_id;
END;
$$;
