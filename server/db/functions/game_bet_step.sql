-- game_bet_step: one change of an open multi-step game, applied only to the version it was computed from (two
-- actions at once: exactly one applies, the other refuses game_changed). A settling step (won or lost) closes it; a
-- demo win is credited to the session here, a real win by the ledger posting this statement is the cause of (the
-- cash-out), so a double cash-out pays exactly once.
CREATE OR REPLACE FUNCTION game_bet_step(
  p_bet_id bigint,
  p_user_id bigint,
  p_demo_session_id bigint,
  p_version integer,
  p_state text,
  p_payout_minor bigint,
  p_multiplier_bp bigint,
  p_result jsonb,
  p_big_win boolean
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_balance bigint;
  v_user users;
  v_bet game_bets;
BEGIN
  UPDATE game_bets b
     SET state = p_state, payout_minor = p_payout_minor, multiplier_bp = p_multiplier_bp, result = p_result,
         big_win = p_big_win, version = b.version + 1, settled_at = CASE WHEN p_state = 'open' THEN NULL ELSE now() END
   WHERE b.id = p_bet_id AND b.state = 'open' AND b.version = p_version
     AND b.user_id IS NOT DISTINCT FROM p_user_id AND b.demo_session_id IS NOT DISTINCT FROM p_demo_session_id
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('game_changed');
  END IF;
  IF p_demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d SET balance_minor = d.balance_minor + p_payout_minor
     WHERE d.id = p_demo_session_id
    RETURNING d.balance_minor INTO v_balance;
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = p_user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
