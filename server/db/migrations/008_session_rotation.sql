-- Token rotation on profile reads (fresh_token): the replaced token keeps working for a short grace window,
-- so requests the web already sent with it do not fail while it stores the new one.
ALTER TABLE sessions
  ADD COLUMN previous_token_sha256 text UNIQUE CHECK (previous_token_sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN previous_valid_until timestamptz;
