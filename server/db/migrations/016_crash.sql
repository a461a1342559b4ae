-- Crash (issue 11, docs/realtime.md): the hash chains, the rounds and the bets. One leader node runs the rounds
-- (server/games/crash/engine.ts). A real bet's stake, cash-out and refund are ledger postings whose cause is the bet
-- row's change (the functions below run as their cause statements), so the row and the money commit together; a demo
-- bet moves its demo session's play money in the same function and never touches the ledger.

-- A chain: round n's hash is SHA-256 applied (length - n) times to the seed (lib/fairness/crash-chain.ts), so the
-- seed (secret) and the length replay every hash; the terminal hash and the salt are public from the start.
CREATE TABLE crash_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL UNIQUE CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL CHECK (char_length(salt) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The hash and crash point are secret until the round ends (crashed, or aborted by a takeover: docs/decisions.md).
-- The times are the leader's clock.
CREATE TABLE crash_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  chain_round integer NOT NULL CHECK (chain_round > 0),
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  crash_centi bigint NOT NULL CHECK (crash_centi >= 100),
  phase text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed', 'aborted')),
  betting_ends_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT crash_rounds_chain_round_uq UNIQUE (chain_id, chain_round),
  CONSTRAINT crash_rounds_ended CHECK ((phase IN ('crashed', 'aborted')) = (ended_at IS NOT NULL)),
  CONSTRAINT crash_rounds_started CHECK (phase IN ('betting', 'aborted') OR started_at IS NOT NULL)
);
CREATE INDEX crash_rounds_unfinished_idx ON crash_rounds (id) WHERE phase IN ('betting', 'running');
CREATE INDEX crash_rounds_finished_idx ON crash_rounds (id DESC) WHERE phase IN ('crashed', 'aborted');

-- user_id has no foreign key, as game_bets (migration 015): the ledger posting checks the player's account, and a
-- key would lock the users row on every bet. Multipliers are hundredths (250 = 2.50x).
CREATE TABLE crash_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES crash_rounds (id),
  user_id bigint,
  demo_session_id bigint REFERENCES game_demo_sessions (id) ON DELETE CASCADE,
  demo boolean GENERATED ALWAYS AS (demo_session_id IS NOT NULL) STORED,
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  auto_cashout_centi bigint CHECK (auto_cashout_centi BETWEEN 101 AND 100000000),
  -- cancelled: withdrawn by the player in the betting phase; refunded: open when a takeover aborted the round.
  state text NOT NULL CHECK (state IN ('open', 'cashed_out', 'lost', 'cancelled', 'refunded')),
  cashout_centi bigint CHECK (cashout_centi >= 100),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  -- The first 16 bytes of the SHA-256 of the command's key (as game_bets): a retried bet finds its first record.
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT crash_bets_one_owner CHECK ((user_id IS NULL) <> (demo_session_id IS NULL)),
  CONSTRAINT crash_bets_settled CHECK ((state = 'open') = (settled_at IS NULL)),
  CONSTRAINT crash_bets_cashed_out CHECK ((state = 'cashed_out') = (cashout_centi IS NOT NULL)),
  CONSTRAINT crash_bets_payout CHECK (state = 'cashed_out' OR payout_minor = 0)
);
CREATE UNIQUE INDEX crash_bets_user_key_uq ON crash_bets (user_id, idempotency_key) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX crash_bets_demo_key_uq ON crash_bets (demo_session_id, idempotency_key) WHERE demo_session_id IS NOT NULL;
-- One bet per player per round (a cancelled one makes room for another).
CREATE UNIQUE INDEX crash_bets_user_round_uq ON crash_bets (round_id, user_id) WHERE user_id IS NOT NULL AND state <> 'cancelled';
CREATE UNIQUE INDEX crash_bets_demo_round_uq ON crash_bets (round_id, demo_session_id) WHERE demo_session_id IS NOT NULL AND state <> 'cancelled';
CREATE INDEX crash_bets_round_idx ON crash_bets (round_id, id);
CREATE INDEX crash_bets_user_idx ON crash_bets (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX crash_bets_demo_idx ON crash_bets (demo_session_id, id DESC) WHERE demo_session_id IS NOT NULL;

-- Every function takes the round's row lock first (shared here, exclusive where the round changes phase), so a
-- bet or cash-out never waits for a bet row while holding what the round's change waits for.

-- crash_bet_place: a bet in the betting phase. Refusals (ledger_refuse, SQLSTATE LD100) roll it all back:
-- phase_closed, bet_conflict (the same key again, or a second bet of the player in the round), insufficient_funds
-- and demo_session_invalid (demo only; a real stake is the ledger's posting).
CREATE FUNCTION crash_bet_place(
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

-- crash_bet_close: an open bet leaves play. cashed_out (the round running; p_payout_minor paid: a demo session is
-- credited here, a real player by the posting this is the cause of), cancelled (the betting phase only; the stake
-- comes back) or refunded (a takeover's settlement; the stake comes back). Only an open bet closes: of two
-- cash-outs of one bet exactly one gets past this row's state (the other refuses already_closed).
CREATE FUNCTION crash_bet_close(
  p_bet_id bigint,
  p_state text,
  p_cashout_centi bigint,
  p_payout_minor bigint
) RETURNS TABLE (bet jsonb, demo_balance_minor bigint, user_name text, user_avatar text, user_hidden boolean, avatar_hidden boolean)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_round_id bigint;
  v_phase text;
  v_balance bigint;
  v_user users;
  v_bet crash_bets;
BEGIN
  IF p_state NOT IN ('cashed_out', 'cancelled', 'refunded') THEN
    RAISE EXCEPTION 'crash_bet_close: unknown state %', p_state;
  END IF;
  SELECT b.round_id INTO v_round_id FROM crash_bets b WHERE b.id = p_bet_id;
  SELECT r.phase INTO v_phase FROM crash_rounds r WHERE r.id = v_round_id FOR SHARE;
  IF (p_state = 'cashed_out' AND v_phase IS DISTINCT FROM 'running') OR (p_state = 'cancelled' AND v_phase IS DISTINCT FROM 'betting') THEN
    PERFORM ledger_refuse('phase_closed');
  END IF;
  UPDATE crash_bets b
     SET state = p_state, cashout_centi = p_cashout_centi, payout_minor = p_payout_minor, settled_at = now()
   WHERE b.id = p_bet_id AND b.state = 'open'
  RETURNING * INTO v_bet;
  IF NOT FOUND THEN
    PERFORM ledger_refuse('already_closed');
  END IF;
  IF v_bet.demo_session_id IS NOT NULL THEN
    UPDATE game_demo_sessions d
       SET balance_minor = d.balance_minor + CASE WHEN p_state = 'cashed_out' THEN p_payout_minor ELSE v_bet.stake_minor END
     WHERE d.id = v_bet.demo_session_id
    RETURNING d.balance_minor INTO v_balance;
  ELSE
    SELECT * INTO v_user FROM users u WHERE u.id = v_bet.user_id;
  END IF;
  RETURN QUERY SELECT to_jsonb(v_bet), v_balance, v_user.name, v_user.image_small, v_user.is_statistics_hidden, v_user.is_avatar_hidden;
END
$$;
