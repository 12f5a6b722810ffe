-- The São Paulo day an instant falls on: the players' day, on which the loss limits, the play days and the
-- rewards turn. The database's one copy of the zone of services/calendar (REWARDS_TIMEZONE);
-- tests/api/db/saoPauloDay.test.ts checks that both name the same day.
CREATE OR REPLACE FUNCTION ficha_sp_day(p_at timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (p_at AT TIME ZONE 'America/Sao_Paulo')::date
$$;
