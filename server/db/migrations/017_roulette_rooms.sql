-- Roulette and the rooms red / yellow / purple (issue 11, docs/realtime.md), the shared-round games beside crash. As
-- in migration 016, a real bet's stake and payout are ledger postings whose cause is the row's change (the functions
-- below run as their cause statements); a demo bet moves its session's play money in the same function.

-- Roulette: a hash chain like crash's (lib/fairness/crash-chain.ts), a chain table of its own.
CREATE TABLE roulette_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL UNIQUE CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL CHECK (char_length(salt) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The hash and sector are secret while betting (the spin reveals them). recovered: settled by a takeover.
CREATE TABLE roulette_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES roulette_chains (id),
  chain_round integer NOT NULL CHECK (chain_round > 0),
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  sector smallint NOT NULL CHECK (sector BETWEEN 0 AND 49),
  color text NOT NULL CHECK (color IN ('grey', 'red', 'blue', 'gold')),
  phase text NOT NULL CHECK (phase IN ('betting', 'spinning', 'settled')),
  recovered boolean NOT NULL DEFAULT false,
  betting_ends_at timestamptz NOT NULL,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT roulette_rounds_chain_round_uq UNIQUE (chain_id, chain_round),
  CONSTRAINT roulette_rounds_settled CHECK ((phase = 'settled') = (settled_at IS NOT NULL))
);
CREATE INDEX roulette_rounds_unfinished_idx ON roulette_rounds (id) WHERE phase <> 'settled';
CREATE INDEX roulette_rounds_settled_idx ON roulette_rounds (id DESC) WHERE phase = 'settled';

