-- crash_bets_cash_out: many manual or auto cash-outs of one running round in one statement, the cause of one ledger
-- posting that pays them all (server/games/crash/cashout-batch.ts groups the cash-outs arriving together). Each bet
-- changes as crash_bet_close(id, 'cashed_out', ...) would change it: the round's row shared first, then only open
-- bets of that round; a demo bet's session is credited here. If the round is not running (phase_closed) or any of the
-- bets is no longer open (already_closed), the whole statement refuses and nothing is written: the caller then closes
-- the bets one by one, each with its own outcome. Returns one row: the cause reference and the bets, in id order,
-- each as crash_bet_close returns it (bet, demo_balance_minor, user_name, user_avatar, user_hidden, avatar_hidden).
CREATE OR REPLACE FUNCTION crash_bets_cash_out(
  p_round_id bigint,
  p_bet_ids bigint[],
  p_cashout_centi bigint[],
  p_payout_minor bigint[]
) RETURNS TABLE (cause_ref text, bets jsonb)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_phase text;
  v_count integer;
  v_bets jsonb;
BEGIN
  IF cardinality(p_bet_ids) = 0 OR cardinality(p_cashout_centi) <> cardinality(p_bet_ids) OR cardinality(p_payout_minor) <> cardinality(p_bet_ids) THEN
    RAISE EXCEPTION 'crash_bets_cash_out: malformed input';
  END IF;
  SELECT r.phase INTO v_phase FROM crash_rounds r WHERE r.id = p_round_id FOR SHARE;
  IF v_phase IS DISTINCT FROM 'running' THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  WITH input AS (
    SELECT i.id, i.centi, i.payout FROM unnest(p_bet_ids, p_cashout_centi, p_payout_minor) AS i (id, centi, payout)
  ), closed AS (
    UPDATE crash_bets b
       SET state = 'cashed_out', cashout_centi = i.centi, payout_minor = i.payout, settled_at = now()
      FROM input i
     WHERE b.id = i.id AND b.round_id = p_round_id AND b.state = 'open'
    RETURNING b.*
  ), demo AS (
    UPDATE game_demo_sessions d SET balance_minor = d.balance_minor + c.payout_minor
      FROM closed c
     WHERE d.id = c.demo_session_id
    RETURNING d.id, d.balance_minor
  )
  SELECT count(*)::integer,
         coalesce(jsonb_agg(jsonb_build_object(
           'bet', to_jsonb(c), 'demo_balance_minor', dm.balance_minor, 'user_name', u.name, 'user_avatar', u.image_small,
           'user_hidden', u.is_statistics_hidden, 'avatar_hidden', u.is_avatar_hidden) ORDER BY c.id), '[]'::jsonb)
    INTO v_count, v_bets
    FROM closed c
    LEFT JOIN demo dm ON dm.id = c.demo_session_id
    LEFT JOIN users u ON u.id = c.user_id;
  IF v_count <> cardinality(p_bet_ids) THEN
    PERFORM ledger_refuse('already_closed');
  END IF;
  RETURN QUERY SELECT 'crash-cashouts:' || p_round_id || ':' || p_bet_ids[1], v_bets;
END
$$;
