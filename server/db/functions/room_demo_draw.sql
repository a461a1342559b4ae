-- room_demo_draw: one demo session's copy of a round (docs/realtime.md): its open stakes in the round settle (won with
-- the payout on p_winner_bet_id, lost, or refunded) and the session is credited the payout or its stakes back.
-- Returns the session's balance, null when it has nothing open in the round (already settled: nothing changes).
CREATE OR REPLACE FUNCTION room_demo_draw(p_round_id bigint, p_demo_session_id bigint, p_winner_bet_id bigint, p_payout_minor bigint, p_refunded boolean)
RETURNS bigint
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_stakes bigint;
  v_won boolean;
  v_balance bigint;
BEGIN
  SELECT sum(b.stake_minor), bool_or(b.id = p_winner_bet_id) INTO v_stakes, v_won
    FROM room_bets b WHERE b.round_id = p_round_id AND b.demo_session_id = p_demo_session_id AND b.state = 'open';
  IF v_stakes IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE room_bets b
     SET state = CASE WHEN p_refunded THEN 'refunded' WHEN v_won THEN 'won' ELSE 'lost' END,
         payout_minor = CASE WHEN b.id = p_winner_bet_id AND NOT p_refunded THEN p_payout_minor ELSE 0 END, settled_at = now()
   WHERE b.round_id = p_round_id AND b.demo_session_id = p_demo_session_id AND b.state = 'open';
  UPDATE game_demo_sessions d
     SET balance_minor = d.balance_minor + CASE WHEN p_refunded THEN v_stakes WHEN v_won THEN p_payout_minor ELSE 0 END
   WHERE d.id = p_demo_session_id
  RETURNING d.balance_minor INTO v_balance;
  RETURN v_balance;
END
$$;
