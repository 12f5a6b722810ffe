-- ficha_mission_deposit: counts a paid deposit of p_amount centavos in the player's published 'deposits'
-- missions running at p_at (docs/missions.md), in the deposit's own transaction (services/money approveOrder).
-- Never in the brazil profile: there nothing is linked to a deposit (admin/mission_save refuses such a
-- mission, and a profile changed later counts none). The player must be eligible (ficha_standing_refusal).
CREATE OR REPLACE FUNCTION ficha_mission_deposit(
  p_user_id integer,
  p_amount bigint,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_mission integer;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 OR (SELECT s.compliance_profile FROM site_settings s) = 'brazil' THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM missions m WHERE m.state = 'published' AND m.task = 'deposits'
                   AND m.starts_at <= p_at AND m.ends_at > p_at) THEN
    RETURN;
  END IF;
  IF ficha_player_standing(p_user_id, p_at) IS NOT NULL THEN
    RETURN;
  END IF;
  FOR v_mission IN
    SELECT m.id FROM missions m
    WHERE m.state = 'published' AND m.task = 'deposits' AND m.starts_at <= p_at AND m.ends_at > p_at
    ORDER BY m.id
  LOOP
    PERFORM ficha_mission_advance(v_mission, p_user_id, p_amount, NULL);
  END LOOP;
END;
$$;
