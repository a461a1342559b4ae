CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text UNIQUE,
  currency text NOT NULL DEFAULT 'RUB'
    CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Minimal bearer sessions; the accounts issue extends this table. Tokens are stored as SHA-256 hex only.
CREATE TABLE sessions (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
