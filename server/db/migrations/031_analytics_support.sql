-- Analytics events the web's client sends in batches (POST /api/v2/analytics/events), one row per event. user_id is
-- what the client claimed as its identity (analytics only, never trusted for anything else), so it has no foreign key.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL CHECK (length(session_id) BETWEEN 8 AND 64),
  user_id bigint,
  name text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
  data jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  client_ip text
);
CREATE INDEX analytics_events_name_time_idx ON analytics_events (name, occurred_at);

-- Support tickets: a player's (user_id) or a guest's (email), each with its thread of messages.
CREATE TABLE support_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  email text CHECK (email IS NULL OR length(email) <= 254),
  topic text NOT NULL CHECK (topic ~ '^[a-z_]{1,32}$'),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, id DESC);
CREATE INDEX support_tickets_open_idx ON support_tickets (status, updated_at) WHERE status = 'open';

CREATE TABLE support_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES support_tickets (id),
  author text NOT NULL CHECK (author IN ('player', 'operator')),
  operator_name text CHECK (operator_name IS NULL OR length(operator_name) <= 64),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_ticket_idx ON support_messages (ticket_id, id);
