-- VIP levels (lib/vip/levels.ts): rakeback claims and level-up rewards. A player's rakeback accrues per settled bet
-- (stake x the game's house edge x the level's share); what they may claim is everything accrued minus everything
-- claimed. Claims form a chain per player and currency: each starts where the last ended (from_total_minor), so two
-- concurrent claims of the same money cannot both be written (the unique index), and one pays once.
CREATE TABLE vip_rakeback_claims (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency currency_code NOT NULL,
  -- The player's lifetime accrued rakeback claimed before this claim, and with it (minor units of the currency).
  from_total_minor bigint NOT NULL CHECK (from_total_minor >= 0),
  to_total_minor bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0 AND amount_minor = to_total_minor - from_total_minor),
  -- The settle time of the latest bet the claim counted.
  covers_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, currency, from_total_minor)
);

-- One row per player and level reached, written with its reward's posting (or alone when the reward is 0).
CREATE TABLE vip_level_rewards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  level smallint NOT NULL CHECK (level > 0),
  currency currency_code NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, level)
);
