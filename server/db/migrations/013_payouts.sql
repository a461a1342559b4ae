-- Payouts (docs/cashier.md): a player's request to take money out. The funds move to payout_clearing when the row is
-- made; every later state change is a conditional UPDATE (WHERE status = the expected one) in the same ledger
-- transaction as its transfer, so a payout is released or settled at most once.
CREATE TABLE payouts (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  method_hash text NOT NULL CHECK (length(method_hash) BETWEEN 1 AND 128),
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9_-]{1,31}$'),
  shape text NOT NULL CHECK (shape IN ('card', 'crypto')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL
    CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  -- The card number or crypto address as the player gave it (normalised); replies only ever show it masked.
  destination text NOT NULL CHECK (length(destination) BETWEEN 8 AND 128),
  coin text CHECK (coin ~ '^[a-z0-9]{2,32}$'),
  provider_payout_id text CHECK (length(provider_payout_id) BETWEEN 1 AND 200),
  reason text CHECK (length(reason) <= 500),
  decided_by text CHECK (length(decided_by) BETWEEN 1 AND 64),
  decided_at timestamptz,
  -- When an approval last handed the payout to the provider: a send whose reply never came may be retried later.
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_user_idx ON payouts (user_id, created_at DESC);
CREATE INDEX payouts_status_idx ON payouts (status, created_at DESC);
CREATE UNIQUE INDEX payouts_provider_payout_uq ON payouts (provider, provider_payout_id) WHERE provider_payout_id IS NOT NULL;
