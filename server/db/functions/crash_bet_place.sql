-- crash_bet_place: a bet in the betting phase. Refusals (ledger_refuse, SQLSTATE LD100) roll it all back:
-- phase_closed, bet_conflict (the same key again, or a second bet of the player in the round), insufficient_funds
-- and demo_session_invalid (demo only; a real stake is the ledger's posting).
CREATE OR REPLACE FUNCTION crash_bet_place(
  p_round_id bigint,
  p_user_id bigint,
  p_demo_session_id bigint,
  p_currency text,
  p_stake_minor bigint,
  p_auto_cashout_centi bigint,
  p_idempotency_key uuid
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_phase text;
  v_balance bigint;
  v_user users;
  v_bet crash_bets;
BEGIN
  SELECT r.phase INTO v_phase FROM crash_rounds r WHERE r.id = p_round_id FOR SHARE;
  IF v_phase IS DISTINCT FROM 'betting' THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  INSERT INTO crash_bets (round_id, user_id, demo_session_id, currency, stake_minor, auto_cashout_centi, state, idempotency_key)
  VALUES (p_round_id, p_user_id, p_demo_session_id, p_currency, p_stake_minor, p_auto_cashout_centi, 'open', p_idempotency_key)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('bet_conflict');
  END IF;
  IF p_demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d SET balance_minor = d.balance_minor - p_stake_minor
     WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now() AND d.balance_minor >= p_stake_minor
    RETURNING d.balance_minor INTO v_balance;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM game_demo_sessions d WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now()) THEN
        PERFORM ledger_refuse('insufficient_funds');
      END IF;
      PERFORM ledger_refuse('demo_session_invalid');
    END IF;
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = p_user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