-- user_id has no foreign key (as crash_bets). One bet per colour per player per round.
CREATE TABLE roulette_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES roulette_rounds (id),
  user_id bigint,
  demo_session_id bigint REFERENCES game_demo_sessions (id) ON DELETE CASCADE,
  demo boolean GENERATED ALWAYS AS (demo_session_id IS NOT NULL) STORED,
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  color text NOT NULL CHECK (color IN ('grey', 'red', 'blue', 'gold')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  state text NOT NULL CHECK (state IN ('open', 'won', 'lost')),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT roulette_bets_one_owner CHECK ((user_id IS NULL) <> (demo_session_id IS NULL)),
  CONSTRAINT roulette_bets_settled CHECK ((state = 'open') = (settled_at IS NULL)),
  CONSTRAINT roulette_bets_payout CHECK (state = 'won' OR payout_minor = 0)
);
CREATE UNIQUE INDEX roulette_bets_user_key_uq ON roulette_bets (user_id, idempotency_key) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX roulette_bets_demo_key_uq ON roulette_bets (demo_session_id, idempotency_key) WHERE demo_session_id IS NOT NULL;
CREATE UNIQUE INDEX roulette_bets_user_color_uq ON roulette_bets (round_id, user_id, color) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX roulette_bets_demo_color_uq ON roulette_bets (round_id, demo_session_id, color) WHERE demo_session_id IS NOT NULL;
CREATE INDEX roulette_bets_round_idx ON roulette_bets (round_id, id);
CREATE INDEX roulette_bets_user_idx ON roulette_bets (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX roulette_bets_demo_idx ON roulette_bets (demo_session_id, id DESC) WHERE demo_session_id IS NOT NULL;

-- What the bet functions return: the bet, a demo balance, and the bettor as the public sees them.
-- roulette_bet_place: a bet in the betting phase. Refusals: phase_closed, bet_conflict (the key again, or the colour
-- already bet by the player this round), insufficient_funds and demo_session_invalid (demo only).
CREATE FUNCTION roulette_bet_place(
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

-- game_demo_debit: a demo stake from its session (refusing insufficient_funds or demo_session_invalid); the balance after.
CREATE FUNCTION game_demo_debit(p_demo_session_id bigint, p_currency text, p_stake_minor bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_balance bigint;
BEGIN
  UPDATE game_demo_sessions d SET balance_minor = d.balance_minor - p_stake_minor
   WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now() AND d.balance_minor >= p_stake_minor
  RETURNING d.balance_minor INTO v_balance;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM game_demo_sessions d WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now()) THEN
      PERFORM ledger_refuse('insufficient_funds');
    END IF;
    PERFORM ledger_refuse('demo_session_invalid');
  END IF;
  RETURN v_balance;
END
$$;

-- roulette_bet_settle: an open bet of a round past its betting phase is won (p_payout_minor > 0: a demo session is
-- credited here, a real player by the posting this is the cause of) or lost. Refuses already_closed when not open.
CREATE FUNCTION roulette_bet_settle(p_bet_id bigint, p_payout_minor bigint)
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

-- Rooms: a pot per room and currency. The seed is secret until the round is drawn; its hash_commit is public from the
-- start. A round's draw fields are set together when it is drawn (refunded: one player, every stake back).
CREATE TABLE room_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room text NOT NULL CHECK (room IN ('red', 'yellow', 'purple')),
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  hash_commit text NOT NULL CHECK (hash_commit ~ '^[0-9a-f]{64}$'),
  phase text NOT NULL CHECK (phase IN ('waiting', 'betting', 'drawn')),
  betting_ends_at timestamptz,
  pot_minor bigint CHECK (pot_minor >= 0),
  commission_minor bigint CHECK (commission_minor >= 0),
  payout_minor bigint CHECK (payout_minor >= 0),
  ticket bigint CHECK (ticket >= 0),
  winner_bet_id bigint,
  refunded boolean,
  recovered boolean NOT NULL DEFAULT false,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT room_rounds_window CHECK (phase = 'waiting' OR betting_ends_at IS NOT NULL),
  CONSTRAINT room_rounds_drawn CHECK ((phase = 'drawn') = (ended_at IS NOT NULL AND pot_minor IS NOT NULL AND refunded IS NOT NULL)),
  CONSTRAINT room_rounds_split CHECK (phase <> 'drawn' OR pot_minor = payout_minor + commission_minor OR refunded)
);
-- One round in play per instance.
CREATE UNIQUE INDEX room_rounds_open_uq ON room_rounds (room, currency) WHERE phase <> 'drawn';
CREATE INDEX room_rounds_drawn_idx ON room_rounds (id DESC) WHERE phase = 'drawn';

CREATE TABLE room_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES room_rounds (id),
  user_id bigint,
  demo_session_id bigint REFERENCES game_demo_sessions (id) ON DELETE CASCADE,
  demo boolean GENERATED ALWAYS AS (demo_session_id IS NOT NULL) STORED,
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  -- won: every stake of the winner (payout_minor on the one holding the ticket); refunded: a one-player round.
  state text NOT NULL CHECK (state IN ('open', 'won', 'lost', 'refunded')),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT room_bets_one_owner CHECK ((user_id IS NULL) <> (demo_session_id IS NULL)),
  CONSTRAINT room_bets_settled CHECK ((state = 'open') = (settled_at IS NULL)),
  CONSTRAINT room_bets_payout CHECK (state = 'won' OR payout_minor = 0)
);
CREATE UNIQUE INDEX room_bets_user_key_uq ON room_bets (user_id, idempotency_key) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX room_bets_demo_key_uq ON room_bets (demo_session_id, idempotency_key) WHERE demo_session_id IS NOT NULL;
CREATE INDEX room_bets_round_idx ON room_bets (round_id, id);
CREATE INDEX room_bets_user_idx ON room_bets (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX room_bets_demo_idx ON room_bets (demo_session_id, id DESC) WHERE demo_session_id IS NOT NULL;

-- room_bet_place: a stake while the round takes them; the first one starts its window (p_betting_ends_at). The
-- returned bet carries the round's betting_ends_at. Refusals: phase_closed, currency_mismatch, bet_conflict (the key
-- again), insufficient_funds and demo_session_invalid (demo only).
CREATE FUNCTION room_bet_place(
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

-- room_round_draw: the round is drawn and its real stakes settled, in one statement that is the cause of the one
-- posting paying the pot (or, refunded, giving the one player's stakes back). p_pot_minor must be the sum of the real
-- stakes still open (what the leader drew from). Refuses already_drawn (a takeover repeating it) and pot_mismatch.
CREATE FUNCTION room_round_draw(
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

-- room_demo_draw: one demo session's copy of a round (docs/realtime.md): its open stakes in the round settle (won with
-- the payout on p_winner_bet_id, lost, or refunded) and the session is credited the payout or its stakes back.
-- Returns the session's balance, null when it has nothing open in the round (already settled: nothing changes).
CREATE FUNCTION room_demo_draw(p_round_id bigint, p_demo_session_id bigint, p_winner_bet_id bigint, p_payout_minor bigint, p_refunded boolean)
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
