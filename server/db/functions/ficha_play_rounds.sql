-- ficha_play_rounds: settles the rounds of the engine in one statement (services/games/roundBatch.ts): a
-- batch of the rounds a server process played meanwhile, or one round alone. p_rounds is a JSON array of
-- {i, userId, gameId, pairId, nonce, bet, win, clientRoundId, startedAt, endedAt, houseShard, loginSessionId,
-- gameSessionId, usedSince}; each round is answered under its index i.
-- Every seed pair of the batch is locked first, in id order (a player's spins take turns). Then each round,
-- in index order, is answered on its own, writing nothing:
-- - 'session': a spin whose game session the caller took from memory (gameSessionId set) that is not
--   certainly alive: not open, left, ended, expired, or it or its login session (revoked, expired) not used
--   since usedSince (the caller's touch interval back), so the caller looks the session up as a game call
--   does (services/games/gameSessions.ts findGameSession: it words why, and touches what is in use);
-- - 'replay': its client round id was played before;
-- - 'stale': its pair moved on (revealed, another nonce), or another round of the same player came first in
--   this batch (it would find the nonce moved on): the caller reads the pair again and plays it again;
-- - 'refused': a player's spin (loginSessionId set; the server's own rounds have none) the play gate refuses
--   (ficha_play_gate at endedAt, the server's clock the caller decided with, the bet as stake), with the
--   gate's columns (out_refusal, out_until, out_limit, out_limit_value, out_left) for its message;
-- - 'balance_low': the player has no game account (a balance of 0, below any bet).
-- The others are played together, a few statements for the whole batch: the rounds stored, the nonces
-- advanced, each round's bet and win moved through ficha_transfer (the ledger's one writer: the bet out of
-- the game balance into one of the house's sub-accounts, then the win back; one movement a round, under the
-- key 'round:<id>'), the day's net loss and the bet totals added to, the stakes scored in the races running
-- (ficha_race_score, when one runs) and counted in the missions published (ficha_mission_count), and each answered with the game balance after it, whether a VIP level
-- (out_vip_due) or a referral reward (out_referral_due) may now be due ('played'), the rounds played announced
-- to the live feeds at the commit (NOTIFY ficha_rounds). A round whose game
-- balance is below its bet is refused by the ledger alone ('balance_low'), nothing of it kept.
-- ficha_play_round, which settled one round, is this function's batch of one now: a database with it, or
-- with this function's older result, drops it first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'ficha_play_rounds' AND NOT 'out_refusal' = ANY (proargnames)) THEN
    DROP FUNCTION ficha_play_rounds(jsonb);
  END IF;
END;
$$;
DROP FUNCTION IF EXISTS ficha_play_round(integer, integer, integer, integer, bigint, bigint, text, timestamptz,
                                         timestamptz, smallint, integer);
CREATE OR REPLACE FUNCTION ficha_play_rounds(p_rounds jsonb)
RETURNS TABLE (out_index integer, out_status text, out_round_id bigint, out_balance bigint, out_vip_due boolean,
               out_refusal text, out_until timestamptz, out_limit text, out_limit_value bigint, out_left bigint,
               out_referral_due boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_round record;
  v_gate record;
  v_ok integer[] := '{}';
  v_players integer[] := '{}';
  v_i integer[];
  v_user integer[];
  v_bet bigint[];
  v_win bigint[];
  v_game integer[];
  v_pair integer[];
  v_ended timestamptz[];
  v_gated boolean[];
  v_game_account integer[] := '{}';
  v_house integer[];
  v_round_id bigint[];
  v_short boolean[];
  v_after bigint[];
  v_total bigint[];
  v_keys text[];
  v_movements integer[];
  v_accounts integer[];
  v_amounts bigint[];
  v_shard smallint;
  v_first_total bigint;
  v_k integer;
  v_today date := ficha_sp_day(now());
BEGIN
  -- = ANY of an array, not IN (subquery): the generic plan of a semi-join scanned the whole table.
  PERFORM 1 FROM seed_pairs
  WHERE id = ANY (ARRAY(SELECT (r->>'pairId')::integer FROM jsonb_array_elements(p_rounds) r))
  ORDER BY id FOR UPDATE;

  -- Each round on its own: the answers that write nothing, and the rounds to play.
  FOR v_round IN
    SELECT r.*, p.id AS pair, p.nonce AS pair_nonce, p.revealed_at,
           EXISTS (SELECT 1 FROM rounds d WHERE d.user_id = r."userId" AND d.client_round_id = r."clientRoundId")
             AS replayed,
           (SELECT a.id FROM accounts a WHERE a.user_id = r."userId" AND a.kind = 'game') AS game_account,
           r."gameSessionId" IS NULL OR EXISTS (
             SELECT 1 FROM game_sessions g JOIN sessions l ON l.id = g.login_session_id
             WHERE g.id = r."gameSessionId" AND g.user_id = r."userId" AND g.login_session_id = r."loginSessionId"
               AND g.opened_at IS NOT NULL AND g.left_at IS NULL AND g.ended_by IS NULL
               AND g.expires_at > r."endedAt" AND g.last_used_at > r."usedSince"
               AND l.revoked_at IS NULL AND l.expires_at > r."endedAt" AND l.last_used_at > r."usedSince")
             AS session_alive
    FROM jsonb_to_recordset(p_rounds) AS r(i integer, "userId" integer, "pairId" integer, nonce integer,
      bet bigint, "clientRoundId" text, "endedAt" timestamptz, "loginSessionId" integer, "gameSessionId" integer,
      "usedSince" timestamptz)
    LEFT JOIN LATERAL (SELECT s.id, s.nonce, s.revealed_at FROM seed_pairs s
                       WHERE s.id = r."pairId" AND s.user_id = r."userId") p ON true
    ORDER BY r.i
  LOOP
    IF NOT v_round.session_alive THEN
      RETURN QUERY SELECT v_round.i, 'session'::text, NULL::bigint, NULL::bigint, false, NULL::text,
                          NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
      CONTINUE;
    END IF;
    IF v_round.replayed THEN
      RETURN QUERY SELECT v_round.i, 'replay'::text, NULL::bigint, NULL::bigint, false, NULL::text,
                          NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
      CONTINUE;
    END IF;
    IF v_round.pair IS NULL OR v_round.revealed_at IS NOT NULL OR v_round.pair_nonce <> v_round.nonce
       OR v_round."userId" = ANY (v_players) THEN
      RETURN QUERY SELECT v_round.i, 'stale'::text, NULL::bigint, NULL::bigint, false, NULL::text,
                          NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
      CONTINUE;
    END IF;
    -- Player protection (ficha_play_gate), decided once, under the pair's lock like the rest, so
    -- simultaneous spins cannot pass a loss limit together.
    IF v_round."loginSessionId" IS NOT NULL THEN
      SELECT * INTO v_gate FROM ficha_play_gate(v_round."userId", v_round."loginSessionId", v_round."endedAt",
                                                v_round.bet);
      IF v_gate.out_refusal IS NOT NULL THEN
        RETURN QUERY SELECT v_round.i, 'refused'::text, NULL::bigint, NULL::bigint, false, v_gate.out_refusal,
                            v_gate.out_until, v_gate.out_limit, v_gate.out_limit_value, v_gate.out_left, false;
        CONTINUE;
      END IF;
    END IF;
    IF v_round.game_account IS NULL THEN
      RETURN QUERY SELECT v_round.i, 'balance_low'::text, NULL::bigint, NULL::bigint, false, NULL::text,
                          NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
      CONTINUE;
    END IF;
    v_ok := v_ok || v_round.i;
    v_players := v_players || v_round."userId";
    v_game_account := v_game_account || v_round.game_account;
  END LOOP;
  IF cardinality(v_ok) = 0 THEN
    RETURN;
  END IF;

  -- The house's sub-accounts the batch needs, opened when missing.
  FOR v_shard IN
    SELECT DISTINCT r."houseShard" FROM jsonb_to_recordset(p_rounds) AS r(i integer, "houseShard" smallint)
    WHERE r.i = ANY (v_ok)
      AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house' AND a.shard = r."houseShard")
  LOOP
    INSERT INTO accounts (kind, shard) VALUES ('house', v_shard) ON CONFLICT DO NOTHING;
  END LOOP;

  -- The rounds to play, stored (in index order, as v_ok and v_game_account), with their house sub-accounts.
  -- Their ids name their movements.
  WITH stored AS (
    INSERT INTO rounds (user_id, game_id, bet, win, settled, started_at, ended_at, seed_pair_id,
                        server_seed_hash, client_seed, nonce, client_round_id)
    SELECT r."userId", r."gameId", r.bet, r.win, true, r."startedAt", r."endedAt", p.id, p.server_seed_hash,
           p.client_seed, p.nonce, r."clientRoundId"
    FROM jsonb_to_recordset(p_rounds) AS r(i integer, "userId" integer, "gameId" integer, "pairId" integer,
      bet bigint, win bigint, "clientRoundId" text, "startedAt" timestamptz, "endedAt" timestamptz)
    CROSS JOIN LATERAL (SELECT s.id, s.server_seed_hash, s.client_seed, s.nonce FROM seed_pairs s
                        WHERE s.id = r."pairId") p
    WHERE r.i = ANY (v_ok)
    ORDER BY r.i
    RETURNING id, user_id
  )
  SELECT array_agg(r.i ORDER BY r.i), array_agg(r."userId" ORDER BY r.i), array_agg(r.bet ORDER BY r.i),
         array_agg(r.win ORDER BY r.i), array_agg(r."gameId" ORDER BY r.i), array_agg(r."pairId" ORDER BY r.i),
         array_agg(r."endedAt" ORDER BY r.i), array_agg(r."loginSessionId" IS NOT NULL ORDER BY r.i),
         array_agg(h.id ORDER BY r.i), array_agg(s.id ORDER BY r.i)
  INTO v_i, v_user, v_bet, v_win, v_game, v_pair, v_ended, v_gated, v_house, v_round_id
  FROM jsonb_to_recordset(p_rounds) AS r(i integer, "userId" integer, "gameId" integer, "pairId" integer,
    bet bigint, win bigint, "endedAt" timestamptz, "houseShard" smallint, "loginSessionId" integer)
  JOIN stored s ON s.user_id = r."userId"
  CROSS JOIN LATERAL (SELECT a.id FROM accounts a
                      WHERE a.user_id IS NULL AND a.kind = 'house' AND a.shard = r."houseShard") h
  WHERE r.i = ANY (v_ok);

  -- One movement a round through the ledger's one writer, its entries in order: the bet out of the game
  -- balance into the house's sub-account, then, for a win, the win back. A round whose game balance is short
  -- is refused alone, and its stored row taken back.
  v_keys := ARRAY(SELECT 'round:' || id FROM unnest(v_round_id) id);
  SELECT array_agg(k ORDER BY k, e),
         array_agg(CASE WHEN e IN (1, 4) THEN v_game_account[k] ELSE v_house[k] END ORDER BY k, e),
         array_agg(CASE e WHEN 1 THEN -v_bet[k] WHEN 2 THEN v_bet[k] WHEN 3 THEN -v_win[k] ELSE v_win[k] END
                   ORDER BY k, e)
  INTO v_movements, v_accounts, v_amounts
  FROM generate_subscripts(v_round_id, 1) k, generate_series(1, 4) e
  WHERE e <= 2 OR v_win[k] > 0;
  SELECT array_agg(t.out_short ORDER BY t.out_movement),
         -- The game balance after the round: the last entry with a win, the first without.
         array_agg(t.out_balances[CASE WHEN cardinality(t.out_balances) = 4 THEN 4 ELSE 1 END] ORDER BY t.out_movement)
  INTO v_short, v_after
  FROM ficha_transfer(v_keys, array_fill('bet'::text, ARRAY[cardinality(v_keys)]), v_keys, v_movements,
                      v_accounts, v_amounts) t;
  FOR v_k IN 1 .. cardinality(v_i) LOOP
    CONTINUE WHEN NOT v_short[v_k];
    DELETE FROM rounds WHERE id = v_round_id[v_k];
    RETURN QUERY SELECT v_i[v_k], 'balance_low'::text, NULL::bigint, NULL::bigint, false, NULL::text,
                        NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint, false;
  END LOOP;

  UPDATE seed_pairs SET nonce = nonce + 1
  WHERE id = ANY (ARRAY(SELECT v_pair[k] FROM generate_subscripts(v_pair, 1) k WHERE NOT v_short[k]));

  -- The races running now, in the rounds' transaction (nothing when none runs); a player's spin has just
  -- passed the play gate, which decides the race's eligibility too.
  IF EXISTS (SELECT 1 FROM races r WHERE r.state = 'open') THEN
    FOR v_k IN 1 .. cardinality(v_i) LOOP
      CONTINUE WHEN v_short[v_k];
      PERFORM ficha_race_score(v_user[v_k], v_game[v_k], v_bet[v_k], v_ended[v_k], v_gated[v_k]);
    END LOOP;
  END IF;

  -- The missions published (nothing when none is), counted in the rounds' transaction as the races are
  -- (ficha_mission_count, docs/missions.md).
  IF EXISTS (SELECT 1 FROM missions m WHERE m.state = 'published') THEN
    FOR v_k IN 1 .. cardinality(v_i) LOOP
      CONTINUE WHEN v_short[v_k];
      PERFORM ficha_mission_count(v_user[v_k], v_game[v_k], v_bet[v_k], v_win[v_k], v_ended[v_k], v_gated[v_k]);
    END LOOP;
  END IF;

  -- The day's net loss (stake minus win) for the loss limits; one round a player at most.
  INSERT INTO play_days (user_id, day, net_loss)
  SELECT v_user[k], v_today, v_bet[k] - v_win[k] FROM generate_subscripts(v_user, 1) k WHERE NOT v_short[k]
  ON CONFLICT (user_id, day) DO UPDATE SET net_loss = play_days.net_loss + excluded.net_loss;

  -- The players' settled bets since sign-up (VIP levels); a player's first round after the totals appeared
  -- sums the player's rounds once.
  WITH added AS (
    UPDATE bet_totals b SET total = b.total + v_bet[array_position(v_user, b.user_id)]
    WHERE b.user_id = ANY (ARRAY(SELECT v_user[k] FROM generate_subscripts(v_user, 1) k WHERE NOT v_short[k]))
    RETURNING b.user_id, b.total
  )
  SELECT array_agg(a.total ORDER BY k) INTO v_total
  FROM generate_subscripts(v_user, 1) k LEFT JOIN added a ON a.user_id = v_user[k];
  FOR v_k IN 1 .. cardinality(v_i) LOOP
    CONTINUE WHEN v_short[v_k] OR v_total[v_k] IS NOT NULL;
    INSERT INTO bet_totals (user_id, total)
    SELECT v_user[v_k], coalesce(sum(bet), 0) FROM rounds WHERE user_id = v_user[v_k] AND settled
    ON CONFLICT (user_id) DO UPDATE SET total = bet_totals.total + v_bet[v_k]
    RETURNING total INTO v_first_total;
    v_total[v_k] := v_first_total;
  END LOOP;

  -- The live feeds of every process hear of the rounds played at the commit (channel ficha_rounds, the
  -- round ids comma-separated: at most 50 rounds a batch, well under NOTIFY's 8000 bytes). The ledger's
  -- movements already notify in this transaction (ledger_entries_announce), so this takes no lock of its own
  -- and spares the round a statement after it.
  PERFORM pg_notify('ficha_rounds', string_agg(v_round_id[k]::text, ',' ORDER BY k))
  FROM generate_subscripts(v_round_id, 1) k
  WHERE NOT v_short[k]
  HAVING count(*) > 0;

  -- The next VIP level's threshold and a referral reward due, read in the answer's own statement.
  RETURN QUERY
  SELECT v_i[k], 'played'::text, v_round_id[k], v_after[k],
         coalesce(v_total[k] >= (SELECT v.min_bets FROM vip_levels v JOIN users u ON u.id = v_user[k]
                                 WHERE v.level > u.vip_level ORDER BY v.level LIMIT 1), false),
         NULL::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::bigint,
         EXISTS (SELECT 1 FROM first_recharges f
                 WHERE f.user_id = v_user[k] AND f.referral_state = 'pending' AND f.referral_due_bets <= v_total[k])
  FROM generate_subscripts(v_i, 1) k
  WHERE NOT v_short[k];
END;
$$;
