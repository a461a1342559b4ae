-- roulette_bet_place: a bet in the betting phase. Refusals: phase_closed, bet_conflict (the key again, or the colour
-- already bet by the player this round), insufficient_funds and demo_session_invalid (demo only). It returns, as
-- every bet function of the rooms, the bet, a demo balance, and the bettor as the public sees them.
CREATE OR REPLACE FUNCTION roulette_bet_place(
  p_round_id bigint,
  p_user_id bigint,
  p_demo_session_id bigint,
  p_currency text,
  p_color text,
  p_stake_minor bigint,
  p_idempotency_key uuid
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_phase text;
  v_balance bigint;
  v_user users;
  v_bet roulette_bets;
BEGIN
  SELECT r.phase INTO v_phase FROM roulette_rounds r WHERE r.id = p_round_id FOR SHARE;
  IF v_phase IS DISTINCT FROM 'betting' THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  INSERT INTO roulette_bets (round_id, user_id, demo_session_id, currency, color, stake_minor, state, idempotency_key)
  VALUES (p_round_id, p_user_id, p_demo_session_id, p_currency, p_color, p_stake_minor, 'open', p_idempotency_key)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('bet_conflict');
  END IF;
  IF p_demo_session_id IS NOT NULL THEN
    v_balance := game_demo_debit(p_demo_session_id, p_currency, p_stake_minor);
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = p_user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
