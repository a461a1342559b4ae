-- A player's notifications (GET /api/v1/notifications): what happened to their money, written in the same
-- transaction as the event it tells (a credited deposit, a paid or returned payout), once per event (dedupe_key).
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{1,39}$'),
  params jsonb NOT NULL DEFAULT '{}',
  dedupe_key text NOT NULL UNIQUE CHECK (length(dedupe_key) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
