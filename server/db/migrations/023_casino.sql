-- The slots and live casino (docs/casino.md): the catalogue synced from a game aggregator, the game sessions
-- (tokens) we hand it at launch, every wallet transaction it sent us (kept at least 4 months: a transaction_uuid is
-- applied at most once), favourites and recently played games. Then the sandbox aggregator's own tables.
CREATE TABLE casino_games (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,64}$'),
  aggregator text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  studio text NOT NULL CHECK (length(studio) BETWEEN 1 AND 200),
  category text NOT NULL CHECK (category IN ('slots', 'live')),
  thumbnail text CHECK (length(thumbnail) <= 2000),
  rtp numeric(5, 2) CHECK (rtp > 0 AND rtp <= 100),
  blocked_countries text[] NOT NULL DEFAULT '{}',
  -- null: every currency the aggregator supports.
  currencies text[],
  demo boolean NOT NULL DEFAULT true,
  enabled boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_games_category_idx ON casino_games (category, position);

CREATE TABLE casino_sessions (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  currency currency_code NOT NULL,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX casino_sessions_user_idx ON casino_sessions (user_id, created_at);

-- kind 'tombstone': a rollback named this uuid before any bet had it; a bet arriving later under it is refused.
CREATE TABLE casino_transactions (
  aggregator text NOT NULL,
  transaction_uuid text NOT NULL CHECK (length(transaction_uuid) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  user_id bigint REFERENCES users (id),
  currency currency_code,
  game_code text,
  round text,
  reference_uuid text,
  amount_minor bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  -- SHA-256 of what makes the transaction itself (kind, user, currency, amount, round, game, reference):
  -- the same uuid with other data is a duplicate, refused.
  fingerprint text NOT NULL,
  rolled_back boolean NOT NULL DEFAULT false,
  -- The balance the first answer carried; a replay answers it again.
  balance_minor bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (aggregator, transaction_uuid)
);
CREATE INDEX casino_transactions_user_idx ON casino_transactions (user_id, created_at);

CREATE TABLE casino_favourites (
  user_id bigint NOT NULL REFERENCES users (id),
  game_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);

CREATE TABLE casino_recent (
  user_id bigint NOT NULL REFERENCES users (id),
  game_code text NOT NULL,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);
CREATE INDEX casino_recent_user_idx ON casino_recent (user_id, played_at DESC);

-- The sandbox aggregator (server/aggregators/sandbox), standing in for a real one: its RSA key pair and the
-- operator's, made on first start; its game sessions (the id in the game URL is the capability); its players'
-- seed pairs (provably fair, as the in-house games); its rounds, whose wins and rollbacks it retries.
CREATE TABLE sandbox_aggregator_keys (
  name text PRIMARY KEY CHECK (name IN ('aggregator', 'operator')),
  private_pem text NOT NULL,
  public_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_aggregator_sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{48}$'),
  game_code text NOT NULL,
  -- The operator's user and token; both null in demo play.
  operator_user text,
  operator_token text,
  currency text NOT NULL,
  lang text NOT NULL,
  demo_balance_minor bigint CHECK (demo_balance_minor >= 0),
  lobby_url text,
  deposit_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE sandbox_aggregator_seeds (
  player_ref text PRIMARY KEY,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0)
);

CREATE TABLE sandbox_aggregator_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL REFERENCES sandbox_aggregator_sessions (id),
  bet_uuid text NOT NULL UNIQUE,
  win_uuid text NOT NULL UNIQUE,
  rollback_uuid text NOT NULL UNIQUE,
  bet_minor bigint NOT NULL CHECK (bet_minor >= 0),
  win_minor bigint NOT NULL CHECK (win_minor >= 0),
  nonce integer NOT NULL,
  server_seed_hash text NOT NULL,
  outcome jsonb NOT NULL,
  -- pending: the bet is being sent; won: the bet was taken (its win, maybe 0, is owed until settled);
  -- settled: the win was taken; refused: the operator refused the bet; rolled_back: the bet was undone.
  state text NOT NULL CHECK (state IN ('pending', 'won', 'settled', 'refused', 'rolled_back')),
  created_at timestamptz NOT NULL DEFAULT now()
);
