-- ficha_player_standing: one player's standing at p_at (ficha_standing_refusal on their own rows: the site's
-- profile, users, player_protection), or null when nothing bars them (nor when there is no such player). The
-- incentives that count a round or a deposit outside the play gate ask it: the races' score
-- (ficha_race_score) and the missions (ficha_mission_count, ficha_mission_deposit). PL/pgSQL, so its query is
-- a statement of its own with its cached plan by the player's key.
CREATE OR REPLACE FUNCTION ficha_player_standing(
  p_user_id integer,
  p_at timestamptz
) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT ficha_standing_refusal(s.compliance_profile, u.registered_at, u.identity_state, pp.banned_at,
                                  pp.play_blocked_at, pp.exclusion_term, pp.excluded_until, p_at)
    FROM users u CROSS JOIN site_settings s LEFT JOIN player_protection pp ON pp.user_id = u.id
    WHERE u.id = p_user_id);
END;
$$;
