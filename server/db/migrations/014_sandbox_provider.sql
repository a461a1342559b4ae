-- The sandbox payment provider's own state (server/payments/sandbox): it plays an external provider, so it keeps its
-- invoices, payouts and outgoing notifications apart from the billing module's tables and never reads them.

CREATE TABLE sandbox_invoices (
  id text PRIMARY KEY,
  -- The merchant's order id (our invoice id): one sandbox invoice per order, so a retried create returns it.
  order_id text NOT NULL UNIQUE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  shape text NOT NULL CHECK (shape IN ('card', 'phone', 'crypto', 'checkout')),
  card_number text,
  phone_number text,
  crypto_coin text,
  crypto_address text,
  crypto_amount text,
  callback_url text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  paid_amount_minor bigint CHECK (paid_amount_minor > 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_amount_minor IS NOT NULL))
);

CREATE TABLE sandbox_payouts (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  shape text NOT NULL CHECK (shape IN ('card', 'crypto')),
  destination text NOT NULL,
  coin text,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'paid', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every notification the sandbox sends, with its delivery record (the job queue retries it until a 2xx).
CREATE TABLE sandbox_notifications (
  id text PRIMARY KEY,
  invoice_id text REFERENCES sandbox_invoices (id),
  payout_id text REFERENCES sandbox_payouts (id),
  url text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  last_error text,
  delivered_at timestamptz,
  dead_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((invoice_id IS NULL) <> (payout_id IS NULL))
);
CREATE INDEX sandbox_notifications_invoice ON sandbox_notifications (invoice_id, created_at);
