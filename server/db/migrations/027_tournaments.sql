-- Races and tournaments (server/modules/tournaments): a period [starts_at, ends_at), the games whose settled
-- real-money bets count (null: every game), how a player scores, and a prize per place in prize_currency minor units
-- (prizes[1] is the first place's). The status is derived from the time; finished_at is set once, by the transaction
-- that pays the prizes (tournament_prizes: the cause of the prize postings, one row per paid place).
CREATE TABLE tournaments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Never all digits: a URL names a tournament by its numeric id or by its slug.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$' AND slug !~ '^[0-9]+$'),
  -- The title per locale: {"en": ..., "ru": ..., "kz": ...}.
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title ? 'en'),
  scoring text NOT NULL CHECK (scoring IN ('wagered', 'best_multiplier', 'bets')),
  games text[] CHECK (games IS NULL OR cardinality(games) > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  prize_currency currency_code NOT NULL,
  prizes bigint[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 100 AND 0 < ALL (prizes)),
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX tournaments_ends_idx ON tournaments (ends_at);
CREATE INDEX tournaments_starts_idx ON tournaments (starts_at);
-- The ended ones not paid yet: what the finishing job looks for.
CREATE INDEX tournaments_unfinished_idx ON tournaments (ends_at) WHERE finished_at IS NULL;

-- A paid prize: written in the ledger transaction that posts it (causeRef tournament_prize:<id>:<place>), once per
-- place and once per player of a tournament.
CREATE TABLE tournament_prizes (
  tournament_id bigint NOT NULL REFERENCES tournaments (id),
  place integer NOT NULL CHECK (place >= 1),
  user_id bigint NOT NULL REFERENCES users (id),
  score bigint NOT NULL,
  -- The prize as the table states it (prize_currency), and what was paid in the player's currency.
  prize_minor bigint NOT NULL CHECK (prize_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency currency_code NOT NULL,
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tournament_id, place),
  UNIQUE (tournament_id, user_id)
);
CREATE INDEX tournament_prizes_user_idx ON tournament_prizes (user_id);
