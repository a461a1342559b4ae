-- Set by operators (the /operator api): whether the account must pass verification (KYC) before it may
-- go on, and the product features switched on for it (the profile's `features`).
ALTER TABLE users
  ADD COLUMN verification_required boolean NOT NULL DEFAULT false,
  ADD COLUMN features text[] NOT NULL DEFAULT '{}';
