-- The cashier's deposit side (docs/cashier.md): invoices, the providers' notifications, and exchange rates.
-- Money itself moves only in the ledger: a credited invoice has exactly one transfer keyed deposit:{invoice id}.

-- Status: 1 created, 2 pending (the provider saw a payment in progress), 3 paid, 4 expired, 5 failed, 6 refunded.
-- Amounts are minor units: amount/commission/credited in the user's currency, exchange/paid in exchange_currency.
CREATE TABLE payment_invoices (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  method_hash text NOT NULL CHECK (length(method_hash) BETWEEN 1 AND 64),
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9_-]{1,31}$'),
  -- NULL only while the provider is being asked to create it (the row claims the player's one open slot first).
  provider_invoice_id text CHECK (length(provider_invoice_id) BETWEEN 1 AND 200),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  currency text NOT NULL CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  commission_bp integer NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000),
  commission_minor bigint NOT NULL CHECK (commission_minor >= 0),
  exchange_currency text NOT NULL CHECK (exchange_currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  -- user-currency units per one exchange-currency unit, exact: a decimal ("92.50") or a fraction ("100/9250").
  exchange_rate text NOT NULL CHECK (exchange_rate ~ '^[0-9]+(\.[0-9]+)?(/[0-9]+)?$'),
  exchange_amount_minor bigint NOT NULL CHECK (exchange_amount_minor > 0),
  paid_amount_minor bigint CHECK (paid_amount_minor >= 0),
  credited_amount_minor bigint CHECK (credited_amount_minor > 0),
  credited_at timestamptz,
  sum_was_changed boolean NOT NULL DEFAULT false,
  payment_url text,
  card jsonb,
  crypto jsonb,
  correction_reason text CHECK (length(correction_reason) <= 500),
  expires_at timestamptz NOT NULL,
  last_status_query_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_invoices_credit_consistent CHECK ((credited_amount_minor IS NULL) = (credited_at IS NULL)),
  CONSTRAINT payment_invoices_paid_is_credited CHECK (status <> 3 OR credited_amount_minor IS NOT NULL)
);
-- A player has at most one open (created or pending) invoice per method.
CREATE UNIQUE INDEX payment_invoices_one_open_uq ON payment_invoices (user_id, method_hash) WHERE status IN (1, 2);
CREATE UNIQUE INDEX payment_invoices_provider_uq ON payment_invoices (provider, provider_invoice_id);
CREATE INDEX payment_invoices_user_idx ON payment_invoices (user_id, created_at DESC, id);

-- Every verified notification (and every status-query answer), once per provider event.
-- outcome: credited | duplicate | late (for an expired invoice: recorded, not credited) | ignored (nothing to do)
-- | applied (a status change without money) | corrected (a late one an operator has since credited).
CREATE TABLE payment_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 300),
  source text NOT NULL CHECK (source IN ('notification', 'status_query')),
  invoice_id text NOT NULL REFERENCES payment_invoices (id),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'partially_paid', 'failed', 'expired', 'refunded')),
  paid_amount_minor bigint CHECK (paid_amount_minor >= 0),
  paid_currency text,
  payload jsonb NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('credited', 'duplicate', 'late', 'ignored', 'applied', 'corrected')),
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, event_id)
);
CREATE INDEX payment_notifications_invoice_idx ON payment_notifications (invoice_id);
CREATE INDEX payment_notifications_late_idx ON payment_notifications (received_at DESC) WHERE outcome IN ('late', 'corrected');

-- 1 base = rate quote (USD -> RUB 92.50). The inverse is derived, never stored.
CREATE TABLE exchange_rates (
  base text NOT NULL CHECK (base IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  quote text NOT NULL CHECK (quote IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  rate text NOT NULL CHECK (rate ~ '^[0-9]{1,12}(\.[0-9]{1,12})?$' AND rate !~ '^[0.]+$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (base, quote),
  CHECK (base <> quote)
);
