-- room_round_draw: the round is drawn and its real stakes settled, in one statement that is the cause of the one
-- posting paying the pot (or, refunded, giving the one player's stakes back). p_pot_minor must be the sum of the real
-- stakes still open (what the leader drew from). Refuses already_drawn (a takeover repeating it) and pot_mismatch.
CREATE OR REPLACE FUNCTION room_round_draw(
  p_round_id bigint,
  p_pot_minor bigint,
  p_ticket bigint,
  p_winner_bet_id bigint,
  p_payout_minor bigint,
  p_commission_minor bigint,
  p_refunded boolean,
  p_recovered boolean,
  p_ended_at timestamptz
) RETURNS TABLE (round jsonb, winner_user_id bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_round room_rounds;
  v_pot bigint;
  v_winner_user bigint;
  v_user users;
BEGIN
  SELECT * INTO v_round FROM room_rounds r WHERE r.id = p_round_id FOR UPDATE;
  IF v_round.phase IS NOT DISTINCT FROM 'drawn' THEN
    PERFORM ledger_refuse('already_drawn');
  END IF;
  SELECT coalesce(sum(b.stake_minor), 0) INTO v_pot FROM room_bets b WHERE b.round_id = p_round_id AND b.user_id IS NOT NULL AND b.state = 'open';
  IF v_pot <> p_pot_minor THEN
    PERFORM ledger_refuse('pot_mismatch');
  END IF;
  SELECT b.user_id INTO v_winner_user FROM room_bets b WHERE b.id = p_winner_bet_id AND b.round_id = p_round_id AND b.user_id IS NOT NULL;
  UPDATE room_rounds r
     SET phase = 'drawn', betting_ends_at = coalesce(r.betting_ends_at, p_ended_at), pot_minor = p_pot_minor, ticket = p_ticket,
         winner_bet_id = p_winner_bet_id, payout_minor = p_payout_minor, commission_minor = p_commission_minor, refunded = p_refunded,
         recovered = p_recovered, ended_at = p_ended_at
   WHERE r.id = p_round_id
  RETURNING * INTO v_round;
  UPDATE room_bets b
     SET state = CASE WHEN p_refunded THEN 'refunded' WHEN b.user_id = v_winner_user THEN 'won' ELSE 'lost' END,
         payout_minor = CASE WHEN b.id = p_winner_bet_id AND NOT p_refunded THEN p_payout_minor ELSE 0 END, settled_at = now()
   WHERE b.round_id = p_round_id AND b.user_id IS NOT NULL AND b.state = 'open';
  SELECT * INTO v_user FROM users u WHERE u.id = v_winner_user;
  RETURN QUERY SELECT to_jsonb(v_round), v_winner_user, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
