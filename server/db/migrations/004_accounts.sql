-- Accounts: contact details, password, preferences, verification and attribution on users; full bearer
-- sessions; one-time codes, reset and simple-auth tokens; the dev outbox.
ALTER TABLE users
  ADD COLUMN phone text UNIQUE CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  ADD COLUMN password_hash text,
  ADD COLUMN locale text CHECK (locale IN ('ru', 'en', 'kz')),
  ADD COLUMN timezone text CHECK (length(timezone) <= 64),
  ADD COLUMN register_method text NOT NULL DEFAULT 'email' CHECK (register_method ~ '^[a-z][a-z0-9_-]{1,31}$'),
  ADD COLUMN is_email_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN is_phone_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN is_avatar_hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN is_statistics_hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN verification_status text NOT NULL DEFAULT 'unverified' CHECK (
    verification_status IN ('init', 'waiting', 'user_pending', 'pending', 'failed', 'unverified', 'success', 'verified')
  ),
  ADD COLUMN premium_status text NOT NULL DEFAULT 'none',
  ADD COLUMN super_bonus text,
  ADD COLUMN image_small text,
  ADD COLUMN partner text,
  ADD COLUMN adplace text,
  ADD COLUMN stag text,
  ADD COLUMN promo text,
  ADD COLUMN fingerprint text,
  ADD COLUMN partner_id text,
  ADD COLUMN adv_id text,
  ADD COLUMN advertise_uid text,
  ADD COLUMN advertise_source text,
  ADD COLUMN cpa_one_uid text,
  ADD COLUMN pr_hash text,
  ADD CONSTRAINT users_email_lowercase CHECK (email = lower(email));

-- A session keeps its id while its access token rotates; only the current token's SHA-256 is stored.
-- NULL expiry columns mean "does not expire" (the dev demo session only).
ALTER TABLE sessions DROP CONSTRAINT sessions_pkey;
ALTER TABLE sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
ALTER TABLE sessions ADD CONSTRAINT sessions_token_sha256_key UNIQUE (token_sha256);
ALTER TABLE sessions
  ADD COLUMN access_expires_at timestamptz,
  ADD COLUMN revoked_at timestamptz,
  ADD COLUMN ip text,
  ADD COLUMN host text,
  ADD COLUMN user_agent text,
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- One live code per purpose and target; a new send replaces it. payload: the address a contact-verification
-- code was sent to (its target is the user).
CREATE TABLE auth_codes (
  purpose text NOT NULL CHECK (purpose IN ('login', 'verify_email', 'verify_phone', 'recovery')),
  target text NOT NULL,
  payload text,
  code_sha256 text NOT NULL CHECK (code_sha256 ~ '^[0-9a-f]{64}$'),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, target)
);

CREATE TABLE password_reset_tokens (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Issued by operators (support, partner tools) for one sign-in without a password.
CREATE TABLE simple_auth_tokens (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  issued_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Messages that had no real transport (development): read through GET /dev/outbox.
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  to_address text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_to_idx ON dev_outbox (to_address, id);
