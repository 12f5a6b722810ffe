-- ficha_play_gate: the one decision of player protection before play (docs/compliance.md): a spin
-- (ficha_play_rounds), a crash bet (ficha_crash_bet), a game launch, a conversion to the game balance and a
-- provider's debit all ask it, and
-- TypeScript only words its refusal (services/protection/guard.ts). Checked at p_at, in this order:
-- - the player's standing (ficha_standing_refusal, the rule every incentive asks too): the extended
--   registration not complete in the brazil profile ('registration'), identity not verified in it
--   ('identity'), the CPF on the national ban list ('banned', out_until when the
--   account closes: banned_at + 2 days, services/protection/banList.ts CLOSE_AFTER_MS), play stopped by an
--   operator ('blocked'), a running cool-off or self-exclusion ('excluded', out_until its end, null when
--   permanent);
-- - the player's own pause running at p_at ('paused', out_until its end; services/protection/pause.ts);
-- - the operator's maximum session length (site_settings.session_max_minutes) reached by the player's play
--   session (player_protection.play_session_started_at, started by a launch), until its break has passed
--   ('session_block', out_until the break's end, out_limit_value the maximum's minutes);
-- - with a login session, its play (from its first launch) past the session time limit ('session_time',
--   out_limit 'sessionMinutes', out_limit_value the minutes);
-- - a loss limit of the São Paulo day, week or month that the stake could take the period's net loss past
--   ('loss_limit', out_limit its key, out_limit_value its value, out_left what is left). A stake of 0 asks
--   whether any stake may still be played: a limit used up refuses.
-- One row; out_refusal null when play may go on. It reads, it never writes: its caller holds the lock that
-- makes the decision and the play one step (the seed pair's for a spin, the player's for a conversion).
CREATE OR REPLACE FUNCTION ficha_play_gate(
  p_user_id integer,
  p_login_session_id integer,
  p_at timestamptz,
  p_stake bigint
) RETURNS TABLE (out_refusal text, out_until timestamptz, out_limit text, out_limit_value bigint,
                 out_left bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_day date := ficha_sp_day(p_at);
  v_gate record;
  v_standing text;
  v_limit record;
  v_lost bigint;
BEGIN
  SELECT u.registered_at AS registered, u.identity_state AS identity, s.compliance_profile AS profile, ls.play_started_at AS started,
         CASE WHEN pl.pending_at IS NOT NULL AND pl.pending_at <= p_at THEN pl.pending_value
              ELSE pl.value END AS minutes,
         pp.exclusion_term AS term, pp.excluded_until AS until, pp.banned_at AS banned, pp.play_blocked_at AS blocked,
         pp.paused_until AS paused_until,
         pp.play_session_started_at + s.session_max_minutes * interval '1 minute' AS block_from,
         pp.play_session_started_at + (s.session_max_minutes + s.session_break_minutes) * interval '1 minute'
           AS block_until,
         s.session_max_minutes AS max_minutes
  INTO v_gate
  FROM users u
  CROSS JOIN site_settings s
  LEFT JOIN sessions ls ON ls.id = p_login_session_id
  LEFT JOIN player_limits pl ON pl.user_id = u.id AND pl.key = 'sessionMinutes'
  LEFT JOIN player_protection pp ON pp.user_id = u.id
  WHERE u.id = p_user_id;
  v_standing := ficha_standing_refusal(v_gate.profile, v_gate.registered, v_gate.identity, v_gate.banned, v_gate.blocked, v_gate.term,
                                       v_gate.until, p_at);
  IF v_standing IS NOT NULL THEN
    RETURN QUERY SELECT v_standing,
                        CASE v_standing WHEN 'banned' THEN v_gate.banned + interval '2 days'
                                        WHEN 'excluded' THEN v_gate.until END,
                        NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_gate.paused_until > p_at THEN
    RETURN QUERY SELECT 'paused'::text, v_gate.paused_until, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_gate.block_from <= p_at AND v_gate.block_until > p_at THEN
    RETURN QUERY SELECT 'session_block'::text, v_gate.block_until, NULL::text, v_gate.max_minutes::bigint,
                        NULL::bigint;
    RETURN;
  END IF;
  IF v_gate.started IS NOT NULL AND v_gate.minutes IS NOT NULL
     AND v_gate.started + v_gate.minutes * interval '1 minute' <= p_at THEN
    RETURN QUERY SELECT 'session_time'::text, NULL::timestamptz, 'sessionMinutes'::text, v_gate.minutes::bigint,
                        NULL::bigint;
    RETURN;
  END IF;
  FOR v_limit IN
    SELECT l.key,
           CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_at THEN l.pending_value ELSE l.value END AS amount
    FROM player_limits l
    WHERE l.user_id = p_user_id AND l.key IN ('lossDay', 'lossWeek', 'lossMonth')
    ORDER BY CASE l.key WHEN 'lossDay' THEN 1 WHEN 'lossWeek' THEN 2 ELSE 3 END
  LOOP
    CONTINUE WHEN v_limit.amount IS NULL;
    SELECT coalesce(sum(d.net_loss), 0) INTO v_lost FROM play_days d
    WHERE d.user_id = p_user_id
      AND d.day >= CASE v_limit.key
                     WHEN 'lossDay' THEN v_day
                     WHEN 'lossWeek' THEN date_trunc('week', v_day)::date
                     ELSE date_trunc('month', v_day)::date
                   END;
    IF v_lost + greatest(p_stake, 1) > v_limit.amount THEN
      RETURN QUERY SELECT 'loss_limit'::text, NULL::timestamptz, v_limit.key::text, v_limit.amount::bigint,
                          greatest(v_limit.amount - v_lost, 0)::bigint;
      RETURN;
    END IF;
  END LOOP;
  RETURN QUERY SELECT NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint;
END;
$$;
