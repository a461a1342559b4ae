-- crash_bet_close: an open bet leaves play. cashed_out (the round running; p_payout_minor paid: a demo session is
-- credited here, a real player by the posting this is the cause of), cancelled (the betting phase only; the stake
-- comes back) or refunded (a takeover's settlement; the stake comes back). Only an open bet closes: of two
-- cash-outs of one bet exactly one gets past this row's state (the other refuses already_closed).
CREATE OR REPLACE FUNCTION crash_bet_close(
  p_bet_id bigint,
  p_state text,
  p_cashout_centi bigint,
  p_payout_minor bigint
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_round_id bigint;
  v_phase text;
  v_balance bigint;
  v_user users;
  v_bet crash_bets;
BEGIN
  IF p_state NOT IN ('cashed_out', 'cancelled', 'refunded') THEN
    RAISE EXCEPTION 'crash_bet_close: unknown state %', p_state;
  END IF;
  SELECT b.round_id INTO v_round_id FROM crash_bets b WHERE b.id = p_bet_id;
  SELECT r.phase INTO v_phase FROM crash_rounds r WHERE r.id = v_round_id FOR SHARE;
  IF (p_state = 'cashed_out' AND v_phase IS DISTINCT FROM 'running') OR (p_state = 'cancelled' AND v_phase IS DISTINCT FROM 'betting') THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  UPDATE crash_bets b
     SET state = p_state, cashout_centi = p_cashout_centi, payout_minor = p_payout_minor, settled_at = now()
   WHERE b.id = p_bet_id AND b.state = 'open'
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('already_closed');
  END IF;
  IF v_bet.demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d
       SET balance_minor = d.balance_minor + CASE WHEN p_state = 'cashed_out' THEN p_payout_minor ELSE v_bet.stake_minor END
     WHERE d.id = v_bet.demo_session_id
    RETURNING d.balance_minor INTO v_balance;
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = v_bet.user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
