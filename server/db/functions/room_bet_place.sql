-- room_bet_place: a stake while the round takes them; the first one starts its window (p_betting_ends_at). The
-- returned bet carries the round's betting_ends_at. Refusals: phase_closed, currency_mismatch, bet_conflict (the key
-- again), insufficient_funds and demo_session_invalid (demo only).
CREATE OR REPLACE FUNCTION room_bet_place(
  p_round_id bigint,
  p_user_id bigint,
  p_demo_session_id bigint,
  p_currency text,
  p_stake_minor bigint,
  p_idempotency_key uuid,
  p_betting_ends_at timestamptz
) RETURNS TABLE (bet jsonb, betting_ends_at timestamptz, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_round room_rounds;
  v_balance bigint;
  v_user users;
  v_bet room_bets;
BEGIN
  -- The first stake takes the row's lock to start the window; later ones find nothing to update and share it.
  UPDATE room_rounds r SET phase = 'betting', betting_ends_at = p_betting_ends_at WHERE r.id = p_round_id AND r.phase = 'waiting';
  SELECT * INTO v_round FROM room_rounds r WHERE r.id = p_round_id FOR SHARE;
  IF v_round.phase IS DISTINCT FROM 'betting' THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  IF v_round.currency <> p_currency THEN
    PERFORM ledger_refuse('currency_mismatch');
  END IF;
  INSERT INTO room_bets (round_id, user_id, demo_session_id, currency, stake_minor, state, idempotency_key)
  VALUES (p_round_id, p_user_id, p_demo_session_id, p_currency, p_stake_minor, 'open', p_idempotency_key)
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
  RETURN QUERY SELECT to_jsonb(v_bet), v_round.betting_ends_at, v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
