-- Api processes and their leases (issue 28, part 5). Each process claims Idempotency-Keys under its id and renews
-- its lease every second; an unanswered claim whose node stopped or let its lease lapse (killed, hung) can be claimed
-- again at once instead of after the 120 s abandonment, so a player's retried bet completes right after a restart.
CREATE TABLE api_nodes (
  id uuid PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz
);

-- Null on claims made before this migration: those keep the 120 s rule only.
ALTER TABLE http_idempotency ADD COLUMN node_id uuid;
