-- A player's request to join the VIP club (POST /api/v2/vip/join); managers work through the pending ones.
-- At most one pending request per user and request type: asking again returns it.
CREATE TABLE vip_join_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  request_type text NOT NULL CHECK (request_type ~ '^[a-z][a-z0-9_]{0,31}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vip_join_requests_one_pending ON vip_join_requests (user_id, request_type) WHERE status = 'pending';
