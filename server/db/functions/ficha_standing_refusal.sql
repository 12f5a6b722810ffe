-- ficha_standing_refusal: the player's standing, the one rule of eligibility (docs/compliance.md): the refusal
-- that bars the player from play and from every incentive (rewards, race scores and prizes, free spins,
-- corrections other than a refunded error), or null. In this order:
-- - the extended registration (Ordinance SPA/MF 2.579/2025) not complete in the brazil profile
--   ('registration': users.registered_at null; services/registration);
-- - identity not verified in the brazil profile ('identity');
-- - the CPF found on the national ban list ('banned');
-- - play stopped by an operator (admin/player_block; 'blocked');
-- - a running cool-off or self-exclusion at p_at ('excluded').
-- A pure expression of the columns, so a query inlines it (the race boards rank with it row by row): the
-- caller reads them (site_settings, users, player_protection, left joined). ficha_play_gate answers it first;
-- TypeScript asks it through services/protection/eligibility.ts.
-- The registration's argument came second: the seven-argument form goes.
DROP FUNCTION IF EXISTS ficha_standing_refusal(text, text, timestamptz, timestamptz, text, timestamptz, timestamptz);
CREATE OR REPLACE FUNCTION ficha_standing_refusal(
  p_profile text,
  p_registered_at timestamptz,
  p_identity text,
  p_banned_at timestamptz,
  p_blocked_at timestamptz,
  p_exclusion_term text,
  p_excluded_until timestamptz,
  p_at timestamptz
) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_profile = 'brazil' AND p_registered_at IS NULL THEN 'registration'
    WHEN p_profile = 'brazil' AND p_identity IS DISTINCT FROM 'verified' THEN 'identity'
    WHEN p_banned_at IS NOT NULL THEN 'banned'
    WHEN p_blocked_at IS NOT NULL THEN 'blocked'
    WHEN p_exclusion_term IS NOT NULL AND (p_excluded_until IS NULL OR p_excluded_until > p_at) THEN 'excluded'
  END
$$;
