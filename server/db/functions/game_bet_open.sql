-- game_bet_open: a bet's record at its start (a one-shot bet: its settlement; a multi-step game: its open state).
-- In one statement: the seed pair's nonce advances from exactly p_nonce (two bets can never take the same nonce: a
-- stale one refuses), a demo session pays the stake and receives the payout, and the bet row is written. A real bet
-- runs it as the cause statement of its ledger posting (server/games/bets/repository.ts), so the row, the nonce and
-- the money commit together or not at all. Refusals (ledger_refuse, SQLSTATE LD100) roll all of it back:
-- stale_seed (the pair rotated, the nonce moved, or the player's currency changed), insufficient_funds and
-- demo_session_invalid (demo only), bet_conflict (the same Idempotency-Key, or with p_exclusive (the start of a
-- multi-step game) an open game of this kind exists: refused even when this one would settle at once, e.g. a coinflip
-- series lost on its first flip). The seed row's lock, taken first, orders one owner's bets.
CREATE OR REPLACE FUNCTION game_bet_open(
  p_user_id bigint,
  p_demo_session_id bigint,
  p_seed_id bigint,
  p_nonce bigint,
  p_currency text,
  p_game text,
  p_stake_minor bigint,
  p_payout_minor bigint,
  p_multiplier_bp bigint,
  p_params jsonb,
  p_result jsonb,
  p_state text,
  p_idempotency_key uuid,
  p_high_roller boolean,
  p_big_win boolean,
  p_exclusive boolean
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_hash text;
  v_client_seed text;
  v_balance bigint;
  v_user users;
  v_bet game_bets;
BEGIN
  UPDATE game_seeds s SET next_nonce = s.next_nonce + 1
   WHERE s.id = p_seed_id AND s.next_nonce = p_nonce AND s.revealed_at IS NULL
     AND s.user_id IS NOT DISTINCT FROM p_user_id AND s.demo_session_id IS NOT DISTINCT FROM p_demo_session_id
  RETURNING s.server_seed_hash, s.client_seed INTO v_hash, v_client_seed;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('stale_seed');
  END IF;
  IF p_exclusive AND EXISTS (
    SELECT 1 FROM game_bets b WHERE b.game = p_game AND b.state = 'open'
       AND b.user_id IS NOT DISTINCT FROM p_user_id AND b.demo_session_id IS NOT DISTINCT FROM p_demo_session_id
  ) THEN
    PERFORM ledger_refuse('bet_conflict');
  END IF;
  IF p_user_id IS NOT NULL THEN
    SELECT * INTO v_user FROM users u WHERE u.id = p_user_id;
    IF v_user.currency IS DISTINCT FROM p_currency THEN
      PERFORM ledger_refuse('stale_seed');
    END IF;
  END IF;
  IF p_demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d SET balance_minor = d.balance_minor - p_stake_minor + p_payout_minor
     WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now() AND d.balance_minor >= p_stake_minor
    RETURNING d.balance_minor INTO v_balance;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM game_demo_sessions d WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now()) THEN
        PERFORM ledger_refuse('insufficient_funds');
      END IF;
      PERFORM ledger_refuse('demo_session_invalid');
    END IF;
  END IF;
  INSERT INTO game_bets (game, user_id, demo_session_id, currency, stake_minor, payout_minor, multiplier_bp, seed_id,
                         server_seed_hash, client_seed, nonce, params, result, state, idempotency_key, high_roller,
                         big_win, settled_at)
  VALUES (p_game, p_user_id, p_demo_session_id, p_currency, p_stake_minor, p_payout_minor, p_multiplier_bp, p_seed_id,
          v_hash, v_client_seed, p_nonce, p_params, p_result, p_state, p_idempotency_key, p_high_roller, p_big_win,
          CASE WHEN p_state = 'open' THEN NULL ELSE now() END)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('bet_conflict');
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
