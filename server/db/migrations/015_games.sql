-- Provably-fair instant games (issue 10, docs/games-api.md): demo sessions, seed pairs, bet records.
-- Real-money bets move money only through the ledger (the bet row is the posting's cause); demo bets move a demo
-- session's play-money balance and never touch the ledger. Every bet and seed pair belongs to exactly one owner:
-- a player (user_id) or a demo session (demo_session_id).

CREATE TABLE game_demo_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Only the token's SHA-256 is stored.
  token_sha256 text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  -- The signed-in player who chose demo, if any (a guest's session has none).
  user_id bigint REFERENCES users (id),
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- A seed pair: the server seed (secret until revealed_at), the player's client seed and the next nonce. The next
-- server seed is committed in advance (its hash is shown); rotation reveals this pair and makes the next one active.
CREATE TABLE game_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  demo_session_id bigint REFERENCES game_demo_sessions (id) ON DELETE CASCADE,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  next_server_seed text NOT NULL CHECK (next_server_seed ~ '^[0-9a-f]{64}$'),
  next_server_seed_hash text NOT NULL CHECK (next_server_seed_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz,
  CONSTRAINT game_seeds_one_owner CHECK ((user_id IS NULL) <> (demo_session_id IS NULL))
);
-- One active pair per owner.
CREATE UNIQUE INDEX game_seeds_active_user_uq ON game_seeds (user_id) WHERE revealed_at IS NULL AND user_id IS NOT NULL;
CREATE UNIQUE INDEX game_seeds_active_demo_uq ON game_seeds (demo_session_id) WHERE revealed_at IS NULL AND demo_session_id IS NOT NULL;
CREATE INDEX game_seeds_user_history_idx ON game_seeds (user_id, id DESC) WHERE revealed_at IS NOT NULL;
CREATE INDEX game_seeds_demo_history_idx ON game_seeds (demo_session_id, id DESC) WHERE revealed_at IS NOT NULL;

-- user_id has no foreign key of its own: a bet is written only on its owner's seed pair (game_bet_open checks it), and
-- game_seeds.user_id references users; a key here would lock the player's users row on every bet.
CREATE TABLE game_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game text NOT NULL CHECK (game IN ('dice', 'coinflip', 'keno', 'mines', 'hilo', 'cases')),
  user_id bigint,
  demo_session_id bigint REFERENCES game_demo_sessions (id) ON DELETE CASCADE,
  demo boolean GENERATED ALWAYS AS (demo_session_id IS NOT NULL) STORED,
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  -- While open: what a cash-out would pay now; settled: what was paid.
  multiplier_bp bigint NOT NULL DEFAULT 0 CHECK (multiplier_bp >= 0),
  seed_id bigint NOT NULL REFERENCES game_seeds (id),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL,
  nonce bigint NOT NULL CHECK (nonce >= 0),
  params jsonb NOT NULL,
  result jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('open', 'won', 'lost')),
  -- Each change of an open game bumps it: an action applies only to the state it was computed from.
  version integer NOT NULL DEFAULT 0,
  -- The first 16 bytes of the SHA-256 of the client's Idempotency-Key: a retried bet finds its first record.
  idempotency_key uuid NOT NULL,
  high_roller boolean NOT NULL DEFAULT false,
  big_win boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT game_bets_one_owner CHECK ((user_id IS NULL) <> (demo_session_id IS NULL)),
  CONSTRAINT game_bets_settled CHECK ((state = 'open') = (settled_at IS NULL)),
  CONSTRAINT game_bets_payout_state CHECK (state <> 'lost' OR payout_minor = 0),
  -- Two bets never share a nonce of one pair.
  CONSTRAINT game_bets_nonce_uq UNIQUE (seed_id, nonce)
);
CREATE UNIQUE INDEX game_bets_user_key_uq ON game_bets (user_id, idempotency_key) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX game_bets_demo_key_uq ON game_bets (demo_session_id, idempotency_key) WHERE demo_session_id IS NOT NULL;
-- One open multi-step game per owner and game.
CREATE UNIQUE INDEX game_bets_user_open_uq ON game_bets (user_id, game) WHERE state = 'open' AND user_id IS NOT NULL;
CREATE UNIQUE INDEX game_bets_demo_open_uq ON game_bets (demo_session_id, game) WHERE state = 'open' AND demo_session_id IS NOT NULL;
CREATE INDEX game_bets_user_idx ON game_bets (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX game_bets_demo_idx ON game_bets (demo_session_id, id DESC) WHERE demo_session_id IS NOT NULL;
-- The public feeds: settled real-money bets, latest settled first.
CREATE INDEX game_bets_feed_idx ON game_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND state <> 'open';
CREATE INDEX game_bets_high_rollers_idx ON game_bets (settled_at DESC, id DESC) WHERE high_roller AND demo_session_id IS NULL AND state <> 'open';
CREATE INDEX game_bets_big_wins_idx ON game_bets (settled_at DESC, id DESC) WHERE big_win AND demo_session_id IS NULL AND state <> 'open';

-- game_bet_open: a bet's record at its start (a one-shot bet: its settlement; a multi-step game: its open state).
-- In one statement: the seed pair's nonce advances from exactly p_nonce (two bets can never take the same nonce: a
-- stale one refuses), a demo session pays the stake and receives the payout, and the bet row is written. A real bet
-- runs it as the cause statement of its ledger posting (server/games/bets/repository.ts), so the row, the nonce and
-- the money commit together or not at all. Refusals (ledger_refuse, SQLSTATE LD100) roll all of it back:
-- stale_seed (the pair rotated, the nonce moved, or the player's currency changed), insufficient_funds and
-- demo_session_invalid (demo only), bet_conflict (the same Idempotency-Key, or with p_exclusive (the start of a
-- multi-step game) an open game of this kind exists: refused even when this one would settle at once, e.g. a coinflip
-- series lost on its first flip). The seed row's lock, taken first, orders one owner's bets.
CREATE FUNCTION game_bet_open(
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

-- game_bet_step: one change of an open multi-step game, applied only to the version it was computed from (two
-- actions at once: exactly one applies, the other refuses game_changed). A settling step (won or lost) closes it; a
-- demo win is credited to the session here, a real win by the ledger posting this statement is the cause of (the
-- cash-out), so a double cash-out pays exactly once.
CREATE FUNCTION game_bet_step(
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
