-- The bonus engine (docs/bonuses.md). Definitions come from config/bonuses.json (upserted at start) and the
-- operator's endpoints; an activation is one bonus of one player: waiting (queued behind the active one, not yet
-- credited), active (credited to the bonus balance, being wagered), then wagered (converted to real money),
-- expired, forfeited or cancelled. Every money step is one ledger posting whose cause is the activation's change.
CREATE TABLE bonus_definitions (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,47}$'),
  kind text NOT NULL CHECK (kind IN ('deposit_match', 'no_deposit')),
  spec jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Promo codes are case-insensitive: stored upper-case, one definition each.
CREATE TABLE bonus_promo_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  definition_code text NOT NULL REFERENCES bonus_definitions (code)
);

CREATE TABLE bonus_activations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  definition_code text NOT NULL REFERENCES bonus_definitions (code),
  currency currency_code NOT NULL,
  status text NOT NULL CHECK (status IN ('waiting', 'active', 'wagered', 'expired', 'forfeited', 'cancelled')),
  -- What caused it (invoice:<id>, promo:<CODE>), unique per player and definition: a retried cause grants once.
  source_ref text NOT NULL CHECK (length(source_ref) <= 100),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  deposit_minor bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
  wager_required_minor bigint NOT NULL CHECK (wager_required_minor >= 0),
  max_bet_minor bigint NOT NULL CHECK (max_bet_minor > 0),
  -- Percent of a stake that counts, per game id or casino category, with 'default' for the rest.
  contributions jsonb NOT NULL,
  expires_in_s integer NOT NULL CHECK (expires_in_s > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  expires_at timestamptz,
  finished_at timestamptz,
  -- The money it ended with: converted to real (wagered), or removed (expired, forfeited).
  settled_minor bigint,
  UNIQUE (user_id, definition_code, source_ref),
  CHECK ((status = 'waiting') = (started_at IS NULL))
);

-- One wagering bonus at a time per player and currency; the others wait in order of id.
CREATE UNIQUE INDEX bonus_activations_one_active ON bonus_activations (user_id, currency) WHERE status = 'active';
CREATE INDEX bonus_activations_user_idx ON bonus_activations (user_id, id DESC);
CREATE INDEX bonus_activations_due_idx ON bonus_activations (expires_at) WHERE status = 'active';
