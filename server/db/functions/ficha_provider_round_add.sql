-- ficha_provider_round_add: adds a wallet call's bet or win to its provider round (negative: a rollback),
-- closes it when the call said so (ended at p_at), and shows the round as a row of `rounds`, named by the
-- catalogue's game, so that the play records (find_bets), the live feed (bet/getWinList, the SSE stream, the
-- ticker) and the lobby rows show it like an original's; in the wallet call's own transaction, so ledger,
-- provider round and shown round never disagree. A round of a game the catalogue does not hold is not shown.
-- Answers the id of the shown round when it is settled (for the live feed's announcement after the
-- commit), else null.
CREATE OR REPLACE FUNCTION ficha_provider_round_add(
  p_round_id bigint,
  p_bet bigint,
  p_win bigint,
  p_close boolean,
  p_at timestamptz
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds%ROWTYPE;
  v_game integer;
  v_settled boolean;
  v_ended timestamptz;
  v_shown bigint;
BEGIN
  UPDATE provider_rounds r
  SET bet = r.bet + p_bet, win = r.win + p_win,
      state = CASE WHEN p_close THEN 'closed' ELSE r.state END,
      ended_at = CASE WHEN p_close THEN p_at ELSE r.ended_at END
  WHERE r.id = p_round_id
  RETURNING * INTO v_round;
  SELECT g.id INTO v_game FROM games g
  WHERE g.provider = v_round.provider AND g.provider_game_code = v_round.game_code;
  IF v_game IS NULL THEN
    RETURN NULL;
  END IF;
  v_settled := v_round.state = 'closed';
  v_ended := CASE WHEN v_settled THEN coalesce(v_round.ended_at, p_at) END;
  INSERT INTO rounds (user_id, game_id, bet, win, settled, ended_at, started_at, provider_round_id)
  VALUES (v_round.user_id, v_game, v_round.bet, v_round.win, v_settled, v_ended, v_round.started_at, v_round.id)
  ON CONFLICT (provider_round_id) DO UPDATE
  SET bet = excluded.bet, win = excluded.win, settled = excluded.settled, ended_at = excluded.ended_at
  RETURNING id INTO v_shown;
  RETURN CASE WHEN v_settled THEN v_shown END;
END;
$$;
