-- roulette_bet_settle: an open bet of a round past its betting phase is won (p_payout_minor > 0: a demo session is
-- credited here, a real player by the posting this is the cause of) or lost. Refuses already_closed when not open.
CREATE OR REPLACE FUNCTION roulette_bet_settle(p_bet_id bigint, p_payout_minor bigint)
RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_round_id bigint;
  v_phase text;
  v_balance bigint;
  v_user users;
  v_bet roulette_bets;
BEGIN
  SELECT b.round_id INTO v_round_id FROM roulette_bets b WHERE b.id = p_bet_id;
  SELECT r.phase INTO v_phase FROM roulette_rounds r WHERE r.id = v_round_id FOR SHARE;
  IF v_phase IS DISTINCT FROM 'spinning' THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  UPDATE roulette_bets b
     SET state = CASE WHEN p_payout_minor > 0 THEN 'won' ELSE 'lost' END, payout_minor = p_payout_minor, settled_at = now()
   WHERE b.id = p_bet_id AND b.state = 'open'
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('already_closed');
  END IF;
  IF v_bet.demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d SET balance_minor = d.balance_minor + p_payout_minor
     WHERE d.id = v_bet.demo_session_id
    RETURNING d.balance_minor INTO v_balance;
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = v_bet.user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
