-- Social sign-in: a provider's subject belongs to one user; a login attempt's state lives until its callback.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

CREATE TABLE oauth_states (
  state_sha256 text PRIMARY KEY CHECK (state_sha256 ~ '^[0-9a-f]{64}$'),
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  origin text NOT NULL,
  currency text NOT NULL,
  promo text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
