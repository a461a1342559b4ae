CREATE TABLE route_redirects (
  path text PRIMARY KEY CHECK (path ~ '^/'),
  target text NOT NULL CHECK (target ~ '^(/|https?://)'),
  status_code integer NOT NULL CHECK (status_code IN (301, 302, 307, 308)),
  created_at timestamptz NOT NULL DEFAULT now()
);
